import { ROLE_HOME, type Role } from "@bazin/shared/domain/roles";
import { Alert, Button, Center, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate } from "react-router";
import { LoadingScreen } from "../../components/LoadingScreen.tsx";
import { useMe } from "../../features/auth/api/get-me.ts";
import { useLogout } from "../../features/auth/api/logout.ts";
import { PolicyAcceptanceScreen } from "../../features/gdpr/components/PolicyAcceptanceScreen.tsx";
import { describeError } from "../../lib/describe-error.ts";
import { loginPath, paths } from "../../lib/paths.ts";
import { PortalLayout } from "./PortalLayout.tsx";

/**
 * Protection of a signed-in area: nobody signed in → /login (remembering the page), another role → that
 * role's own home. A screen shared by several roles (admins' and coaches' announcements) lists them all. The server checks every call again; this only decides what to show.
 * While the user has a changed privacy policy to accept, the whole area is that policy instead, whatever the
 * address inside it; accepting opens the page that was asked for.
 */
export function RoleGuard({ role }: { role: Role | readonly Role[] }) {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();

  if (me.isPending) return <LoadingScreen minHeight="100vh" />;
  if (me.isError) {
    return (
      <Center mih="100vh" p="md">
        <Stack align="center" maw={420}>
          <Alert color="red" title={t("guard.failedTitle")} role="alert" w="100%">
            {describeError(me.error, t("guard.failed"))}
          </Alert>
          <Button onClick={() => void me.refetch()}>{t("actions.retry")}</Button>
        </Stack>
      </Center>
    );
  }
  const user = me.data?.user;
  if (!user) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  const allowed = typeof role === "string" ? user.role === role : role.includes(user.role);
  if (!allowed) return <Navigate to={ROLE_HOME[user.role]} replace />;
  const pending = me.data?.gdprAcceptance;
  if (pending) {
    return (
      <PolicyAcceptanceScreen
        pending={pending}
        signingOut={logout.isPending}
        onSignOut={() =>
          logout.mutate(undefined, { onSettled: () => void navigate(paths.login, { replace: true }) })
        }
        onOutdated={() => void me.refetch()}
      />
    );
  }
  return <PortalLayout user={user} />;
}
