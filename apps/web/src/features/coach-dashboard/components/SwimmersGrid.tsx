import { ATTENDANCE_WINDOW_DAYS } from "@bazin/shared/contracts/coach";
import type { HrZoneFilter } from "@bazin/shared/domain/training/heart-rate";
import { Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { describeError } from "../../../lib/describe-error.ts";
import { useCoachSwimmers } from "../api/coach-swimmers.ts";
import { filterSwimmers } from "../lib/filter-swimmers.ts";
import { SwimmerCard } from "./SwimmerCard.tsx";
import { SwimmerFilters } from "./SwimmerFilters.tsx";

/** The grid view: the coach's swimmers as cards, with the name search and zone filter; loading, error, empty. */
export function SwimmersGrid({
  q,
  zone,
  onChange,
}: {
  q: string;
  zone: HrZoneFilter | null;
  onChange: (change: { q?: string; zone?: HrZoneFilter | null }) => void;
}) {
  const { t } = useTranslation("coach");
  const swimmers = useCoachSwimmers();
  const shown = useMemo(() => filterSwimmers(swimmers.data?.items ?? [], q, zone), [swimmers.data, q, zone]);

  if (swimmers.isError)
    return (
      <RetryAlert
        message={describeError(swimmers.error, t("dashboard.grid.loadFailed"))}
        retryLabel={t("dashboard.retry")}
        onRetry={() => void swimmers.refetch()}
        retrying={swimmers.isFetching}
      />
    );
  if (swimmers.isPending)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={t("dashboard.grid.loading")}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={260} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (swimmers.data.items.length === 0)
    return (
      <Paper withBorder radius="md" p="lg">
        <Text fw={600}>{t("dashboard.grid.emptyTitle")}</Text>
        <Text c="gray.7" mt={4}>
          {t("dashboard.grid.emptyText")}
        </Text>
      </Paper>
    );

  return (
    <Stack gap="md">
      <SwimmerFilters
        q={q}
        zone={zone}
        onSearch={(value) => onChange({ q: value })}
        onZone={(value) => onChange({ zone: value })}
      />
      <Text size="sm" c="gray.7" aria-live="polite">
        {t("dashboard.grid.count", {
          count: shown.length,
          total: swimmers.data.items.length,
          days: ATTENDANCE_WINDOW_DAYS,
        })}
      </Text>
      {shown.length === 0 ? (
        <Text c="gray.7">{t("dashboard.grid.noMatch")}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {shown.map((s) => (
            <SwimmerCard key={s.id} swimmer={s} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
