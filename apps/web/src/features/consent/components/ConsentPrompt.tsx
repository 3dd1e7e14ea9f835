import { Box, Button, Group, Modal, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCookie, IconSwimming } from "@tabler/icons-react";
import { useId, useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../../components/LanguageSwitch.tsx";
import { removePrerenderedPrompt } from "../../../lib/prerendered-prompt.ts";

interface ConsentPromptProps {
  /** The public page is shown (inert, dimmed) behind the prompt; otherwise a plain waiting screen is. */
  overPage?: boolean;
  onAccept: () => void;
  onReject: () => void;
}

/**
 * The first-visit question: accept the essential cookies, or refuse and leave. It cannot be dismissed, and
 * carries its own language switch because the page behind it is inert. Over a public page it stands alone;
 * elsewhere a waiting screen fills the page behind it.
 */
export function ConsentPrompt({ overPage = false, onAccept, onReject }: ConsentPromptProps) {
  const { t } = useTranslation();
  const descriptionId = useId();
  // The server's copy of this question goes in the same frame as this one appears: never two, never none.
  useLayoutEffect(removePrerenderedPrompt, []);
  return (
    <>
      {!overPage && (
        <Box component="main" mih="100vh" bg="lagoon.0" pt={64} px="md" ta="center">
          <ThemeIcon size={56} radius="xl" aria-hidden>
            <IconSwimming size={32} />
          </ThemeIcon>
          <Title order={1} mt="md">
            {t("appName")}
          </Title>
          <Text mt="sm">{t("cookies.prompt.waiting")}</Text>
        </Box>
      )}
      <Modal
        opened
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        radius="lg"
        size="lg"
        title={
          <>
            <IconCookie aria-hidden size={24} style={{ flexShrink: 0 }} />
            {t("cookies.prompt.title")}
          </>
        }
        aria-describedby={descriptionId}
        // Light enough that the page behind shows what the site is.
        overlayProps={{ backgroundOpacity: 0.45 }}
        styles={{
          title: {
            display: "flex",
            alignItems: "center",
            gap: 8,
            fontWeight: 700,
            fontSize: "var(--mantine-font-size-lg)",
          },
        }}
      >
        <Stack gap="md">
          <Stack gap="xs" id={descriptionId}>
            <Text>{t("cookies.prompt.body")}</Text>
            <Text size="sm" c="dimmed">
              {t("cookies.prompt.detail")}
            </Text>
          </Stack>
          <Group justify="space-between" gap="sm">
            <LanguageSwitch />
            <Group gap="sm">
              <Button variant="default" onClick={onReject}>
                {t("cookies.prompt.reject")}
              </Button>
              <Button onClick={onAccept} data-autofocus>
                {t("cookies.prompt.accept")}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
