import type { TChatMessage } from "@bazin/shared/contracts/chat";
import type { Role } from "@bazin/shared/domain/roles";
import { ActionIcon, Badge, Box, Group, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n.ts";
import { formatMessageTime } from "../lib/format.ts";

/** Dark shades under white text, readable at the badge's small size (WCAG AA). */
const ROLE_COLORS: Record<Role, string> = {
  admin: "grape.9",
  coach: "teal.9",
  swimmer: "blue.9",
  user: "gray.8",
};

export interface MessageItemProps {
  message: TChatMessage;
  own: boolean;
  /** Shown to admins: asks to delete the message. */
  onDelete?: (message: TChatMessage) => void;
}

/** One message: sender, role label, time and the text, always as plain text (never markup). */
export function MessageItem({ message, own, onDelete }: MessageItemProps) {
  const { t } = useTranslation();
  const name = message.sender?.name ?? t("chat.removedAccount");
  return (
    <Box
      component="li"
      data-testid="chat-message"
      data-own={own || undefined}
      p="xs"
      maw="85%"
      ml={own ? "auto" : 0}
      bg={own ? "blue.0" : "white"}
      bd="1px solid var(--mantine-color-gray-3)"
      style={{ borderRadius: "var(--mantine-radius-md)", listStyle: "none" }}
    >
      <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={700}>
            {own ? t("chat.you") : name}
          </Text>
          <Badge size="sm" variant="filled" color={ROLE_COLORS[message.senderRole]}>
            {t(`roles.${message.senderRole}`)}
          </Badge>
          <Text size="xs" c="gray.7" component="time" dateTime={message.createdAt}>
            {formatMessageTime(message.createdAt, currentLanguage())}
          </Text>
        </Group>
        {onDelete && (
          <ActionIcon
            variant="subtle"
            color="red.8"
            size="sm"
            aria-label={t("chat.delete.action")}
            onClick={() => onDelete(message)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      <Text
        size="sm"
        mt={4}
        style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
        data-testid="chat-text"
      >
        {message.text}
      </Text>
    </Box>
  );
}
