import { Badge, VisuallyHidden } from "@mantine/core";
import { IconTrophy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export { PbBadge } from "../../times/components/SwimTime.tsx";

/** A time that holds a club record now; the trophy is for the eye, screen readers hear the words. */
export function ClubRecordBadge() {
  const { t } = useTranslation(["common", "admin"]);
  return (
    <Badge
      color="grape.9"
      variant="filled"
      size="sm"
      title={t("common:training.clubRecord")}
      leftSection={<IconTrophy size={12} aria-hidden />}
      styles={{ root: { flexShrink: 0, minWidth: "fit-content" }, label: { overflow: "visible" } }}
    >
      <span aria-hidden>{t("admin:sessionTimes.clubRecordShort")}</span>
      <VisuallyHidden>{t("common:training.clubRecord")}</VisuallyHidden>
    </Badge>
  );
}
