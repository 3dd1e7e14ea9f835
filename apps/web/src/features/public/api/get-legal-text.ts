import {
  type TLegalDocument,
  type TLegalTextResponse,
  ZLegalTextResponse,
} from "@bazin/shared/contracts/gdpr";
import { api } from "../../../lib/http.ts";
import type { Language } from "../../../lib/i18n.ts";
import { createResource } from "../../../lib/public-resource.ts";

type Key = `${Language}:${TLegalDocument}:${number | "inForce"}`;

/**
 * GET /api/legal/:document — the privacy policy or the terms in force (or version N, e.g. the announced one),
 * in the interface language (Accept-Language), with the version announced after it.
 */
const legalText = createResource<Key, TLegalTextResponse>(
  (key) => {
    const [, document, version] = key.split(":");
    const query = version === "inForce" ? "" : `?version=${version}`;
    return api(`/api/legal/${document}${query}`, { schema: ZLegalTextResponse });
  },
  { staleMs: 60_000 },
);

/** Keyed by language, text and version: switching any of them loads that text. */
export function useLegalText(language: Language, document: TLegalDocument, version: number | null) {
  return legalText.use(`${language}:${document}:${version ?? "inForce"}`);
}

export const clearLegalTextCache = () => legalText.clear();
