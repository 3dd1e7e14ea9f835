import { Button, Container, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { IconCookie } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { GateShell } from "./GateShell.tsx";

interface ConsentPromptProps {
  onAccept: () => void;
  onReject: () => void;
}

/** The first-visit question: accept the essential cookies, or refuse and leave. It cannot be dismissed. */
export function ConsentPrompt({ onAccept, onReject }: ConsentPromptProps) {
  const { t } = useTranslation();
  const descriptionId = useId();
  return (
    <GateShell>
      <Container component="main" size="sm" py={48} ta="center">
        <Title order={1}>{t("appName")}</Title>
        <Text mt="sm">{t("cookies.prompt.waiting")}</Text>
      </Container>
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
          <Group gap="xs" wrap="nowrap">
            <IconCookie aria-hidden size={24} />
            <Text component="span" fw={700} size="lg">
              {t("cookies.prompt.title")}
            </Text>
          </Group>
        }
        aria-describedby={descriptionId}
      >
        <Stack gap="md">
          <Stack gap="xs" id={descriptionId}>
            <Text>{t("cookies.prompt.body")}</Text>
            <Text size="sm" c="dimmed">
              {t("cookies.prompt.detail")}
            </Text>
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onReject}>
              {t("cookies.prompt.reject")}
            </Button>
            <Button onClick={onAccept} data-autofocus>
              {t("cookies.prompt.accept")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </GateShell>
  );
}
