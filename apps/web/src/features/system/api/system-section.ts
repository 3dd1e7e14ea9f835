import { SYSTEM_SECTION_SCHEMAS, type TSystemSection } from "@bazin/shared/contracts/system";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api, withTimeout } from "../../../lib/http.ts";

/** How often the visible tab asks again (the server caches each section for about 2 s). */
export const SYSTEM_REFRESH_MS = 5_000;

export type SystemSectionData<S extends TSystemSection> = z.infer<(typeof SYSTEM_SECTION_SCHEMAS)[S]>;

/**
 * GET /api/admin/system/<section>, refreshed every few seconds while its tab is shown (tabs unmount when
 * hidden, so only the visible one polls) and paused by TanStack Query while the browser tab is in the background.
 */
export function useSystemSection<S extends TSystemSection>(section: S) {
  return useQuery({
    queryKey: ["admin", "system", section],
    queryFn: ({ signal }) =>
      api(`/api/admin/system/${section}`, {
        schema: SYSTEM_SECTION_SCHEMAS[section] as unknown as z.ZodType<SystemSectionData<S>>,
        signal: withTimeout(signal),
      }),
    refetchInterval: SYSTEM_REFRESH_MS,
  });
}
