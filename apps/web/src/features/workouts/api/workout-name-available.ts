import { ZNameAvailable } from "@bazin/shared/contracts/workouts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { workoutsKey } from "../../../lib/training-query-keys.ts";

/** GET /api/workouts/name-available?name=&exceptId= — whether no other workout has this name (case and diacritics folded). */
export function getWorkoutNameAvailable(name: string, exceptId: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ name });
  if (exceptId) query.set("exceptId", exceptId);
  return api(`/api/workouts/name-available?${query}`, { schema: ZNameAvailable, signal });
}

/** The check of one (trimmed) name; under the feature's key, so a save elsewhere refreshes it. */
export const workoutNameAvailableQuery = (name: string, exceptId: string | null) =>
  queryOptions({
    queryKey: [...workoutsKey, "name-available", name, exceptId],
    queryFn: ({ signal }) => getWorkoutNameAvailable(name, exceptId, signal),
    staleTime: 30_000,
  });

/** Asks only for a name worth asking about (not empty); `exceptId` leaves the edited workout out. */
export function useWorkoutNameAvailable(name: string, exceptId: string | null) {
  return useQuery({ ...workoutNameAvailableQuery(name, exceptId), enabled: name.length > 0 });
}
