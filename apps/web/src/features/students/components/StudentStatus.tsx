import type { TStudentSummary } from "@bazin/shared/contracts/students";
import { Badge, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * A registration's status. `miw="max-content"`: Mantine's badge hides its overflow, which makes its smallest
 * width almost nothing, so a table squeezing its columns cut "EXPIRAT" to "EXPI…"; this keeps the word whole.
 */
export function StudentStatusBadge({ status }: { status: TStudentSummary["status"] }) {
  const { t } = useTranslation("admin");
  return (
    <Badge color={status === "active" ? "green" : "gray"} variant="light" miw="max-content">
      {t(`students.status.${status}`)}
    </Badge>
  );
}

/** The days left of a registration, in red when an active one ends within a week (time to renew). */
export function DaysRemaining({
  student,
  span = false,
}: {
  student: Pick<TStudentSummary, "status" | "daysRemaining">;
  span?: boolean;
}) {
  return (
    <Text
      span={span}
      inherit={span}
      c={student.status === "active" && student.daysRemaining <= 7 ? "red.8" : undefined}
      fw={500}
    >
      {student.daysRemaining}
    </Text>
  );
}
