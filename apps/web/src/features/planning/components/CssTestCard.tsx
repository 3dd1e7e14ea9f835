import type { TPersonalBest } from "@bazin/shared/contracts/times";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { Alert, Card, Loader, Select, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { describeError } from "../../../lib/describe-error.ts";
import { useSwimmerTimes } from "../api/get-swimmer-times.ts";
import { useCssSwimmers } from "../api/list-css-swimmers.ts";
import { useDayFormat } from "../lib/format.ts";
import { SwimTimeField } from "./SwimTimeField.tsx";

/** The CSS test's events: freestyle 400 m and 200 m, short course (the pool the club trains in). */
export const CSS_EVENTS = { t400: "freestyle_400", t200: "freestyle_200" } as const;
export const CSS_POOL_METRES = 25;

/** A swimmer's personal best in one of the test's events, in a 25 m pool. */
export const cssPersonalBest = (bests: readonly TPersonalBest[], event: string) =>
  bests.find((best) => best.event === event && best.poolLength === CSS_POOL_METRES);

export interface CssTestCardProps {
  swimmerId: string | null;
  onSwimmerChange: (id: string | null) => void;
  t400: string;
  t200: string;
  onT400Change: (value: string) => void;
  onT200Change: (value: string) => void;
}

/** The test's two times, typed or prefilled from a picked swimmer's personal bests (with their dates). */
export function CssTestCard(props: CssTestCardProps) {
  const { swimmerId, onSwimmerChange, t400, t200, onT400Change, onT200Change } = props;
  const { t } = useTranslation("admin");
  const swimmers = useCssSwimmers();
  const times = useSwimmerTimes(swimmerId);
  const day = useDayFormat();
  const bests = times.data?.personalBests ?? [];
  const pb400 = cssPersonalBest(bests, CSS_EVENTS.t400);
  const pb200 = cssPersonalBest(bests, CSS_EVENTS.t200);
  const from = (best: TPersonalBest | undefined) =>
    best
      ? t("css.test.pbFrom", { time: formatSwimTime(best.hundredths), date: day(best.swumOn) })
      : undefined;

  return (
    <Card withBorder h="100%">
      <Title order={2} size="h4" mb="sm">
        {t("css.test.title")}
      </Title>
      <Stack gap="sm">
        {swimmers.isError ? (
          <RetryAlert
            message={describeError(swimmers.error, t("css.test.swimmersFailed"))}
            retryLabel={t("planning.retry")}
            onRetry={() => void swimmers.refetch()}
            retrying={swimmers.isFetching}
          />
        ) : (
          <Select
            label={t("css.test.swimmer")}
            description={t("css.test.swimmerHint")}
            placeholder={
              swimmers.isPending ? t("css.test.loadingSwimmers") : t("css.test.swimmerPlaceholder")
            }
            data={(swimmers.data ?? []).map((s) => ({ value: s.id, label: s.fullName }))}
            value={swimmerId}
            onChange={onSwimmerChange}
            searchable
            clearable
            nothingFoundMessage={t("css.test.noSwimmer")}
            rightSection={swimmers.isPending ? <Loader size="xs" /> : undefined}
          />
        )}
        {swimmerId && times.isPending && (
          <Text size="sm" c="gray.7" role="status">
            {t("css.test.loadingTimes")}
          </Text>
        )}
        {swimmerId && times.isError && (
          <RetryAlert
            message={describeError(times.error, t("css.test.timesFailed"))}
            retryLabel={t("planning.retry")}
            onRetry={() => void times.refetch()}
            retrying={times.isFetching}
          />
        )}
        {times.data && (!pb400 || !pb200) && (
          <Alert color="yellow" variant="light" c="dark.8">
            {t("css.test.missingPb", { name: times.data.student.fullName })}
          </Alert>
        )}
        <SwimTimeField
          label={t("css.test.t400")}
          value={t400}
          onChange={onT400Change}
          description={from(pb400)}
        />
        <SwimTimeField
          label={t("css.test.t200")}
          value={t200}
          onChange={onT200Change}
          description={from(pb200)}
        />
      </Stack>
    </Card>
  );
}
