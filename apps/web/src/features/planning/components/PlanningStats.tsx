import type { TPlanningOverview } from "@bazin/shared/contracts/plans";
import { numberFormat } from "@bazin/shared/lib/intl";
import { Card, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { TABULAR } from "../lib/format.ts";

/** The four numbers of the planning centre: active plans, drafts, metres planned this week, library size. */
export function PlanningStats({ overview }: { overview: TPlanningOverview }) {
  const { t, i18n } = useTranslation("admin");
  const words = useHubWords();
  const count = numberFormat(i18n.language);
  const stats = [
    { label: t("planning.stats.activePlans"), value: count.format(overview.activePlans) },
    { label: t("planning.stats.draftPlans"), value: count.format(overview.draftPlans) },
    { label: t("planning.stats.weeklyMetres"), value: words.distance(overview.weeklyPlannedMetres) },
    { label: t("planning.stats.workouts"), value: count.format(overview.workoutCount) },
  ];
  return (
    <SimpleGrid
      component="dl"
      aria-label={t("planning.stats.label")}
      cols={{ base: 2, md: 4 }}
      spacing={{ base: "xs", sm: "md" }}
      m={0}
    >
      {stats.map((stat) => (
        <Card key={stat.label} withBorder p={{ base: "sm", sm: "md" }}>
          <Text component="dt" c="gray.7" size="sm" lh={1.3}>
            {stat.label}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700} style={TABULAR}>
            {stat.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
