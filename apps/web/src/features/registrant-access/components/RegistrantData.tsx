import type { TRegistrantOverview, TRegistrantSession } from "@bazin/shared/contracts/registrant-access";
import { Alert, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadingScreen } from "../../../components/LoadingScreen.tsx";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { ApiError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { downloadMyData, getOverview } from "../api.ts";
import { DeletionSection } from "./DeletionSection.tsx";
import { RegistrationCard } from "./RegistrationCard.tsx";
import { useDayFormat } from "./use-day-format.ts";

type Overview =
  | { status: "pending" }
  | { status: "error"; error: unknown }
  | { status: "success"; data: TRegistrantOverview };

/**
 * The page's data, loaded again after each change. Kept by hand: the public pages run without the query
 * client of the signed-in areas.
 */
function useOverview(session: string) {
  const [state, setState] = useState<Overview>({ status: "pending" });
  const [version, setVersion] = useState(0);
  const [fetching, setFetching] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for a reload
  useEffect(() => {
    const controller = new AbortController();
    setFetching(true);
    getOverview(session, controller.signal).then(
      (data) => {
        setState({ status: "success", data });
        setFetching(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: "error", error });
        setFetching(false);
      },
    );
    return () => controller.abort();
  }, [session, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, fetching, reload };
}

/** A call refused because the session ended: the page says so and offers a new link. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.code === "REGISTRANT_SESSION_INVALID";
}

/** The link's page once opened: the address's registrations, the data download, the deletion request. */
export function RegistrantData({
  session,
  onExpired,
}: {
  session: TRegistrantSession;
  onExpired: (message: string) => void;
}) {
  const { t } = useTranslation(["public", "common"]);
  const time = useDayFormat({ timeStyle: "short" });
  const overview = useOverview(session.session);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const failed = (error: unknown, fallback: string): string => {
    if (isSessionEnded(error)) {
      onExpired((error as ApiError).serverMessage ?? t("registrantAccess.page.noSession"));
    }
    return describeError(error, fallback);
  };

  const error = overview.status === "error" ? overview.error : null;
  const ended = isSessionEnded(error);
  useEffect(() => {
    if (ended) onExpired((error as ApiError).serverMessage ?? t("registrantAccess.page.noSession"));
  }, [ended, error, onExpired, t]);

  if (overview.status === "pending" || ended) return <LoadingScreen minHeight="50vh" />;
  if (overview.status === "error") {
    return (
      <Container size="md" py="xl">
        <RetryAlert
          message={describeError(overview.error, t("registrantAccess.page.loadFailed"))}
          retryLabel={t("registrantAccess.page.retry")}
          onRetry={overview.reload}
          retrying={overview.fetching}
        />
      </Container>
    );
  }
  const data = overview.data;
  const refresh = overview.reload;

  const download = async () => {
    setDownloadError(null);
    setDownloading(true);
    try {
      await downloadMyData(session.session);
    } catch (error) {
      setDownloadError(failed(error, t("registrantAccess.page.downloadFailed")));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Container size="md" py={{ base: 24, sm: 48 }} px={{ base: "sm", sm: "md" }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t("registrantAccess.page.title")}</Title>
          <Text c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {t("registrantAccess.page.intro", { email: data.email })}
          </Text>
          <Text size="sm" c="dimmed">
            {t("registrantAccess.page.sessionUntil", { time: time(data.sessionExpiresAt) })}
          </Text>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="registrant-download">
          <Title order={2} size="h3" id="registrant-download">
            {t("registrantAccess.download.title")}
          </Title>
          <Text size="sm">{t("registrantAccess.download.intro")}</Text>
          <Group>
            <Button
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={downloading}
              onClick={download}
            >
              {t("registrantAccess.download.button")}
            </Button>
          </Group>
          {downloadError && (
            <Alert color="red" role="alert">
              {downloadError}
            </Alert>
          )}
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="registrant-registrations">
          <Title order={2} size="h3" id="registrant-registrations">
            {t("registrantAccess.registrations.title")}
          </Title>
          {data.registrations.length === 0 ? (
            <Text c="dimmed">{t("registrantAccess.registrations.empty")}</Text>
          ) : (
            data.registrations.map((registration) => (
              <RegistrationCard
                key={registration.id}
                registration={registration}
                session={session.session}
                onChanged={refresh}
                describeFailure={failed}
              />
            ))
          )}
        </Stack>

        {data.registrations.length > 0 && (
          <DeletionSection
            session={session.session}
            request={data.deletionRequest}
            onChanged={refresh}
            describeFailure={failed}
          />
        )}
      </Stack>
    </Container>
  );
}
