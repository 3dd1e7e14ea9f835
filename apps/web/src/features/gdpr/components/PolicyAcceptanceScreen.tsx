import type { TGdprAcceptance } from "@bazin/shared/contracts/gdpr";
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconLogout, IconShieldCheck } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../../components/LanguageSwitch.tsx";
import { Markdown } from "../../../components/Markdown.tsx";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { currentLanguage } from "../../../lib/i18n.ts";
import { useAcceptPolicy, useCurrentPolicy } from "../api/acceptance.ts";
import { gdprFailure } from "../lib/failure.ts";

export interface PolicyAcceptanceScreenProps {
  pending: TGdprAcceptance;
  onSignOut: () => void;
  signingOut: boolean;
  /** Asks the server again what is pending (a newer version was published while the user was reading). */
  onOutdated: () => void;
}

/**
 * Shown instead of a whole portal area while the user has a changed privacy policy to accept (spec §1:
 * re-acceptance at next sign-in after a major change): the text, a required "I have read and accept" box,
 * accept, or sign out. Once accepted, the area the user was going to opens in its place.
 */
export function PolicyAcceptanceScreen({
  pending,
  onSignOut,
  signingOut,
  onOutdated,
}: PolicyAcceptanceScreenProps) {
  const { t } = useTranslation();
  usePageTitle(t("gdprAcceptance.title"));
  const policy = useCurrentPolicy(currentLanguage());
  const accept = useAcceptPolicy();
  const [checked, setChecked] = useState(false);
  const [checkError, setCheckError] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();

  const version = policy.data?.version ?? pending.version;

  const submit = async () => {
    setProblem(null);
    if (!checked) {
      setCheckError(true);
      return;
    }
    try {
      await accept.mutateAsync(version);
    } catch (error) {
      if (error instanceof ApiError && error.code === "GDPR_VERSION_OUTDATED") {
        setChecked(false);
        setProblem(t("gdprAcceptance.changed"));
        await policy.refetch();
        onOutdated();
        return;
      }
      setProblem(gdprFailure(error, t("gdprAcceptance.acceptFailed")));
    }
  };

  return (
    <Box bg="gray.0" mih="100vh" py={{ base: "md", sm: "xl" }}>
      <Container size="md" px={{ base: "xs", sm: "md" }}>
        <Stack component="main" gap="md" aria-labelledby={titleId}>
          <Group justify="flex-end">
            <LanguageSwitch />
          </Group>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconShieldCheck
              size={32}
              stroke={1.6}
              aria-hidden
              color="var(--mantine-color-lagoon-8)"
              style={{ flexShrink: 0 }}
            />
            <Title order={1} size="h2" id={titleId}>
              {t("gdprAcceptance.title")}
            </Title>
          </Group>
          <Text>{t("gdprAcceptance.intro", { version })}</Text>

          {policy.isError ? (
            <RetryAlert
              message={gdprFailure(policy.error, t("gdprAcceptance.loadFailed"))}
              retryLabel={t("actions.retry")}
              onRetry={() => void policy.refetch()}
              retrying={policy.isFetching}
            />
          ) : !policy.data ? (
            <Skeleton h={360} aria-hidden />
          ) : (
            <Paper withBorder radius="md">
              <ScrollArea.Autosize
                mah="55vh"
                type="auto"
                offsetScrollbars
                // Focusable, so a keyboard user can scroll the text; named, so a screen reader can find it.
                viewportProps={{ tabIndex: 0, role: "region", "aria-label": t("gdprAcceptance.policyLabel") }}
              >
                <Box p={{ base: "sm", sm: "lg" }}>
                  <Markdown markdown={policy.data.text} headingOffset={1} />
                </Box>
              </ScrollArea.Autosize>
            </Paper>
          )}

          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}

          <Checkbox
            checked={checked}
            onChange={(e) => {
              setChecked(e.currentTarget.checked);
              if (e.currentTarget.checked) setCheckError(false);
            }}
            label={t("gdprAcceptance.checkbox")}
            required
            error={checkError ? t("gdprAcceptance.checkboxRequired") : undefined}
            disabled={!policy.data}
          />
          <Group justify="space-between" gap="sm">
            <Button
              variant="default"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={onSignOut}
              loading={signingOut}
            >
              {t("gdprAcceptance.signOut")}
            </Button>
            <Button onClick={() => void submit()} loading={accept.isPending} disabled={!policy.data}>
              {t("gdprAcceptance.accept")}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
