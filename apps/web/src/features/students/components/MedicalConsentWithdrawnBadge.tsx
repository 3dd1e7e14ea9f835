import type { TStudentSummary } from "@bazin/shared/contracts/students";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * "Consimțământ medical retras": the registrant withdrew the medical-data consent from their data page, so the
 * certificate is gone until they upload a new one. Nothing otherwise.
 */
export function MedicalConsentWithdrawnBadge({
  student,
}: {
  student: Pick<TStudentSummary, "medicalConsentWithdrawnAt">;
}) {
  const { t } = useTranslation("admin");
  if (!student.medicalConsentWithdrawnAt) return null;
  return (
    <Badge color="orange" variant="light" miw="max-content">
      {t("students.medicalConsentWithdrawn")}
    </Badge>
  );
}
