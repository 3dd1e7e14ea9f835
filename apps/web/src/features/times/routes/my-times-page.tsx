import { Alert, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { isNoSwimmerProfile, useMyTimes } from "../api/get-my-times.ts";
import { StudentTimesView } from "../components/StudentTimesView.tsx";

/** /swimmer/times: the swimmer's own season, PBs, progression, times and club records, read only. */
export function MyTimesPage() {
  const { t } = useTranslation("swimmer");
  usePageTitle(t("times.title"));
  const times = useMyTimes();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t("times.title")}
        </Title>
        <Text c="gray.7" mt={4}>
          {t("times.intro")}
        </Text>
      </div>
      {times.isPending ? (
        <Center py="xl">
          <Loader aria-label={t("times.title")} />
        </Center>
      ) : times.isError ? (
        isNoSwimmerProfile(times.error) ? (
          <Alert
            // Not an error: a note that says why the page is empty (Mantine's Alert is an alert by default).
            role="note"
            color="blue"
            icon={<IconInfoCircle aria-hidden />}
            title={t("times.noProfile.title")}
          >
            {t("times.noProfile.text")}
          </Alert>
        ) : (
          <RetryAlert
            message={describeError(times.error, t("times.loadFailed"))}
            retryLabel={t("times.retry")}
            onRetry={() => void times.refetch()}
            retrying={times.isFetching}
          />
        )
      ) : (
        <StudentTimesView data={times.data} exportPath="/api/me/times/export.csv" />
      )}
    </Stack>
  );
}
