import { useQuery } from "@tanstack/react-query";
import { sessionTimesQuery } from "../../../lib/session-times-api.ts";

export function useSessionTimes(sessionId: string) {
  return useQuery(sessionTimesQuery(sessionId));
}
