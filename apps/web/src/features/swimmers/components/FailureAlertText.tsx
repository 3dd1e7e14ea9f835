import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginPath } from "../../../lib/paths.ts";
import { isSessionExpired, type SwimmerAction, swimmerFailure } from "../lib/failure.ts";

/** A failed save in words (SPEC §8); an expired session also offers the way back in, to this very page. */
export function FailureAlertText({ error, action }: { error: unknown; action: SwimmerAction }) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  return (
    <>
      {swimmerFailure(error, action)}
      {isSessionExpired(error) && (
        <>
          {" "}
          <Anchor component={Link} to={loginPath(location.pathname)} inherit fw={600}>
            {t("advancedSwimmers.errors.signInAgain")}
          </Anchor>
        </>
      )}
    </>
  );
}
