import type { TStudentSummary } from "@bazin/shared/contracts/students";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * "Reînnoire cerută": the registrant asked for a renewal from the expiry mail and no admin has decided yet (renew
 * or mark expired clears it). Nothing when there is no pending request.
 */
export function RenewalRequestedBadge({ student }: { student: Pick<TStudentSummary, "renewalRequestedAt"> }) {
  const { t } = useTranslation("admin");
  if (!student.renewalRequestedAt) return null;
  return (
    <Badge color="lagoon" variant="outline" miw="max-content">
      {t("students.renewal.requested")}
    </Badge>
  );
}
