import type { FastifyInstance } from "fastify";

/** The workout library and builder (SPEC §2, §3; TRAINING.md §4): contracts/workouts.ts lists the routes. */
export async function workoutRoutes(_app: FastifyInstance) {}
