import { ZMySessionWorkout } from "@bazin/shared/contracts/sessions";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

/** Its own key: the list's changes (absence, rating, feedback read) do not touch a workout's steps. */
export const mySessionWorkoutKey = (id: string) => ["sessions", "me-workout", id] as const;

/** GET /api/me/sessions/:id/workout — the steps of the workout of one of the swimmer's own sessions (404 else). */
export function getMySessionWorkout(id: string, signal?: AbortSignal) {
  return api(`/api/me/sessions/${encodeURIComponent(id)}/workout`, { schema: ZMySessionWorkout, signal });
}

/** Loaded when the session's dialog shows the workout, not with the calendar (which needs only its summary). */
export function useMySessionWorkout(id: string) {
  return useQuery({
    queryKey: mySessionWorkoutKey(id),
    queryFn: ({ signal }) => getMySessionWorkout(id, signal),
  });
}
