import { ZMySession } from "@bazin/shared/contracts/sessions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { mySessionsKey } from "./query-keys.ts";

const sessionPath = (id: string) => `/api/me/sessions/${encodeURIComponent(id)}`;

/** POST /api/me/sessions/:id/absence — until 24 h before the start (409 ABSENCE_TOO_LATE after). */
export function announceAbsence({ id, reason }: { id: string; reason: string }) {
  return api(`${sessionPath(id)}/absence`, { method: "POST", body: { reason }, schema: ZMySession });
}

/** PUT /api/me/sessions/:id/rating — 1–5 and a comment, once the session started (409 RATING_TOO_EARLY). */
export function rateSession({ id, rating, comment }: { id: string; rating: number; comment: string }) {
  return api(`${sessionPath(id)}/rating`, { method: "PUT", body: { rating, comment }, schema: ZMySession });
}

/** POST /api/me/sessions/:id/feedback-read — the coach's feedback was shown to the swimmer. */
export function markFeedbackRead(id: string) {
  return api(`${sessionPath(id)}/feedback-read`, { method: "POST", schema: ZMySession });
}

/** A change to one of the swimmer's sessions, then every sessions query (calendar, summary, dashboard) reloads. */
function useMySessionMutation<TInput>(mutationFn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySessionsKey }),
  });
}

export const useAnnounceAbsence = () => useMySessionMutation(announceAbsence);
export const useRateSession = () => useMySessionMutation(rateSession);
export const useMarkFeedbackRead = () => useMySessionMutation(markFeedbackRead);
