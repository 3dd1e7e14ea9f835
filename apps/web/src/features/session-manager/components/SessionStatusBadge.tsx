import type { SessionStatus } from "@bazin/shared/domain/training/session-rules";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SESSION_STATUS_BADGE } from "../../../components/training/zone-colors.ts";

/** A session's status in words, its colour repeating them. */
export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const { t } = useTranslation("admin");
  return (
    // Normal case: "Planificată" fits a week column that its capitals do not.
    <Badge {...SESSION_STATUS_BADGE[status]} variant="filled" tt="none" style={{ flexShrink: 0 }}>
      {t(`sessionManager.status.${status}`)}
    </Badge>
  );
}
