import { PASSWORD_RULES } from "@bazin/shared/contracts/fields";
import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { Form } from "../../../components/form/Form.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { applyFieldErrors } from "../../../components/form/server-errors.ts";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { LoadingScreen } from "../../../components/LoadingScreen.tsx";
import { isApiError, NetworkError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { paths } from "../../../lib/paths.ts";
import { useResetToken } from "../api/get-reset-token.ts";
import { useResetPassword } from "../api/reset-password.ts";
import { AuthCard } from "../components/AuthCard.tsx";
import { LinkProblem } from "../components/LinkState.tsx";
import { NewPasswordFields } from "../components/NewPasswordFields.tsx";
import { MISMATCH, passwordsMatch, ZNewPasswordPair } from "../components/new-password-schema.ts";
import type { LoginNavigationState } from "./login.tsx";

/** After a successful reset the screen says so, then moves on to sign in. */
export const RESET_REDIRECT_MS = 3000;

const ZResetForm = ZNewPasswordPair.refine(passwordsMatch, MISMATCH);
type TResetForm = z.input<typeof ZResetForm>;

/** /reset-password?token=… — the link is checked first; a bad or expired one shows the invalid state. */
export function ResetPasswordPage() {
  const { t } = useTranslation(["auth", "common"]);
  const [params] = useSearchParams();
  const token = params.get("token");
  const check = useResetToken(token);
  const [invalidated, setInvalidated] = useState(false);

  const newLink = (
    <Button component={Link} to={paths.forgotPassword}>
      {t("reset.requestNew")}
    </Button>
  );
  const toLogin = (
    <Button component={Link} to={paths.login} variant="default">
      {t("links.toLogin")}
    </Button>
  );
  const invalid = (
    <LinkProblem
      title={t("reset.invalidTitle")}
      message={t("reset.errors.invalidLink")}
      actions={
        <>
          {newLink}
          {toLogin}
        </>
      }
    />
  );

  if (!token || invalidated) return invalid;
  if (check.isPending) {
    return (
      <AuthCard title={t("reset.title")}>
        <LoadingScreen minHeight={120} />
      </AuthCard>
    );
  }
  if (check.isError) {
    if (isApiError(check.error) && check.error.status === 404) return invalid;
    return (
      <LinkProblem
        title={t("reset.title")}
        message={
          check.error instanceof NetworkError
            ? t("reset.errors.resetError")
            : describeError(check.error, t("reset.errors.checkFailed"))
        }
        actions={
          <>
            <Button onClick={() => void check.refetch()}>{t("common:actions.retry")}</Button>
            {toLogin}
          </>
        }
      />
    );
  }
  return <ResetForm token={token} onInvalidToken={() => setInvalidated(true)} />;
}

function ResetForm({ token, onInvalidToken }: { token: string; onInvalidToken: () => void }) {
  const { t } = useTranslation(["auth", "common"]);
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useZodForm(ZResetForm, { defaultValues: { password: "", confirmPassword: "" } });

  useEffect(() => {
    if (!done) return;
    const state: LoginNavigationState = { notice: "passwordReset" };
    const timer = setTimeout(() => void navigate(paths.login, { replace: true, state }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onInvalid = (errors: FieldErrors<TResetForm>) => {
    const rules = PASSWORD_RULES.map((rule) => rule.key as string);
    if (errors.password?.message && rules.includes(errors.password.message)) {
      setError(t("reset.errors.passwordRules"));
    } else if (errors.confirmPassword) {
      setError(t("reset.errors.mismatch"));
    } else {
      setError(null);
    }
  };

  const submit = async (values: z.output<typeof ZResetForm>) => {
    setError(null);
    try {
      await reset.mutateAsync({ token, password: values.password });
      setDone(true);
    } catch (failure) {
      if (isApiError(failure, "RESET_TOKEN_INVALID")) return onInvalidToken();
      if (failure instanceof NetworkError) return setError(t("reset.errors.resetError"));
      applyFieldErrors(form, failure);
      setError(describeError(failure, t("reset.errors.resetFailed")));
    }
  };

  if (done) {
    return (
      <AuthCard title={t("reset.title")}>
        <Stack gap="md">
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status" data-testid="reset-done">
            {t("reset.done")}
          </Alert>
          <Anchor component={Link} to={paths.login} state={{ notice: "passwordReset" }}>
            {t("reset.goNow")}
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("reset.title")} intro={t("reset.intro")}>
      <Form form={form} onSubmit={submit} onInvalid={onInvalid} error={error} aria-label={t("reset.title")}>
        <NewPasswordFields />
        <SubmitButton loading={reset.isPending}>{t("reset.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
