import { Button, Card, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { paths } from "../../../lib/paths.ts";

/** A plan page whose plan did not load: not found (with the way back to the list), or a failure to retry. */
export function PlanLoadFailure({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation("admin");
  if (isApiError(error, "PLAN_NOT_FOUND") || (isApiError(error) && error.status === 404))
    return (
      <Card>
        <Stack gap="sm" align="flex-start">
          <Title order={1} size="h2">
            {t("plans.notFound.title")}
          </Title>
          <Text c="gray.7">{t("plans.notFound.text")}</Text>
          <Button
            component={Link}
            to={paths.admin.plans}
            variant="light"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t("plans.notFound.back")}
          </Button>
        </Stack>
      </Card>
    );
  return (
    <RetryAlert
      message={describeError(error, t("plans.form.loadFailed"))}
      retryLabel={t("plans.list.retry")}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
