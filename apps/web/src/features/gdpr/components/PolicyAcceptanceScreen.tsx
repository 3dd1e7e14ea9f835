import type { TGdprAcceptance } from "@bazin/shared/contracts/gdpr";
import {
  Alert,
  Anchor,
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
import { IconExternalLink, IconLogout, IconShieldCheck } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../../components/LanguageSwitch.tsx";
import { Markdown } from "../../../components/Markdown.tsx";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { currentLanguage } from "../../../lib/i18n.ts";
import { paths } from "../../../lib/paths.ts";
import { useAcceptPolicy, usePendingTexts } from "../api/acceptance.ts";
import { gdprFailure } from "../lib/failure.ts";

export interface PolicyAcceptanceScreenProps {
  pending: TGdprAcceptance;
  onSignOut: () => void;
  signingOut: boolean;
  /** Asks the server again what is pending (a newer version was published while the user was reading). */
  onOutdated: () => void;
}

/** Where each text is published: the link opens the version to accept on its public page. */
const PAGE = { privacy: paths.privacy, terms: paths.terms } as const;

/**
 * Shown instead of a whole portal area while the user has a changed privacy policy or terms to accept (spec
 * §1: re-acceptance at next sign-in after a major change): which texts changed, each text with a link to its
 * page, a required "I have read and accept" box, accept, or sign out. Once accepted, the area the user was
 * going to opens in its place.
 */
export function PolicyAcceptanceScreen({
  pending,
  onSignOut,
  signingOut,
  onOutdated,
}: PolicyAcceptanceScreenProps) {
  const { t } = useTranslation();
  // Which texts changed: the privacy policy (the former single case, its words kept), the terms, or both.
  const kind = pending.texts.length > 1 ? "Both" : pending.texts[0]?.document === "terms" ? "Terms" : "";
  usePageTitle(t(`gdprAcceptance.title${kind}`));
  const texts = usePendingTexts(pending.texts, currentLanguage());
  const accept = useAcceptPolicy();
  const [checked, setChecked] = useState(false);
  const [checkError, setCheckError] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const failed = texts.find((q) => q.isError);
  const loaded = texts.every((q) => q.data);

  const submit = async () => {
    setProblem(null);
    if (!checked) {
      setCheckError(true);
      return;
    }
    try {
      await accept.mutateAsync(pending.texts.map(({ document, version }) => ({ document, version })));
    } catch (error) {
      if (error instanceof ApiError && error.code === "GDPR_VERSION_OUTDATED") {
        setChecked(false);
        setProblem(t("gdprAcceptance.changed"));
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
              {t(`gdprAcceptance.title${kind}`)}
            </Title>
          </Group>
          <Text>{t(`gdprAcceptance.intro${kind}`, { version: pending.version })}</Text>

          {failed ? (
            <RetryAlert
              message={gdprFailure(failed.error, t("gdprAcceptance.loadFailed"))}
              retryLabel={t("actions.retry")}
              onRetry={() => {
                for (const q of texts) if (q.isError) void q.refetch();
              }}
              retrying={texts.some((q) => q.isFetching)}
            />
          ) : (
            pending.texts.map((pendingText, index) => {
              const data = texts[index]?.data;
              const label = t(`gdprAcceptance.documents.${pendingText.document}`, {
                version: pendingText.version,
              });
              return (
                <Stack key={pendingText.document} gap="xs">
                  <Group justify="space-between" gap="xs">
                    <Title order={2} size="h4">
                      {label}
                    </Title>
                    <Anchor
                      href={`${PAGE[pendingText.document]}?versiune=${pendingText.version}`}
                      target="_blank"
                      rel="noopener"
                      size="sm"
                      aria-label={t("gdprAcceptance.openPageLabel", { text: label })}
                    >
                      <Group gap={4} component="span" wrap="nowrap">
                        {t("gdprAcceptance.openPage")}
                        <IconExternalLink size={14} aria-hidden />
                      </Group>
                    </Anchor>
                  </Group>
                  {!data ? (
                    <Skeleton h={pending.texts.length > 1 ? 240 : 360} aria-hidden />
                  ) : (
                    <Paper withBorder radius="md">
                      <ScrollArea.Autosize
                        mah={pending.texts.length > 1 ? "35vh" : "55vh"}
                        type="auto"
                        offsetScrollbars
                        // Focusable, so a keyboard user can scroll the text; named, so a screen reader can find it.
                        viewportProps={{ tabIndex: 0, role: "region", "aria-label": label }}
                      >
                        <Box p={{ base: "sm", sm: "lg" }}>
                          <Markdown markdown={data.text} headingOffset={2} />
                        </Box>
                      </ScrollArea.Autosize>
                    </Paper>
                  )}
                </Stack>
              );
            })
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
            label={t(`gdprAcceptance.checkbox${kind}`)}
            required
            error={checkError ? t("gdprAcceptance.checkboxRequired") : undefined}
            disabled={!loaded}
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
            <Button onClick={() => void submit()} loading={accept.isPending} disabled={!loaded}>
              {t("gdprAcceptance.accept")}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
