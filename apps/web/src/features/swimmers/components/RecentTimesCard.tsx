import type { TSwimTime } from "@bazin/shared/contracts/times";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { Badge, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../components/CardField.tsx";
import { ListTable } from "../../../components/ListTable.tsx";
import { useDateFormat } from "../lib/format.ts";
import { staticList } from "./static-list.ts";

const timeStyle = { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } as const;

function PbBadge() {
  const { t } = useTranslation("common");
  return (
    <Badge variant="filled" color="teal.9" miw="max-content" title={t("training.personalBest")}>
      <span aria-hidden>{t("training.personalBestShort")}</span>
      <VisuallyHidden>{t("training.personalBest")}</VisuallyHidden>
    </Badge>
  );
}

/** The swimmer's latest times, newest first, marking those that were a personal best when swum. */
export function RecentTimesCard({ times }: { times: readonly TSwimTime[] }) {
  const { t } = useTranslation(["admin", "common"]);
  const date = useDateFormat();
  const c = (key: "time" | "event" | "pool" | "date" | "competition" | "personalBest") =>
    t(`advancedSwimmers.details.columns.${key}`);
  const pool = (s: TSwimTime) => t(`common:training.poolShort.${s.poolLength === 50 ? "50" : "25"}`);

  return (
    <Card p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="swimmer-recent-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="swimmer-recent-title">
          {t("advancedSwimmers.details.recentTitle")}
        </Title>
        <ListTable
          query={staticList(times)}
          label={t("advancedSwimmers.details.recentLabel")}
          columns={[c("time"), c("event"), c("pool"), c("date"), c("competition"), c("personalBest")]}
          minWidth={640}
          empty={t("advancedSwimmers.details.recentEmpty")}
          errorMessage=""
          retryLabel=""
          row={(s) => (
            <Table.Tr key={s.id}>
              <Table.Td fw={700} style={timeStyle}>
                {formatSwimTime(s.hundredths)}
              </Table.Td>
              <Table.Td>{t(`common:training.events.${s.event}`)}</Table.Td>
              <Table.Td>{pool(s)}</Table.Td>
              <Table.Td style={timeStyle}>{date.day(s.swumOn)}</Table.Td>
              <Table.Td>{s.competition ?? t("advancedSwimmers.details.noCompetition")}</Table.Td>
              <Table.Td>{s.personalRecord && <PbBadge />}</Table.Td>
            </Table.Tr>
          )}
          card={(s) => (
            <Stack gap={2}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600}>{t(`common:training.events.${s.event}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {pool(s)} · {date.day(s.swumOn)}
                  </Text>
                </Stack>
                <Stack gap={2} align="flex-end">
                  <Text fw={700} fz="lg" style={timeStyle}>
                    {formatSwimTime(s.hundredths)}
                  </Text>
                  {s.personalRecord && <PbBadge />}
                </Stack>
              </Group>
              {s.competition && <CardField label={c("competition")}>{s.competition}</CardField>}
            </Stack>
          )}
        />
      </Stack>
    </Card>
  );
}
