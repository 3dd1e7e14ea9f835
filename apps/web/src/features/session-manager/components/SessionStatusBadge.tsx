import type { SessionStatus } from "@bazin/shared/domain/training/session-rules";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const COLOR: Record<SessionStatus, string> = {
  planned: "blue.8",
  in_progress: "orange.9",
  completed: "teal.9",
  cancelled: "gray.7",
};

/** A session's status in words, its colour repeating them. */
export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const { t } = useTranslation("admin");
  return (
    // Normal case: "Planificată" fits a week column that its capitals do not.
    <Badge color={COLOR[status]} variant="filled" tt="none" style={{ flexShrink: 0 }}>
      {t(`sessionManager.status.${status}`)}
    </Badge>
  );
}
