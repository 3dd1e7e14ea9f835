import { type TLoginRequest, ZLoginRequest } from "@bazin/shared/contracts/auth";
import { isRole, ROLE_HOME, type Role } from "@bazin/shared/domain/roles";
import { Alert, Anchor, Group } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { Form } from "../../../components/form/Form.tsx";
import { PasswordField } from "../../../components/form/PasswordField.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { applyFieldErrors } from "../../../components/form/server-errors.ts";
import { TextField } from "../../../components/form/TextField.tsx";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { paths, REDIRECT_PARAM, safeRedirect } from "../../../lib/paths.ts";
import { csrfQueryOptions, useCsrf } from "../api/get-csrf.ts";
import { meQueryOptions, useMe } from "../api/get-me.ts";
import { useLogin } from "../api/login.ts";
import { AuthCard } from "../components/AuthCard.tsx";
import { LoginProblemAlert } from "../components/LoginProblemAlert.tsx";
import { type LoginProblem, loginProblemFrom } from "../components/login-problem.ts";

/** How long a sign-in waits for the security token before saying the page is still initialising. */
const INIT_WAIT_MS = 5000;

/** What other screens can say to the sign-in screen through navigation state. */
export interface LoginNavigationState {
  notice?: "registered" | "passwordReset";
  username?: string;
}

/** Where a role goes after signing in: the page it asked for if that is inside its own area, else its home. */
function destinationFor(role: Role, requested: string | null): string {
  const home = ROLE_HOME[role];
  if (requested && (requested === home || requested.startsWith(`${home}/`))) return requested;
  return home;
}

export function LoginPage() {
  const { t } = useTranslation(["auth", "common"]);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const csrf = useCsrf();
  const me = useMe();
  const login = useLogin();
  const signingIn = useRef(false);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const state = (location.state ?? {}) as LoginNavigationState;
  const requested = safeRedirect(searchParams.get(REDIRECT_PARAM));

  const form = useZodForm(ZLoginRequest, {
    defaultValues: { username: state.username ?? "", password: "" },
    mode: "onSubmit",
  });

  if (me.data && !signingIn.current) {
    return <Navigate to={destinationFor(me.data.user.role, requested)} replace />;
  }

  /**
   * The security token must be there before signing in. A quick visitor (or a slow network) may submit
   * before it arrives: wait a little for it, and only then say the page is still initialising.
   */
  const initialisation = async (): Promise<"ready" | "pending" | "failed"> => {
    try {
      return await Promise.race([
        queryClient.ensureQueryData(csrfQueryOptions()).then(() => "ready" as const),
        new Promise<"pending">((resolve) => setTimeout(() => resolve("pending"), INIT_WAIT_MS)),
      ]);
    } catch {
      return "failed";
    }
  };

  /** Signs in and confirms the session; answers the problem to show, or null once on the way. */
  const attempt = async (values: TLoginRequest): Promise<LoginProblem | null> => {
    const init = await initialisation();
    if (init !== "ready") return { kind: init === "pending" ? "waitInit" : "initFailed" };
    let role: unknown;
    try {
      role = (await login.mutateAsync(values)).user.role;
    } catch (error) {
      applyFieldErrors(form, error);
      return loginProblemFrom(error);
    }
    if (!isRole(role)) return { kind: "unknownRole" };
    const confirmed = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).catch(() => null);
    if (!confirmed) return { kind: "userInfoFailed" };
    await navigate(destinationFor(confirmed.user.role, requested), { replace: true });
    return null;
  };

  const submit = async (values: TLoginRequest) => {
    setProblem(null);
    signingIn.current = true;
    const found = await attempt(values);
    if (found) {
      signingIn.current = false;
      setProblem(found);
      form.resetField("password");
    }
  };

  const onInvalid = () => {
    const { username, password } = form.getValues();
    setProblem({ kind: !username?.trim() || !password ? "fillAllFields" : "invalidData" });
  };

  const initProblem: LoginProblem | null = csrf.isError ? { kind: "initFailed" } : null;
  const shown = problem ?? initProblem;
  const notice = state.notice && !shown && (
    <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status" data-testid="login-notice">
      {t(`login.notice.${state.notice}`)}
    </Alert>
  );

  return (
    <AuthCard title={t("login.title")} intro={t("login.intro")}>
      <Form
        form={form}
        onSubmit={submit}
        onInvalid={onInvalid}
        aria-label={t("login.title")}
        notice={
          shown ? <LoginProblemAlert problem={shown} onRetryInit={() => void csrf.refetch()} /> : notice
        }
      >
        <TextField<TLoginRequest>
          name="username"
          label={t("fields.username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <PasswordField<TLoginRequest>
          name="password"
          label={t("fields.password")}
          autoComplete="current-password"
          required
        />
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t("login.forgotPassword")}
          </Anchor>
          <SubmitButton loading={login.isPending}>{t("login.submit")}</SubmitButton>
        </Group>
      </Form>
    </AuthCard>
  );
}
