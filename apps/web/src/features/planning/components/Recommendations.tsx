import type { TRecommendation } from "@bazin/shared/contracts/plans";
import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  type Icon,
  IconArrowRight,
  IconCalendarOff,
  IconCircleCheck,
  IconFlag,
  IconTimelineEvent,
  IconTrendingUp,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { planAnalyticsPath, planEditPath } from "../../../lib/paths.ts";
import { useRecommendationReason } from "../lib/recommendation-reason.ts";

const KIND_ICONS: Record<TRecommendation["kind"], Icon> = {
  raceWithoutTaper: IconFlag,
  volumeJump: IconTrendingUp,
  noWorkoutsNextWeek: IconCalendarOff,
  phaseGap: IconTimelineEvent,
};

/** Where each advice sends the coach: the phases live in the plan form, volume and calendar in analytics. */
const ACTION_PATH: Record<TRecommendation["kind"], (planId: string) => string> = {
  raceWithoutTaper: planEditPath,
  volumeJump: (id) => planAnalyticsPath(id, "analytics"),
  noWorkoutsNextWeek: (id) => planAnalyticsPath(id, "calendar"),
  phaseGap: planEditPath,
};

/** The server's advice on the plans (SPEC §2 planning centre): one card each, or a word that all is well. */
export function Recommendations({ items }: { items: TRecommendation[] }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="planning-recommendations">
      <Title order={2} size="h4" mb="sm" id="planning-recommendations">
        {t("planning.recommendations.title")}
      </Title>
      {items.length === 0 ? (
        <Card withBorder>
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color="teal.9" variant="filled" radius="xl" aria-hidden>
              <IconCircleCheck size={18} />
            </ThemeIcon>
            <Text>{t("planning.recommendations.none")}</Text>
          </Group>
        </Card>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
          {items.map((item) => (
            // The same advice may come twice for a plan (two races): its params tell them apart.
            <li key={`${item.plan.id}-${item.kind}-${JSON.stringify(item.params)}`}>
              <RecommendationCard item={item} />
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}

function RecommendationCard({ item }: { item: TRecommendation }) {
  const { t } = useTranslation("admin");
  const reason = useRecommendationReason();
  const KindIcon = KIND_ICONS[item.kind];
  const action = t(`planning.recommendations.actions.${item.kind}`);
  return (
    <Card withBorder>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon color="orange.9" variant="filled" radius="xl" aria-hidden style={{ flexShrink: 0 }}>
          <KindIcon size={18} />
        </ThemeIcon>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={planEditPath(item.plan.id)}
            fw={600}
            style={{ overflowWrap: "anywhere" }}
          >
            {item.plan.name}
          </Anchor>
          <Text>{reason(item)}</Text>
          <Anchor
            component={Link}
            to={ACTION_PATH[item.kind](item.plan.id)}
            size="sm"
            aria-label={t("planning.recommendations.actionLabel", { action, plan: item.plan.name })}
          >
            {action} <IconArrowRight size={14} aria-hidden style={{ verticalAlign: "-2px" }} />
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}
