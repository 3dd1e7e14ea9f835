import type { FastifyInstance } from "fastify";

/** Training plans, the planning centre and the recovery setting (TRAINING.md §5): see contracts/plans.ts. */
export async function planRoutes(_app: FastifyInstance) {}
