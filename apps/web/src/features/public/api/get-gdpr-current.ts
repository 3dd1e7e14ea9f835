import type { ZGdprCurrentResponse } from "@bazin/shared/contracts/content";
import type { z } from "zod";
import { api } from "../../../lib/http.ts";
import type { Language } from "../../../lib/i18n.ts";
import { createResource } from "../../../lib/public-resource.ts";

export type TGdprCurrent = z.infer<typeof ZGdprCurrentResponse>;

/** GET /api/gdpr/current — the privacy policy in force, in the interface language (Accept-Language). */
export function getGdprCurrent(): Promise<TGdprCurrent> {
  return api<TGdprCurrent>("/api/gdpr/current");
}

/** Keyed by language: switching it loads the other text. */
const policy = createResource<Language, TGdprCurrent>(() => getGdprCurrent(), { staleMs: 60_000 });

export function useGdprCurrent(language: Language) {
  return policy.use(language);
}

export const clearGdprCache = () => policy.clear();
