import { DatePickerInput, type DatePickerInputProps } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export type PlanDateInputProps = Omit<DatePickerInputProps, "value" | "onChange" | "valueFormat" | "type"> & {
  /** "YYYY-MM-DD", or "" when no day is chosen. */
  value: string;
  onChange: (day: string) => void;
};

/** A day picked from a calendar, shown in the Romanian order (day.month.year); "" when cleared. */
export function PlanDateInput({ value, onChange, ...props }: PlanDateInputProps) {
  const { t, i18n } = useTranslation("admin");
  return (
    <DatePickerInput
      valueFormat={i18n.language === "en" ? "DD/MM/YYYY" : "DD.MM.YYYY"}
      placeholder={t("plans.form.datePlaceholder")}
      leftSection={<IconCalendar size={16} aria-hidden />}
      previousLabel={t("plans.form.previousMonth")}
      nextLabel={t("plans.form.nextMonth")}
      clearButtonProps={{ "aria-label": t("plans.form.clearDate") }}
      {...props}
      value={value || null}
      onChange={(day) => onChange(day ?? "")}
    />
  );
}
