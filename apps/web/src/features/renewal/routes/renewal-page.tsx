import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { Alert, Button, Card, Container, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconLinkOff, IconRefresh } from "@tabler/icons-react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { LoadingScreen } from "../../../components/LoadingScreen.tsx";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { paths } from "../../../lib/paths.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useRenewalLink, useRequestRenewal } from "../api/renewal.ts";

const INVALID = "RENEWAL_LINK_INVALID";

/**
 * /reinnoire?token=… — opened from the 7-day expiry mail. Shows whose registration it is and until when, and one
 * button that asks for the renewal (spending the link). The answer says whether it was renewed at once (the club's
 * setting) or sent to the admins; a used or expired link says so, with the way to the club's contacts.
 */
export function RenewalPage() {
  // A public page brings its own server-state cache provider: the public layout has none (ADR 006).
  return (
    <QueryClientProvider client={queryClient}>
      <RenewalScreen />
    </QueryClientProvider>
  );
}

function RenewalScreen() {
  const { t, i18n } = useTranslation(["public", "common"]);
  usePageTitle(t("renewal.title"));
  const [params] = useSearchParams();
  const token = params.get("token");
  const link = useRenewalLink(token);
  const ask = useRequestRenewal();
  const day = (value: string) =>
    dateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${value}T00:00:00Z`),
    );

  let body: ReactNode;
  if (!token || isApiError(link.error, INVALID) || isApiError(ask.error, INVALID)) {
    body = (
      <Alert color="red" icon={<IconLinkOff aria-hidden />} title={t("renewal.invalidTitle")} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t("renewal.invalid")}</Text>
          <Button component={Link} to={paths.contact} variant="default">
            {t("renewal.contact")}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (ask.data) {
    body = (
      <Alert
        color="green"
        icon={<IconCircleCheck aria-hidden />}
        title={ask.data.outcome === "renewed" ? t("renewal.renewedTitle") : t("renewal.requestedTitle")}
        role="status"
        data-testid="renewal-done"
      >
        {ask.data.outcome === "renewed"
          ? t("renewal.renewed", { date: day(ask.data.validUntil) })
          : t("renewal.requested")}
      </Alert>
    );
  } else if (link.isPending) {
    body = <LoadingScreen minHeight={120} />;
  } else if (link.isError) {
    body = (
      <RetryAlert
        message={describeError(link.error, t("renewal.loadFailed"))}
        retryLabel={t("common:actions.retry")}
        onRetry={() => void link.refetch()}
        retrying={link.isFetching}
      />
    );
  } else {
    const info = link.data;
    body = (
      <Stack gap="md">
        <Text>
          {info.status === "active"
            ? t("renewal.activeUntil", { name: info.fullName, date: day(info.validUntil) })
            : t("renewal.expiredOn", { name: info.fullName, date: day(info.validUntil) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t("renewal.explain")}
        </Text>
        {ask.isError && (
          <Alert color="red" role="alert">
            {describeError(ask.error, t("renewal.askFailed"))}
          </Alert>
        )}
        <Button
          size="md"
          leftSection={<IconRefresh size={18} aria-hidden />}
          loading={ask.isPending}
          onClick={() => ask.mutate({ token })}
          style={{ alignSelf: "flex-start" }}
        >
          {t("renewal.ask")}
        </Button>
      </Stack>
    );
  }

  return (
    <Container size="sm" py={{ base: 32, sm: 56 }}>
      <Card component="section" aria-labelledby="renewal-title" padding="lg">
        <Stack gap="lg">
          <Title order={1} id="renewal-title" size="h2">
            {t("renewal.title")}
          </Title>
          {body}
        </Stack>
      </Card>
    </Container>
  );
}
