import { type TAuditFilter, ZAuditPage } from "@bazin/shared/contracts/audit";
import { type TConsentFilter, type TConsentListQuery, ZConsentPage } from "@bazin/shared/contracts/consents";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { filterSearch } from "../../../lib/query-string.ts";

const timeout = (signal: AbortSignal) => withTimeout(signal);

/** GET /api/admin/consents — one page of the consents register, newest first. */
export function useConsents(query: TConsentListQuery) {
  return useQuery({
    queryKey: ["admin", "consents", query],
    queryFn: ({ signal }) =>
      api(`/api/admin/consents?${filterSearch(query)}`, { schema: ZConsentPage, signal: timeout(signal) }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV export of the current search (the page itself does not matter). */
export function consentsExportUrl(filter: TConsentFilter): string {
  return `/api/admin/consents/export.csv?${filterSearch({ q: filter.q })}`;
}

export const AUDIT_PAGE_SIZE = 25;

/** GET /api/admin/audit — one page of the audit log matching the filters, newest first. */
export function useAuditLog(filter: TAuditFilter, page: number) {
  return useQuery({
    queryKey: ["admin", "audit", filter, page],
    queryFn: ({ signal }) =>
      api(`/api/admin/audit?${filterSearch({ ...filter, page, pageSize: AUDIT_PAGE_SIZE })}`, {
        schema: ZAuditPage,
        signal: timeout(signal),
      }),
    placeholderData: keepPreviousData,
  });
}
