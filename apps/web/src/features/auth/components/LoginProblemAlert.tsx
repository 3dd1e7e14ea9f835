import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { LoginProblem } from "./login-problem.ts";

/** The sign-in error, with failed attempts as current/max and the tries left when the server sent them. */
export function LoginProblemAlert({
  problem,
  onRetryInit,
}: {
  problem: LoginProblem;
  onRetryInit?: () => void;
}) {
  const { t } = useTranslation(["auth", "common"]);
  const hasCounts = problem.attempts !== undefined && problem.maxAttempts !== undefined;
  const body =
    problem.kind === "generic" || problem.kind === "tooManyAttempts" ? (problem.message ?? null) : null;
  const hasBody =
    !!body ||
    hasCounts ||
    problem.kind === "locked" ||
    (problem.kind === "invalidCredentials" && problem.remaining !== undefined) ||
    (problem.kind === "initFailed" && !!onRetryInit);
  return (
    <Alert
      color="red"
      role="alert"
      icon={problem.kind === "locked" ? <IconLock aria-hidden /> : <IconAlertCircle aria-hidden />}
      title={t(`login.errors.${problem.kind}`)}
      data-testid="login-error"
      data-kind={problem.kind}
    >
      {hasBody && (
        <Stack gap={4}>
          {body && <Text size="sm">{body}</Text>}
          {hasCounts && (
            <Text size="sm" data-testid="login-attempts">
              {t("login.attempts")}{" "}
              <strong>
                {problem.attempts}/{problem.maxAttempts}
              </strong>
            </Text>
          )}
          {problem.kind === "invalidCredentials" && problem.remaining !== undefined && (
            <Text size="sm" data-testid="login-remaining">
              {t("login.remaining", { count: problem.remaining })}
            </Text>
          )}
          {problem.kind === "locked" && (
            <Text size="sm">
              {problem.minutes !== undefined
                ? t("login.lockedFor", { count: problem.minutes })
                : t("login.lockedLater")}
            </Text>
          )}
          {problem.kind === "initFailed" && onRetryInit && (
            <Button size="xs" variant="default" onClick={onRetryInit} w="fit-content">
              {t("common:actions.retry")}
            </Button>
          )}
        </Stack>
      )}
    </Alert>
  );
}
