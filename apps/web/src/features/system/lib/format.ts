import { dateTimeFormat, listFormat, numberFormat } from "@bazin/shared/lib/intl";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

const BYTE_UNITS = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte"] as const;

/**
 * The unit that keeps a byte count under 1000. Decimal multiples, because Intl's units (kB, MB, GB) are
 * decimal and it has none for KiB/GiB: a binary count labelled "GB" would be 7% off.
 */
function scale(bytes: number): { value: number; unit: (typeof BYTE_UNITS)[number] } {
  let value = Math.abs(bytes);
  let i = 0;
  while (value >= 1000 && i < BYTE_UNITS.length - 1) {
    value /= 1000;
    i++;
  }
  return { value: Math.sign(bytes) * value, unit: BYTE_UNITS[i]! };
}

/**
 * Sizes, rates, percents, durations and times in the reader's language (Intl), for the system screen.
 * `null` (a figure the host does not give) becomes a dash.
 */
export function useSystemFormat() {
  const { t, i18n } = useTranslation("admin");
  const lang = i18n.language;
  return useMemo(() => {
    const number = (maximumFractionDigits: number) => numberFormat(lang, { maximumFractionDigits });
    const unitFormat = (unit: string, display: "short" | "long" = "short") =>
      numberFormat(lang, {
        style: "unit",
        unit,
        unitDisplay: display,
        maximumFractionDigits: 1,
      });
    const dash = "—";
    const bytes = (value: number | null | undefined) => {
      if (value == null) return dash;
      const { value: v, unit } = scale(value);
      return unitFormat(unit).format(v);
    };
    const rate = (value: number | null | undefined) => {
      if (value == null) return dash;
      const { value: v, unit } = scale(value);
      return unitFormat(`${unit}-per-second`).format(v);
    };
    const percent = (value: number | null | undefined) =>
      value == null
        ? dash
        : numberFormat(lang, { style: "percent", maximumFractionDigits: 1 }).format(value / 100);
    const ms = (value: number | null | undefined) =>
      value == null ? dash : unitFormat("millisecond").format(value);
    /** The two largest units of a duration: "3 days, 4 hours", "12 minutes, 5 seconds". */
    const duration = (seconds: number | null | undefined) => {
      if (seconds == null) return dash;
      const parts: [number, string][] = [
        [Math.floor(seconds / 86_400), "day"],
        [Math.floor((seconds % 86_400) / 3_600), "hour"],
        [Math.floor((seconds % 3_600) / 60), "minute"],
        [Math.floor(seconds % 60), "second"],
      ];
      const first = Math.max(
        0,
        parts.findIndex(([n]) => n > 0),
      );
      const shown = parts.slice(first, first + 2).filter(([n], i) => i === 0 || n > 0);
      return listFormat(lang, { style: "narrow", type: "unit" }).format(
        shown.map(([n, unit]) => unitFormat(unit, "long").format(n)),
      );
    };
    const time = (iso: string) => dateTimeFormat(lang, { timeStyle: "medium" }).format(new Date(iso));
    const count = (value: number | null | undefined) => (value == null ? dash : number(0).format(value));
    const decimal = (value: number | null | undefined) => (value == null ? dash : number(2).format(value));
    const usage = (used: number, total: number) =>
      t("system.usage", { used: bytes(used), total: bytes(total) });
    return { bytes, rate, percent, ms, duration, time, count, decimal, usage, dash };
  }, [lang, t]);
}

export type SystemFormat = ReturnType<typeof useSystemFormat>;

/** A usage percent's colour: calm, then orange and red near the limits the server warns at. */
export function usageColor(percent: number | null | undefined): string {
  if (percent == null) return "gray";
  return percent >= 95 ? "red" : percent >= 85 ? "orange" : "teal";
}
