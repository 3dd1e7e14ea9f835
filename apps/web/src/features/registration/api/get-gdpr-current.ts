import { ZGdprCurrentResponse } from "@bazin/shared/contracts/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import type { Language } from "../../../lib/i18n.ts";

/** GET /api/gdpr/current — the privacy text to accept, in the request's language (Accept-Language). */
export function getGdprCurrent() {
  return api("/api/gdpr/current", { schema: ZGdprCurrentResponse });
}

/** The language is part of the key: switching it loads the text again, in the other language. */
export const gdprCurrentQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ["gdpr", "current", language], queryFn: getGdprCurrent, staleTime: 0 });

export function useGdprCurrent(language: Language) {
  return useQuery(gdprCurrentQueryOptions(language));
}
