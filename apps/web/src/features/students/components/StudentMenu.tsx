import type { TStudentSummary } from "@bazin/shared/contracts/students";
import { ActionIcon, Menu } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { StudentAction } from "../api/students.ts";
import type { PendingAction } from "../lib/use-confirmed-action.tsx";

/** A student's actions: details, renew, expire or activate, invite (without an account), delete. */
export function StudentMenu({
  student,
  onOpen,
  onAsk,
  size = "md",
}: {
  student: TStudentSummary;
  onOpen: () => void;
  onAsk: (pending: PendingAction) => void;
  /** "lg" on a phone's card: a bigger target for a finger. */
  size?: "md" | "lg";
}) {
  const { t } = useTranslation("admin");
  const item = (action: StudentAction) => (
    <Menu.Item
      key={action}
      color={action === "delete" ? "red" : undefined}
      onClick={() => onAsk({ action, student })}
    >
      {t(`students.actions.${action}`)}
    </Menu.Item>
  );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size={size}
          aria-label={t("students.actionsOf", { name: student.fullName })}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onOpen}>{t("students.details")}</Menu.Item>
        {item("renew")}
        {student.status === "active" ? item("expire") : item("activate")}
        {!student.hasAccount && item("invite")}
        <Menu.Divider />
        {item("delete")}
      </Menu.Dropdown>
    </Menu>
  );
}
