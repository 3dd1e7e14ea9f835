import "@mantine/dates/styles.layer.css";
import "dayjs/locale/ro";
import { DatesProvider } from "@mantine/dates";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Calendars of the plan screens in the interface language, weeks from Monday as the plan's weeks are. */
export function PlansDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language === "en" ? "en" : "ro", firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  );
}
