import {
  type TSession,
  type TSessionInput,
  type TSessionUpdate,
  ZSession,
} from "@bazin/shared/contracts/sessions";
import type { Attendance, SessionStatus } from "@bazin/shared/domain/training/session-rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { sessionsKey } from "../../../lib/training-query-keys.ts";
import { sessionQuery } from "./sessions.ts";

const sessionPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

/** POST /api/sessions (no id) or PUT /api/sessions/:id. */
export function saveSession({ id, body }: { id?: string; body: TSessionInput | TSessionUpdate }) {
  return id
    ? api(sessionPath(id), { method: "PUT", body, schema: ZSession })
    : api("/api/sessions", { method: "POST", body, schema: ZSession });
}

/** PUT /api/sessions/:id/status — only a transition the session offers (`nextStatuses`). */
export function changeSessionStatus({
  id,
  status,
  continueAnyway = false,
}: {
  id: string;
  status: SessionStatus;
  continueAnyway?: boolean;
}) {
  return api(`${sessionPath(id)}/status`, {
    method: "PUT",
    body: { status, continueAnyway },
    schema: ZSession,
  });
}

/** DELETE /api/sessions/:id — never a past session. */
export function deleteSession(id: string) {
  return api(sessionPath(id), { method: "DELETE" });
}

/** PUT /api/sessions/:id/attendance — every participant's attendance in one call. */
export function saveAttendance({
  id,
  entries,
}: {
  id: string;
  entries: { studentId: string; attendance: Attendance | null }[];
}) {
  return api(`${sessionPath(id)}/attendance`, { method: "PUT", body: { entries }, schema: ZSession });
}

/** PUT /api/sessions/:id/participants/:studentId — notes and feedback (feedback notifies the swimmer). */
export function updateParticipant({
  id,
  studentId,
  body,
}: {
  id: string;
  studentId: string;
  body: { coachNotes?: string | null; coachFeedback?: string | null };
}) {
  return api(`${sessionPath(id)}/participants/${encodeURIComponent(studentId)}`, {
    method: "PUT",
    body,
    schema: ZSession,
  });
}

/**
 * A session mutation whose answer becomes the cached session; the week and list views reload. `mutationFn`
 * answers the changed session (or nothing, for a deletion).
 */
export function useSessionMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      const session = answer as Partial<TSession> | undefined;
      if (session?.id) queryClient.setQueryData(sessionQuery(session.id).queryKey, answer as TSession);
      void queryClient.invalidateQueries({
        queryKey: sessionsKey,
        predicate: (query) => query.queryKey[1] === "list",
      });
    },
  });
}
