import { type TInvitationInfo, ZRegisterRequest } from "@bazin/shared/contracts/auth";
import { PASSWORD_RULES } from "@bazin/shared/contracts/fields";
import { Button, SimpleGrid, Text } from "@mantine/core";
import { useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { Form } from "../../../components/form/Form.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { applyFieldErrors } from "../../../components/form/server-errors.ts";
import { TextField } from "../../../components/form/TextField.tsx";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { LoadingScreen } from "../../../components/LoadingScreen.tsx";
import { isApiError, NetworkError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { paths } from "../../../lib/paths.ts";
import { useInvitation } from "../api/get-invitation.ts";
import { useRegister } from "../api/register.ts";
import { AuthCard } from "../components/AuthCard.tsx";
import { LinkProblem } from "../components/LinkState.tsx";
import { NewPasswordFields } from "../components/NewPasswordFields.tsx";
import { MISMATCH, passwordsMatch, ZNewPasswordPair } from "../components/new-password-schema.ts";
import type { LoginNavigationState } from "./login.tsx";

const ZRegisterForm = ZRegisterRequest.pick({ username: true })
  .extend(ZNewPasswordPair.shape)
  .refine(passwordsMatch, MISMATCH);
type TRegisterForm = z.input<typeof ZRegisterForm>;

/** /register?token=… — the invitation is checked first; only a valid one shows the form. */
export function RegisterPage() {
  const { t } = useTranslation(["auth", "common"]);
  const [params] = useSearchParams();
  const token = params.get("token");
  const invitation = useInvitation(token);
  const [invalidated, setInvalidated] = useState(false);

  const toLogin = (
    <Button component={Link} to={paths.login} variant="default">
      {t("links.toLogin")}
    </Button>
  );
  if (!token) {
    return (
      <LinkProblem
        title={t("register.invalidTitle")}
        message={t("register.errors.tokenMissing")}
        actions={toLogin}
      />
    );
  }
  if (invitation.isPending) {
    return (
      <AuthCard title={t("register.title")}>
        <LoadingScreen minHeight={120} />
      </AuthCard>
    );
  }
  if (
    invalidated ||
    (invitation.isError && isApiError(invitation.error) && invitation.error.status === 404)
  ) {
    return (
      <LinkProblem
        title={t("register.invalidTitle")}
        message={t("register.errors.invalidToken")}
        actions={toLogin}
      />
    );
  }
  if (invitation.isError) {
    return (
      <LinkProblem
        title={t("register.title")}
        message={
          invitation.error instanceof NetworkError
            ? t("register.errors.connection")
            : describeError(invitation.error, t("register.errors.checkFailed"))
        }
        actions={
          <>
            <Button onClick={() => void invitation.refetch()}>{t("common:actions.retry")}</Button>
            {toLogin}
          </>
        }
      />
    );
  }
  return (
    <RegisterForm token={token} invitation={invitation.data} onInvalidToken={() => setInvalidated(true)} />
  );
}

interface RegisterFormProps {
  token: string;
  invitation: TInvitationInfo;
  onInvalidToken: () => void;
}

function RegisterForm({ token, invitation, onInvalidToken }: RegisterFormProps) {
  const { t } = useTranslation(["auth", "common"]);
  const navigate = useNavigate();
  const register = useRegister();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(ZRegisterForm, {
    defaultValues: { username: "", password: "", confirmPassword: "" },
  });

  const onInvalid = (errors: FieldErrors<TRegisterForm>) => {
    const rules = PASSWORD_RULES.map((rule) => rule.key as string);
    if (errors.password?.message && rules.includes(errors.password.message)) {
      setError(t("register.errors.requirementsNotMet"));
    } else if (errors.confirmPassword) {
      setError(t("register.errors.passwordsMismatch"));
    } else {
      setError(t("register.errors.validation"));
    }
  };

  const submit = async (values: z.output<typeof ZRegisterForm>) => {
    setError(null);
    try {
      await register.mutateAsync({ token, username: values.username, password: values.password });
      const state: LoginNavigationState = { notice: "registered", username: values.username };
      await navigate(paths.login, { replace: true, state });
    } catch (failure) {
      if (isApiError(failure, "INVITATION_INVALID")) return onInvalidToken();
      if (isApiError(failure, "USERNAME_TAKEN")) {
        form.setError("username", { type: "server", message: "usernameTaken" }, { shouldFocus: true });
      }
      if (isApiError(failure, "VALIDATION_ERROR")) {
        applyFieldErrors(form, failure);
        return setError(t("register.errors.validation"));
      }
      if (failure instanceof NetworkError) return setError(t("register.errors.connection"));
      setError(describeError(failure, t("register.errors.creationFailed")));
    }
  };

  return (
    <AuthCard title={t("register.title")} intro={t("register.intro")}>
      <Form
        form={form}
        onSubmit={submit}
        onInvalid={onInvalid}
        error={error}
        aria-label={t("register.title")}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <div>
            <Text size="sm" c="dimmed">
              {t("fields.fullName")}
            </Text>
            <Text fw={600} data-testid="invitation-name">
              {invitation.firstName} {invitation.lastName}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t("fields.email")}
            </Text>
            <Text fw={600} data-testid="invitation-email" style={{ overflowWrap: "anywhere" }}>
              {invitation.email}
            </Text>
          </div>
        </SimpleGrid>
        <TextField<TRegisterForm>
          name="username"
          label={t("fields.username")}
          description={t("register.usernameHint")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <NewPasswordFields />
        <SubmitButton loading={register.isPending}>{t("register.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
