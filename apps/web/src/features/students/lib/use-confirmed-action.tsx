import type { TStudentSummary } from "@bazin/shared/contracts/students";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type AdminErrorKey, adminErrorMessage } from "../../../lib/admin-error.ts";
import { type StudentAction, useStudentAction } from "../api/students.ts";
import { ConfirmAction } from "../components/ConfirmAction.tsx";

/*
 * A student action asked for from a row, a card, a menu or the drawer, confirmed in one dialog. Here rather
 * than in StudentsTab, so those components and the tab do not import each other.
 */

/** What failed, by action, in the words of spec §8 Users. */
export const ACTION_ERROR: Record<StudentAction, AdminErrorKey> = {
  activate: "admin:students.errors.status",
  expire: "admin:students.errors.status",
  renew: "admin:students.errors.status",
  delete: "admin:students.errors.delete",
  invite: "admin:students.errors.invite",
};

export interface PendingAction {
  action: StudentAction;
  student: Pick<TStudentSummary, "id" | "fullName">;
}

/** Runs a confirmed student action and says how it went. */
export function useConfirmedAction(onDone?: (action: StudentAction) => void) {
  const { t } = useTranslation("admin");
  const mutation = useStudentAction();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const confirm = () => {
    if (!pending) return;
    const { action, student } = pending;
    mutation.mutate(
      { action, id: student.id },
      {
        onSuccess: (result) => {
          const email = (result as { email?: string } | undefined)?.email ?? "";
          notifications.show({ color: "green", message: t(`students.done.${action}`, { email }) });
          setPending(null);
          onDone?.(action);
        },
        onError: (error) => {
          notifications.show({ color: "red", message: adminErrorMessage(error, ACTION_ERROR[action]) });
          setPending(null);
        },
      },
    );
  };
  const dialog = (
    <ConfirmAction
      opened={!!pending}
      message={pending ? t(`students.confirm.${pending.action}`, { name: pending.student.fullName }) : ""}
      confirmLabel={pending ? t(`students.actions.${pending.action}`) : ""}
      danger={pending?.action === "delete"}
      loading={mutation.isPending}
      onConfirm={confirm}
      onClose={() => setPending(null)}
    />
  );
  return { ask: setPending, dialog };
}
