import { numberFormat } from "@bazin/shared/lib/intl";
import { Alert, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { CssOutcome } from "../lib/css-outcome.ts";
import { formatPace, speedMetresPerSecond, TABULAR } from "../lib/format.ts";

/** The CSS pace per 100 m and its speed in m/s, or why there is none (translated). */
export function CssResultCard({ outcome }: { outcome: CssOutcome }) {
  const { t, i18n } = useTranslation("admin");
  const speed = numberFormat(i18n.language, { maximumFractionDigits: 2, minimumFractionDigits: 2 });
  return (
    <Card withBorder h="100%" component="section" aria-labelledby="css-result">
      <Title order={2} size="h4" mb="sm" id="css-result">
        {t("css.result.title")}
      </Title>
      {outcome.state === "waiting" ? (
        <Text c="gray.7">{t("css.result.waiting")}</Text>
      ) : outcome.state === "problem" ? (
        <Alert color="red" variant="light" c="red.9" role="alert" icon={<IconAlertTriangle aria-hidden />}>
          {t(`css.problems.${outcome.problem}`)}
        </Alert>
      ) : (
        <Group gap="xl" component="dl" m={0} align="flex-start">
          <Stack gap={0}>
            <Text component="dt" size="sm" c="gray.7">
              {t("css.result.pace")}
            </Text>
            <Text component="dd" m={0} fz={32} fw={700} style={TABULAR}>
              {t("css.result.paceValue", { pace: formatPace(outcome.paceHundredths) })}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text component="dt" size="sm" c="gray.7">
              {t("css.result.speed")}
            </Text>
            <Text component="dd" m={0} fz={32} fw={700} style={TABULAR}>
              {t("css.result.speedValue", {
                speed: speed.format(speedMetresPerSecond(outcome.paceHundredths)),
              })}
            </Text>
          </Stack>
        </Group>
      )}
    </Card>
  );
}
