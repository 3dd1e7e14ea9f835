import { ZSession, ZSessionList } from "@bazin/shared/contracts/sessions";
import type { SessionStatus } from "@bazin/shared/domain/training/session-rules";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { filterSearch } from "../../../lib/query-string.ts";
import { sessionsKey } from "../../../lib/training-query-keys.ts";

/** What the manager asks for: a range of days and optional filters. */
export interface SessionListQuery {
  from: string;
  to: string;
  coachId?: string;
  planId?: string;
  status?: SessionStatus;
}

/** GET /api/sessions — the sessions the caller may see in a range (a coach: theirs and their groups'). */
export function listSessions(query: SessionListQuery, signal?: AbortSignal) {
  const search = filterSearch({ ...query });
  return api(`/api/sessions?${search}`, { schema: ZSessionList, signal: withTimeout(signal) }).then(
    (answer) => answer.items,
  );
}

export const sessionListQuery = (query: SessionListQuery) =>
  queryOptions({
    queryKey: [...sessionsKey, "list", query],
    queryFn: ({ signal }) => listSessions(query, signal),
    // The previous week stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

/** The sessions of a range. */
export function useSessionList(query: SessionListQuery) {
  return useQuery(sessionListQuery(query));
}

/** GET /api/sessions/:id — one session with its participants and their attendance. */
export function getSession(id: string, signal?: AbortSignal) {
  return api(`/api/sessions/${encodeURIComponent(id)}`, { schema: ZSession, signal: withTimeout(signal) });
}

export const sessionQuery = (id: string) =>
  queryOptions({ queryKey: [...sessionsKey, "one", id], queryFn: ({ signal }) => getSession(id, signal) });

/** One session (null id: nothing to load). */
export function useSession(id: string | null) {
  return useQuery({ ...sessionQuery(id ?? ""), enabled: id !== null });
}
