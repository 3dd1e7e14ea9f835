/** The whole schema in one object, for Drizzle's relational queries and drizzle-kit. */

export * from "./audit.ts";
export * from "./auth.ts";
export * from "./chat.ts";
export * from "./club.ts";
export * from "./content.ts";
export * from "./gdpr.ts";
export * from "./groups.ts";
export * from "./notifications.ts";
export * from "./registration.ts";
export * from "./sessions.ts";
export * from "./system.ts";
export * from "./training.ts";
export * from "./training-hub.ts";
