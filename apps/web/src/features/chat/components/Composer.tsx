import { chatTextLength } from "@bazin/shared/contracts/chat";
import { MAX_CHAT_LENGTH } from "@bazin/shared/domain/limits";
import { Alert, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconAlertTriangle, IconSend } from "@tabler/icons-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { newClientKey } from "../../../lib/client-key.ts";
import { RealtimeError } from "../../../lib/realtime.ts";

export interface ComposerProps {
  /**
   * Sends the text with its key; resolves when the server took it, rejects when it did not (or the answer was
   * lost). The server stores one message per key, so sending the same text again with the same key is safe.
   */
  onSend: (text: string, key: string) => Promise<void>;
  /** No live connection: typing is fine, sending waits. */
  offline: boolean;
}

/**
 * Where a message is written: Enter sends, Shift+Enter starts a new line; a counter shows the length against
 * the 5000 limit, and a longer text is refused before sending. A failed send keeps the text in the box, and
 * its key while the text stays the same: the server may have stored it before the answer was lost (an instance
 * that died), and sending it again with that key stores nothing twice (and brings it to the whole room).
 */
export function Composer({ onSend, offline }: ComposerProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState("");
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The text last sent without a receipt and its key: sending that text again reuses the key. */
  const unsent = useRef<{ text: string; key: string } | null>(null);
  const counterId = useId();
  const length = chatTextLength(value);
  const tooLong = length > MAX_CHAT_LENGTH;

  async function submit() {
    if (sending || length === 0 || tooLong || offline) return;
    setSending(true);
    setFailure(null);
    const text = value.trim();
    const attempt = unsent.current?.text === text ? unsent.current : { text, key: newClientKey() };
    unsent.current = attempt;
    try {
      await onSend(value, attempt.key);
      unsent.current = null;
      setValue("");
    } catch (error) {
      // The server refused the message itself (too long, not a member…): nothing was stored, so the next
      // attempt is a new message. Its own words say why.
      const refused = error instanceof RealtimeError && error.code.startsWith("CHAT_");
      if (refused) unsent.current = null;
      setFailure(refused ? error.message : "");
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <Stack gap={6}>
      {failure !== null && (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          title={t("chat.errors.sendFailed")}
          withCloseButton
          closeButtonLabel={t("actions.close")}
          onClose={() => setFailure(null)}
        >
          {failure || null}
        </Alert>
      )}
      <Textarea
        label={t("chat.composer.label")}
        placeholder={t("chat.composer.placeholder")}
        description={t("chat.composer.hint")}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        rows={3}
        resize="vertical"
        error={tooLong ? t("chat.errors.tooLong", { max: MAX_CHAT_LENGTH }) : undefined}
        aria-describedby={counterId}
        data-testid="chat-composer"
      />
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text id={counterId} size="xs" c={tooLong ? "red.8" : "gray.7"} data-testid="chat-counter">
          {t("chat.composer.counter", { count: length, max: MAX_CHAT_LENGTH })}
        </Text>
        <Button
          onClick={() => void submit()}
          loading={sending}
          disabled={length === 0 || tooLong || offline}
          leftSection={<IconSend size={18} aria-hidden />}
        >
          {t("chat.composer.send")}
        </Button>
      </Group>
    </Stack>
  );
}
