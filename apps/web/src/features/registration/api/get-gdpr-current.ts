import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import type { Language } from "../../../lib/i18n.ts";

/** GET /api/gdpr/current — the privacy text to accept, in the request's language (Accept-Language). */
export async function getGdprCurrent() {
  // The contract (zod) is loaded with the first request, not with the wizard (ADR 010).
  const { ZGdprCurrentResponse } = await import("../lib/response-schemas.ts");
  return api("/api/gdpr/current", { schema: ZGdprCurrentResponse });
}

/** The language is part of the key: switching it loads the text again, in the other language. */
export const gdprCurrentQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ["gdpr", "current", language], queryFn: getGdprCurrent, staleTime: 0 });

export function useGdprCurrent(language: Language) {
  return useQuery(gdprCurrentQueryOptions(language));
}
