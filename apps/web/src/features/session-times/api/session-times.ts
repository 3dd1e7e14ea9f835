import {
  sessionTopic,
  type TSessionTime,
  type TSessionTimeEntry,
  type TSessionTimesBoard,
  ZSessionTime,
  ZSessionTimesBoard,
  ZSessionTimesResult,
} from "@bazin/shared/contracts/session-times";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { REQUEST_TIMEOUT_MS } from "../../../lib/admin-error.ts";
import { api } from "../../../lib/http.ts";
import { useOnReconnect, useSubscription } from "../../../lib/realtime.ts";
import { sessionsKey } from "../../../lib/training-query-keys.ts";
import { timesKey } from "../../times/api/query-keys.ts";

const timesPath = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}/times`;
const sessionTimePath = (sessionId: string, id: string) =>
  `${timesPath(sessionId)}/${encodeURIComponent(id)}`;

/** GET /api/sessions/:id/times — the session, its swimmers, the workout's timed repeats and the times so far. */
export function getSessionTimes(sessionId: string, signal?: AbortSignal) {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return api(timesPath(sessionId), {
    schema: ZSessionTimesBoard,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
}

/** Under the sessions' key, so a change of the session (attendance, workout) reloads the recorder too. */
export const sessionTimesQuery = (sessionId: string) =>
  queryOptions({
    queryKey: [...sessionsKey, "times", sessionId],
    queryFn: ({ signal }) => getSessionTimes(sessionId, signal),
  });

/** The board, reloaded when another device (live mode, a second recorder) saves times of this session. */
export function useSessionTimesBoard(sessionId: string) {
  const queryClient = useQueryClient();
  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: sessionTimesQuery(sessionId).queryKey });
  useSubscription(sessionTopic(sessionId), reload);
  useOnReconnect(reload);
  return useQuery(sessionTimesQuery(sessionId));
}

/** POST /api/sessions/:id/times — new times, each with the idempotency key made when it was typed. */
export function recordSessionTimes(sessionId: string, entries: TSessionTimeEntry[]) {
  return api(timesPath(sessionId), { method: "POST", body: { entries }, schema: ZSessionTimesResult });
}

/** PUT /api/sessions/:id/times/:timeId — a recorded time typed again (the session's scope, not the swimmer's). */
export function updateSessionTime(sessionId: string, id: string, hundredths: number) {
  return api(sessionTimePath(sessionId, id), { method: "PUT", body: { hundredths }, schema: ZSessionTime });
}

/** DELETE /api/sessions/:id/times/:timeId. */
export function deleteSessionTime(sessionId: string, id: string) {
  return api<unknown>(sessionTimePath(sessionId, id), { method: "DELETE" });
}

/** Puts saved times into the cached board at once (the cell shows them without waiting for a reload). */
export function mergeBoardTimes(
  queryClient: QueryClient,
  sessionId: string,
  change: (times: TSessionTime[]) => TSessionTime[],
) {
  queryClient.setQueryData(sessionTimesQuery(sessionId).queryKey, (board?: TSessionTimesBoard) =>
    board ? { ...board, times: change(board.times) } : board,
  );
}

/**
 * After a save: the board reloads (a new best takes the PB mark off the swimmer's older times) and so do the
 * times screens (PBs, history, club records).
 */
export function refreshAfterSave(queryClient: QueryClient, sessionId: string) {
  void queryClient.invalidateQueries({ queryKey: sessionTimesQuery(sessionId).queryKey });
  void queryClient.invalidateQueries({ queryKey: timesKey });
}
