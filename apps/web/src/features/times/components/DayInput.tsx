import { DateInput, type DateInputProps } from "@mantine/dates";
import { useTranslation } from "react-i18next";

const DAY_FIRST = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "12.10.2025", "12/10/2025", "1.2.2026" or "2025-10-12" → "YYYY-MM-DD"; anything else (or 31.02) → null. */
export function parseTypedDay(text: string): string | null {
  const value = text.trim();
  const dayFirst = DAY_FIRST.exec(value);
  const iso = ISO.exec(value);
  const [year, month, day] = dayFirst
    ? [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  if (!year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

export type DayInputProps = Omit<DateInputProps, "value" | "onChange" | "valueFormat" | "dateParser"> & {
  value: string | null;
  onChange: (day: string | null) => void;
};

/**
 * A day typed (Romanian order: day.month.year) or picked from a calendar, as "YYYY-MM-DD". Typing is the fast
 * way on a keyboard; the calendar is there for a mouse or a phone.
 */
export function DayInput({ value, onChange, ...props }: DayInputProps) {
  const { t, i18n } = useTranslation("admin");
  return (
    <DateInput
      withAsterisk={false}
      valueFormat={i18n.language === "en" ? "DD/MM/YYYY" : "DD.MM.YYYY"}
      dateParser={parseTypedDay}
      placeholder={t("swimTimes.dates.placeholder")}
      previousLabel={t("swimTimes.dates.previousMonth")}
      nextLabel={t("swimTimes.dates.nextMonth")}
      clearButtonProps={{ "aria-label": t("swimTimes.dates.clear") }}
      {...props}
      value={value || null}
      onChange={onChange}
    />
  );
}
