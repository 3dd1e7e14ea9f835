import { Card, Switch, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import { LoadingScreen } from "../../../components/LoadingScreen.tsx";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { describeError } from "../../../lib/describe-error.ts";
import { useRenewalSettings, useSaveRenewalSettings } from "../api/renewal-settings.ts";

/**
 * "Reînnoire automată la cerere": when on, a registrant's request from the expiry mail renews the registration at
 * once (45 days from that day); when off, the request waits for an admin, who sees it on the students list.
 */
export function RenewalSettingCard() {
  const { t } = useTranslation(["admin", "common"]);
  const settings = useRenewalSettings();
  const save = useSaveRenewalSettings();

  const change = (autoRenewal: boolean) =>
    save.mutate(
      { autoRenewal },
      {
        onSuccess: () =>
          notifications.show({
            color: "green",
            message: autoRenewal ? t("club.renewal.savedOn") : t("club.renewal.savedOff"),
          }),
        onError: (error) =>
          notifications.show({ color: "red", message: describeError(error, t("club.renewal.saveFailed")) }),
      },
    );

  return (
    <Card withBorder component="section" aria-labelledby="renewal-setting-title">
      <Title order={2} size="h4" id="renewal-setting-title" mb="sm">
        {t("club.renewal.title")}
      </Title>
      {settings.isError ? (
        <RetryAlert
          message={describeError(settings.error, t("club.renewal.loadFailed"))}
          retryLabel={t("common:actions.retry")}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : !settings.data ? (
        <LoadingScreen minHeight={60} />
      ) : (
        <Switch
          label={t("club.renewal.label")}
          description={t("club.renewal.description")}
          checked={
            save.isPending
              ? (save.variables?.autoRenewal ?? settings.data.autoRenewal)
              : settings.data.autoRenewal
          }
          disabled={save.isPending}
          onChange={(e) => change(e.currentTarget.checked)}
        />
      )}
      <Text size="xs" c="dimmed" mt="sm">
        {t("club.renewal.hint")}
      </Text>
    </Card>
  );
}
