import type { TRecoveryConflict } from "@bazin/shared/contracts/plans";
import { useCallback, useState } from "react";
import { isApiError } from "../../../lib/api-error.ts";

/** The flags a refused call may be sent again with, once the coach confirmed. */
export interface ConfirmFlags {
  continueAnyway?: boolean;
  confirmDeleteTimes?: boolean;
}

/** What the server asked the coach to confirm (409), with its details. */
export type PendingConfirmation =
  | { kind: "shortNotice"; hours: number }
  | { kind: "recovery"; conflicts: TRecoveryConflict[] }
  | { kind: "timesExist"; count: number };

/** The confirmation a 409 asks for and the flag that answers it, or null for any other error. */
export function confirmationOf(error: unknown): { pending: PendingConfirmation; flag: ConfirmFlags } | null {
  if (isApiError(error, "SESSION_SHORT_NOTICE"))
    return {
      pending: { kind: "shortNotice", hours: Number(error.params.hours ?? 0) },
      flag: { continueAnyway: true },
    };
  if (isApiError(error, "RECOVERY_CONFLICT"))
    return {
      pending: { kind: "recovery", conflicts: (error.params.conflicts ?? []) as TRecoveryConflict[] },
      flag: { continueAnyway: true },
    };
  if (isApiError(error, "SESSION_TIMES_EXIST"))
    return {
      pending: { kind: "timesExist", count: Number(error.params.count ?? 0) },
      flag: { confirmDeleteTimes: true },
    };
  return null;
}

/**
 * Sends a call that the server may refuse with a 409 asking for confirmation (48 h notice, recovery conflicts,
 * recorded times). The refusal becomes `pending` (a dialog shows it); `confirm` sends again with every flag
 * confirmed so far, so a second warning after the first one asks once more. Other errors go to `onError`.
 */
export function useConfirmedSend(
  send: (flags: ConfirmFlags) => Promise<unknown>,
  onError: (error: unknown) => void,
) {
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const [flags, setFlags] = useState<ConfirmFlags>({});
  const run = useCallback(
    async (withFlags: ConfirmFlags) => {
      try {
        await send(withFlags);
        setPending(null);
        setFlags({});
      } catch (error) {
        const asked = confirmationOf(error);
        if (asked) {
          setFlags({ ...withFlags, ...asked.flag });
          setPending(asked.pending);
        } else {
          setPending(null);
          setFlags({});
          onError(error);
        }
      }
    },
    [send, onError],
  );
  return {
    pending,
    /** The first attempt: no confirmation yet. */
    start: () => run({}),
    confirm: () => run(flags),
    dismiss: () => {
      setPending(null);
      setFlags({});
    },
  };
}
