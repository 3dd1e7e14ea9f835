import type { TLenexImportResult } from "@bazin/shared/contracts/lenex";
import { Alert, Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconFileImport } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths, studentTimesPath } from "../../../lib/paths.ts";
import { filterSearch } from "../../../lib/query-string.ts";

const SKIPS = ["relay", "notClubEvent", "notFinished", "unassigned"] as const;

/** What an import did: times added, duplicates left out, other skips, new PBs and club records; where to look. */
export function ImportSummary({ result, onAgain }: { result: TLenexImportResult; onAgain: () => void }) {
  const { t } = useTranslation("admin");
  const figures: [string, number][] = [
    [t("lenex.result.imported"), result.imported],
    [t("lenex.result.duplicates"), result.duplicates],
    [t("lenex.result.personalBests"), result.personalBests],
    [t("lenex.result.clubRecords"), result.clubRecords],
  ];
  const skips = SKIPS.filter((s) => result.skipped[s] > 0);
  const timesLink = `${paths.admin.swimmingTimes}?${filterSearch({ competition: result.competition })}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="lenex-result">
      <Stack gap="md">
        <Group gap="xs">
          <IconCircleCheck size={24} color="var(--mantine-color-green-8)" aria-hidden />
          <Title order={2} size="h3" id="lenex-result">
            {t("lenex.result.heading")}
          </Title>
        </Group>
        {result.imported === 0 && (
          <Alert color="blue" variant="light" role="status">
            {t("lenex.result.nothingNew")}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" component="dl" m={0}>
          {figures.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={700} fz="xl">
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {skips.length > 0 && (
          <div>
            <Text fw={500} size="sm">
              {t("lenex.result.skippedHeading")}
            </Text>
            <List size="sm" spacing={2}>
              {skips.map((s) => (
                <List.Item key={s}>{t(`lenex.result.skipped.${s}`, { count: result.skipped[s] })}</List.Item>
              ))}
            </List>
          </div>
        )}
        {result.students.length > 0 && (
          <div>
            <Text fw={500} size="sm">
              {t("lenex.result.students")}
            </Text>
            <List size="sm" spacing={2}>
              {result.students.map((s) => (
                <List.Item key={s.id}>
                  <Anchor component={Link} to={studentTimesPath(s.id)}>
                    {s.fullName}
                  </Anchor>{" "}
                  <Text span size="sm" c="dimmed">
                    {t("lenex.result.studentTimes", { count: s.imported })}
                  </Text>
                </List.Item>
              ))}
            </List>
          </div>
        )}
        <Group gap="sm">
          <Button component={Link} to={timesLink}>
            {t("lenex.result.viewTimes")}
          </Button>
          <Button variant="default" leftSection={<IconFileImport size={18} aria-hidden />} onClick={onAgain}>
            {t("lenex.result.another")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
