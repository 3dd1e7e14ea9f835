import {
  sessionTopic,
  type TSessionTime,
  type TSessionTimesBoard,
  ZSessionTime,
} from "@bazin/shared/contracts/session-times";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { useOnReconnect, useSubscription } from "../../../lib/realtime.ts";
import { sessionTimesPath, sessionTimesQuery } from "../../../lib/session-times-api.ts";
import { timesKey } from "../../times/api/query-keys.ts";

const sessionTimePath = (sessionId: string, id: string) =>
  `${sessionTimesPath(sessionId)}/${encodeURIComponent(id)}`;

/** The board, reloaded when another device (live mode, a second recorder) saves times of this session. */
export function useSessionTimesBoard(sessionId: string) {
  const queryClient = useQueryClient();
  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: sessionTimesQuery(sessionId).queryKey });
  useSubscription(sessionTopic(sessionId), reload);
  useOnReconnect(reload);
  return useQuery(sessionTimesQuery(sessionId));
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
