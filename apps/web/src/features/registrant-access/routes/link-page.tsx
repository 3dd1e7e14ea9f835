import type { TRegistrantSession } from "@bazin/shared/contracts/registrant-access";
import { Alert, Button, Container, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadingScreen } from "../../../components/LoadingScreen.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { paths } from "../../../lib/paths.ts";
import { PageHeader } from "../../public/components/PageHeader.tsx";
import { openAccessLink, storedSession, storeSession } from "../api.ts";
import { RegistrantData } from "../components/RegistrantData.tsx";

type PageState =
  | { kind: "opening" }
  | { kind: "ready"; session: TRegistrantSession }
  | { kind: "invalid"; message: string }
  | { kind: "error"; message: string };

/**
 * /datele-mele/link?token=…: the mailed link. Opening spends it (once) and starts the page's session, kept in
 * this tab; the token then leaves the address bar, so a reload goes on with the session, not the spent link.
 */
export function RegistrantLinkPage() {
  const { t } = useTranslation(["public", "common"]);
  usePageTitle(t("registrantAccess.page.title"));
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const [state, setState] = useState<PageState>({ kind: "opening" });

  useEffect(() => {
    let live = true;
    if (!token) {
      const session = storedSession();
      setState(
        session
          ? { kind: "ready", session }
          : { kind: "invalid", message: t("registrantAccess.page.noSession") },
      );
      return;
    }
    openAccessLink(token).then(
      (session) => {
        storeSession(session);
        if (!live) return;
        setState({ kind: "ready", session });
        navigate(paths.myRegistrationLink, { replace: true });
      },
      (failure: unknown) => {
        if (!live) return;
        if (failure instanceof ApiError && failure.status === 410) {
          // A stored session of this tab (the link was opened before, then clicked again) still works.
          const session = storedSession();
          if (session) {
            setState({ kind: "ready", session });
            navigate(paths.myRegistrationLink, { replace: true });
            return;
          }
          setState({
            kind: "invalid",
            message: failure.serverMessage ?? t("registrantAccess.page.linkInvalid"),
          });
        } else {
          setState({ kind: "error", message: describeError(failure, t("registrantAccess.page.openFailed")) });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [token, navigate, t]);

  const expired = useCallback((message: string) => {
    storeSession(null);
    setState({ kind: "invalid", message });
  }, []);

  if (state.kind === "opening") return <LoadingScreen minHeight="50vh" />;
  if (state.kind === "ready") return <RegistrantData session={state.session} onExpired={expired} />;
  return (
    <Container size="sm" py={{ base: 32, sm: 56 }}>
      <PageHeader title={t("registrantAccess.page.title")} />
      <Stack gap="md">
        <Alert
          color={state.kind === "invalid" ? "yellow" : "red"}
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          data-testid="registrant-link-invalid"
        >
          {state.message}
        </Alert>
        <Button component={Link} to={paths.myRegistration} w="fit-content">
          {t("registrantAccess.page.askAgain")}
        </Button>
      </Stack>
    </Container>
  );
}
