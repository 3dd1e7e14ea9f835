import { Alert, Box, Button, Card, LoadingOverlay, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { isAuthError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { loginPath } from "../../../lib/paths.ts";
import { useTimedBanner } from "../../../lib/use-timed-banner.ts";
import { useProfile } from "../api/get-profile.ts";
import { MyDataSection } from "./MyDataSection.tsx";
import { PasswordSection } from "./PasswordSection.tsx";
import { PersonalSection } from "./PersonalSection.tsx";

/** Spec §4: the profile is in exactly one of these modes. */
export type ProfileMode = "view" | "personal" | "password";

/**
 * Profile and settings (spec "Swimmer profile"): read view, an Edit/Cancel toggle for username, email and
 * phone, a separate password section with the live checklist, and the person's own data (download, deletion
 * request). Banners clear themselves after 5 seconds.
 */
export function ProfileSettings() {
  const { t } = useTranslation(["swimmer", "common"]);
  const navigate = useNavigate();
  const location = useLocation();
  const profile = useProfile();
  const [mode, setMode] = useState<ProfileMode>("view");
  const [saving, setSaving] = useState(false);
  const { banner, show, clear } = useTimedBanner();

  const loadError = profile.error;
  useEffect(() => {
    if (!loadError) return;
    if (isAuthError(loadError)) {
      navigate(loginPath(location.pathname), { replace: true });
      return;
    }
    show("error", describeError(loadError, t("profile.fetchFailed")));
  }, [loadError, navigate, location.pathname, show, t]);

  const toggle = (target: Exclude<ProfileMode, "view">) => {
    clear();
    setMode((current) => (current === target ? "view" : target));
  };

  return (
    <Stack gap="lg">
      <Box aria-live="polite">
        {banner && (
          <Alert
            color={banner.kind === "success" ? "green" : "red"}
            icon={
              banner.kind === "success" ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />
            }
            withCloseButton
            closeButtonLabel={t("common:actions.close")}
            onClose={clear}
            role={banner.kind === "error" ? "alert" : "status"}
            data-testid="profile-banner"
          >
            {banner.message}
          </Alert>
        )}
      </Box>
      <Box pos="relative" mih={200}>
        <LoadingOverlay
          visible={profile.isFetching || saving}
          zIndex={10}
          overlayProps={{ radius: "lg", blur: 1 }}
          loaderProps={{ "aria-label": t("common:loading") }}
        />
        {profile.data ? (
          <Stack gap="lg">
            <PersonalSection
              profile={profile.data}
              editing={mode === "personal"}
              onToggle={() => toggle("personal")}
              onSaving={setSaving}
              onDone={(message) => {
                setMode("view");
                show("success", message);
              }}
              onError={(message) => show("error", message)}
            />
            <PasswordSection
              editing={mode === "password"}
              onToggle={() => toggle("password")}
              onSaving={setSaving}
              onDone={(message) => {
                setMode("view");
                show("success", message);
              }}
              onError={(message) => show("error", message)}
            />
            <MyDataSection />
          </Stack>
        ) : (
          profile.isError &&
          !isAuthError(profile.error) && (
            <Card>
              <Stack align="flex-start">
                <Text>{t("profile.loadError")}</Text>
                <Button onClick={() => void profile.refetch()}>{t("common:actions.retry")}</Button>
              </Stack>
            </Card>
          )
        )}
      </Box>
    </Stack>
  );
}
