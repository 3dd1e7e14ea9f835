/** The whole schema in one object, for Drizzle's relational queries and drizzle-kit. */
export * from "./auth.ts";
export * from "./system.ts";
