import "@mantine/charts/styles.layer.css";
import type { TDashboardResponse } from "@bazin/shared/contracts/students";
import { BarChart } from "@mantine/charts";
import { Card, Skeleton, Table, Title, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";

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
  const monthName = new Intl.DateTimeFormat(i18n.language, {
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
          <VisuallyHidden>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("dashboard.month")}</Table.Th>
                  <Table.Th>{t("dashboard.registrations")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.map((m) => (
                  <Table.Tr key={m.label}>
                    <Table.Td>{m.label}</Table.Td>
                    <Table.Td>{m.count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </Card>
  );
}
