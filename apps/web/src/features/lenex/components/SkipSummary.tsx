import type { TLenexSkipCounts } from "@bazin/shared/contracts/lenex";
import { List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

const REASONS = ["relay", "notClubEvent", "notFinished", "alreadyImported"] as const;

/** What of the club's results will not become times, and why (only the reasons that apply). */
export function SkipSummary({ skipped }: { skipped: TLenexSkipCounts }) {
  const { t } = useTranslation("admin");
  const reasons = REASONS.filter((r) => skipped[r] > 0);
  return (
    <Stack gap={4} component="section" aria-labelledby="lenex-skipped">
      <Title order={2} size="h4" id="lenex-skipped">
        {t("lenex.skipped.heading")}
      </Title>
      {reasons.length === 0 ? (
        <Text c="gray.7">{t("lenex.skipped.none")}</Text>
      ) : (
        <List size="sm" spacing={2}>
          {reasons.map((r) => (
            <List.Item key={r}>{t(`lenex.skipped.${r}`, { count: skipped[r] })}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
