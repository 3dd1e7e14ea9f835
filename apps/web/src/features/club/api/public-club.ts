import type { QueryClient } from "@tanstack/react-query";
import { apiBase } from "../../../lib/platform.ts";

/**
 * After an admin's change, the public pages read the club again. GET /api/club may be cached by the browser for
 * a minute (Cache-Control: max-age=60), so it is fetched once bypassing that cache, which also stores the fresh
 * answer for the admin's own visits to the site; then the pages' queries are invalidated.
 */
export async function reloadPublicClub(queryClient: QueryClient): Promise<void> {
  try {
    await fetch(`${apiBase()}/api/club`, { cache: "reload", headers: { Accept: "application/json" } });
  } catch {
    // Offline: the cached copy expires within the minute anyway.
  }
  await queryClient.invalidateQueries({ queryKey: ["club"] });
}
