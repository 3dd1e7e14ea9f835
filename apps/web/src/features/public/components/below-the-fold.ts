/*
 * What the public pages show below the fold or need only after the first paint, in one module so it arrives
 * as one chunk right after the first load (ADR 008): the home page's lower sections, the footer and the head
 * updater.
 */
export { HomeDetails } from "./HomeDetails.tsx";
export { PublicFooter } from "./PublicFooter.tsx";
export { PublicPageMeta } from "./PublicPageMeta.tsx";
