import {
  type TSessionTimeEntry,
  ZSessionTimesBoard,
  ZSessionTimesResult,
} from "@bazin/shared/contracts/session-times";
import { queryOptions } from "@tanstack/react-query";
import { api, withTimeout } from "./http.ts";
import { sessionsKey } from "./training-query-keys.ts";

/*
 * A session's times board and new entries (contracts/session-times.ts), shared by the time recorder and live mode:
 * one query key, so what one screen saves the other shows.
 */

export const sessionTimesPath = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}/times`;

/** Under the sessions' key, so a change of the session (attendance, workout) reloads the board too. */
export const sessionTimesKey = (sessionId: string) => [...sessionsKey, "times", sessionId] as const;

/** GET /api/sessions/:id/times — the session, its swimmers, the workout's timed repeats and the times so far. */
export function getSessionTimes(sessionId: string, signal?: AbortSignal) {
  return api(sessionTimesPath(sessionId), {
    schema: ZSessionTimesBoard,
    signal: withTimeout(signal),
  });
}

export const sessionTimesQuery = (sessionId: string) =>
  queryOptions({
    queryKey: sessionTimesKey(sessionId),
    queryFn: ({ signal }) => getSessionTimes(sessionId, signal),
    // Poolside the connection comes and goes: ask even when the browser says it is offline (the service
    // worker answers from its copy), so a reload without network still shows the board.
    networkMode: "always",
  });

/** POST /api/sessions/:id/times — saves entries; a key sent before answers `duplicate: true`, saving nothing. */
export function postSessionTimes(sessionId: string, entries: TSessionTimeEntry[]) {
  return api(sessionTimesPath(sessionId), {
    method: "POST",
    body: { entries },
    schema: ZSessionTimesResult,
    signal: withTimeout(),
  });
}
