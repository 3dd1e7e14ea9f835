import "@mantine/charts/styles.layer.css";
import type { TDashboardResponse } from "@bazin/shared/contracts/students";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { BarChart } from "@mantine/charts";
import { Card, Skeleton, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChartDataTable } from "../../../components/ChartDataTable.tsx";

/**
 * Registrations per month over the last year, as bars, with the same numbers in a visually hidden table for
 * screen readers (the drawing itself is hidden from them).
 */
export function RegistrationsChart({
  byMonth,
}: {
  byMonth: TDashboardResponse["registrationsByMonth"] | undefined;
}) {
  const { t, i18n } = useTranslation("admin");
  const monthName = dateTimeFormat(i18n.language, {
    month: "short",
    year: "2-digit",
    timeZone: "UTC",
  });
  const months = (byMonth ?? []).map((m) => ({
    label: monthName.format(new Date(`${m.month}-01T00:00:00Z`)),
    count: m.count,
  }));
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t("dashboard.registrationsTitle")}
      </Title>
      {!byMonth ? (
        <Skeleton h={240} />
      ) : (
        <>
          <div aria-hidden>
            <BarChart
              h={240}
              data={months}
              dataKey="label"
              series={[{ name: "count", label: t("dashboard.registrations"), color: "blue.6" }]}
              tickLine="y"
              // Registrations are whole numbers: no 0.75 on the axis of a quiet month.
              yAxisProps={{ allowDecimals: false }}
              barChartProps={{ accessibilityLayer: false }}
            />
          </div>
          <ChartDataTable
            head={[t("dashboard.month"), t("dashboard.registrations")]}
            rows={months.map((m) => [m.label, m.count])}
          />
        </>
      )}
    </Card>
  );
}
