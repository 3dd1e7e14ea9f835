/*
 * What "zod" means in the web app (vite.config.ts aliases it here): zod itself, switched to jitless mode before
 * any schema is built. Zod otherwise probes `new Function` once, and under the server's CSP (no 'unsafe-eval')
 * the browser reports that probe as a policy violation, a console issue that costs the pages Lighthouse's
 * best-practices points. The interpreted parser is fast enough for forms and API answers.
 */
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
