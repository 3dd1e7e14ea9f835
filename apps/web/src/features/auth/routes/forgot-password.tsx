import { type TForgotPasswordRequest, ZForgotPasswordRequest } from "@bazin/shared/contracts/auth";
import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { Form } from "../../../components/form/Form.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { applyFieldErrors } from "../../../components/form/server-errors.ts";
import { TextField } from "../../../components/form/TextField.tsx";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { paths } from "../../../lib/paths.ts";
import { useForgotPassword } from "../api/forgot-password.ts";
import { AuthCard } from "../components/AuthCard.tsx";

type TForgotForm = z.input<typeof ZForgotPasswordRequest>;

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(["auth", "common"]);
  const forgot = useForgotPassword();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(ZForgotPasswordRequest, { defaultValues: { email: "" } });

  const submit = async (values: TForgotPasswordRequest) => {
    setError(null);
    try {
      await forgot.mutateAsync(values);
      setSent(true);
    } catch (failure) {
      applyFieldErrors(form, failure);
      setError(describeError(failure, t("forgot.failed")));
    }
  };

  if (sent) {
    return (
      <AuthCard title={t("forgot.title")}>
        <Stack gap="md">
          <Alert color="green" icon={<IconMailCheck aria-hidden />} role="status" data-testid="forgot-sent">
            {t("forgot.sent")}
          </Alert>
          <Text size="sm">{t("forgot.sentHint")}</Text>
          <Button component={Link} to={paths.login} variant="default" w="fit-content">
            {t("links.toLogin")}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("forgot.title")} intro={t("forgot.intro")}>
      <Form form={form} onSubmit={submit} error={error} aria-label={t("forgot.title")}>
        <TextField<TForgotForm>
          name="email"
          type="email"
          label={t("fields.email")}
          autoComplete="email"
          required
        />
        <SubmitButton loading={forgot.isPending}>{t("forgot.submit")}</SubmitButton>
        <Anchor component={Link} to={paths.login} size="sm">
          {t("links.backToLogin")}
        </Anchor>
      </Form>
    </AuthCard>
  );
}
