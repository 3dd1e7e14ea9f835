import { Alert, Anchor, Box, Button, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { paths } from "../../../lib/paths.ts";
import { clubRecordsExportPath, clubRecordsLenexPath, useClubRecords } from "../api/club-records.ts";
import { ClubRecordsEventRecord } from "../components/ClubRecordsEventRecord.tsx";
import { ClubRecordsQueryBar } from "../components/ClubRecordsQueryBar.tsx";
import { ClubRecordsTable } from "../components/ClubRecordsTable.tsx";
import { ExportButton } from "../components/ExportButton.tsx";
import { apiQueryOf, useClubRecordsSelection } from "../lib/club-records-query.ts";

/**
 * Club records (SPEC §2, TRAINING.md §2), for admins and coaches: the best time per event × pool × gender × age
 * group. All events as a table with the gaps showing, or one event's record with its history. The choice lives
 * in the address.
 */
export function ClubRecordsPage() {
  const { t } = useTranslation(["admin", "common"]);
  usePageTitle(t("admin:clubRecords.title"));
  const { selection, update } = useClubRecordsSelection();
  const query = apiQueryOf(selection);
  const records = useClubRecords(query);
  const { data } = records;
  const failure =
    records.error instanceof ApiError && records.error.status >= 500
      ? t("admin:clubRecords.loadFailed")
      : describeError(records.error, t("admin:clubRecords.loadFailed"));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t("admin:clubRecords.title")}
          </Title>
          <Text c="gray.7" mt={4}>
            {t("admin:clubRecords.intro")}
          </Text>
        </div>
        <Group gap="xs">
          <ExportButton
            path={clubRecordsExportPath(query)}
            label={t("admin:clubRecords.export")}
            doneMessage={t("admin:clubRecords.exported")}
            failedMessage={t("admin:clubRecords.exportFailed")}
          />
          <ExportButton
            path={clubRecordsLenexPath(query)}
            label={t("admin:lenex.export.button")}
            doneMessage={t("admin:lenex.export.done")}
            failedMessage={t("admin:lenex.export.failed")}
          />
        </Group>
      </Group>

      <ClubRecordsQueryBar selection={selection} onChange={update} />

      {data && data.withoutGender > 0 && (
        <Alert
          color="blue"
          icon={<IconInfoCircle aria-hidden />}
          title={t("admin:clubRecords.withoutGender", { count: data.withoutGender })}
        >
          {t("admin:clubRecords.withoutGenderHint")}{" "}
          <Anchor component={Link} to={paths.admin.advancedSwimmers} inherit>
            {t("admin:clubRecords.withoutGenderLink")}
          </Anchor>
        </Alert>
      )}

      {records.isError && (
        <RetryAlert
          message={failure}
          retryLabel={t("admin:clubRecords.retry")}
          onRetry={() => void records.refetch()}
          retrying={records.isFetching}
        />
      )}

      {!data ? (
        records.isPending && (
          <Center py="xl">
            <Loader aria-label={t("admin:clubRecords.loading")} />
          </Center>
        )
      ) : (
        // While another choice loads, the last answer stays, dimmed.
        <Box
          aria-busy={records.isPlaceholderData}
          style={{ opacity: records.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}
        >
          {selection.event ? (
            <ClubRecordsEventRecord
              event={selection.event}
              poolLength={selection.poolLength}
              gender={selection.gender}
              ageGroup={selection.ageGroup}
              record={data.records.find((record) => record.event === selection.event)}
              history={data.history}
            />
          ) : data.records.length === 0 ? (
            <Stack gap="sm" align="flex-start">
              <Text c="gray.7">{t("admin:clubRecords.empty")}</Text>
              <Button
                component={Link}
                to={paths.admin.swimmingTimesCreate}
                variant="light"
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                {t("admin:clubRecords.addTimes")}
              </Button>
            </Stack>
          ) : (
            <ClubRecordsTable records={data.records} poolLength={selection.poolLength} />
          )}
        </Box>
      )}

      <Text component="aside" size="sm" c="gray.7" aria-label={t("admin:clubRecords.legendTitle")}>
        <Text span inherit fw={600}>
          {t("admin:clubRecords.legendTitle")}:
        </Text>{" "}
        {t("admin:clubRecords.legend")}
      </Text>
    </Stack>
  );
}
