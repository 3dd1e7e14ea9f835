import type { TSessionUser } from "@bazin/shared/contracts/auth";
import type { TChatMessage, TChatRoom, TChatSendBody } from "@bazin/shared/contracts/chat";
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { describeError } from "../../../lib/describe-error.ts";
import { send, useConnectionState } from "../../../lib/realtime.ts";
import { chatRoomsKey, deleteChatMessage, markRoomRead } from "../api/chat-api.ts";
import { useRoomMessages } from "../lib/use-room-messages.ts";
import { Composer } from "./Composer.tsx";
import { MessageItem } from "./MessageItem.tsx";
import { useRoomName } from "./RoomList.tsx";

export interface ConversationProps {
  room: TChatRoom;
  user: TSessionUser;
  /** On a phone: back to the room list. */
  onBack?: () => void;
}

/** How close to the bottom counts as "reading the newest" (new messages then scroll into view). */
const NEAR_BOTTOM_PX = 80;
/** How close to the top starts loading the older page. */
const NEAR_TOP_PX = 40;

/** An open room: its messages (older pages on demand), live updates, the composer; read while open. */
export function Conversation({ room, user, onBack }: ConversationProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const roomName = useRoomName()(room);
  const state = useConnectionState();

  const markRead = useCallback(() => {
    markRoomRead(room.id)
      .then(() => queryClient.invalidateQueries({ queryKey: chatRoomsKey }))
      .catch(() => {
        // Unread counts catch up on the next visit; reading is not worth an error on screen.
      });
  }, [room.id, queryClient]);
  useEffect(markRead, [markRead]);

  const { messages, status, reload, hasOlder, olderStatus, loadOlder, remove } = useRoomMessages(
    room.id,
    markRead,
    room.lastMessage?.id,
  );

  // Scrolling: to the newest on open and when a message arrives while reading the bottom; an older page
  // added at the top keeps what the reader was looking at in place.
  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef({ first: "", last: "", height: 0, nearBottom: true });
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const first = messages[0]?.id ?? "";
    const last = messages.at(-1)?.id ?? "";
    const before = previous.current;
    if (first !== before.first && last === before.last && before.height) {
      box.scrollTop += box.scrollHeight - before.height;
    } else if (last !== before.last && (before.nearBottom || messages.at(-1)?.sender?.id === user.id)) {
      box.scrollTop = box.scrollHeight;
    }
    previous.current = { first, last, height: box.scrollHeight, nearBottom: isNearBottom(box) };
  }, [messages, user.id]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    previous.current = { ...previous.current, height: box.scrollHeight, nearBottom: isNearBottom(box) };
    // Scrolling up to the oldest shown brings the page before it (the button does the same by keyboard).
    if (box.scrollTop < NEAR_TOP_PX && hasOlder && olderStatus === "idle") void loadOlder();
  };

  const [toDelete, setToDelete] = useState<TChatMessage | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteChatMessage(toDelete.id);
      remove(toDelete.id);
      setToDelete(null);
    } catch (error) {
      setDeleteError(describeError(error, t("chat.delete.failed")));
    } finally {
      setDeleting(false);
    }
  }

  const isAdmin = user.role === "admin";
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "xs", sm: "md" }}
      component="section"
      aria-labelledby="chat-room-title"
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          {onBack && (
            <ActionIcon variant="subtle" size="lg" onClick={onBack} aria-label={t("chat.back")}>
              <IconArrowLeft size={20} aria-hidden />
            </ActionIcon>
          )}
          <Title order={2} size="h4" id="chat-room-title" style={{ overflowWrap: "anywhere" }}>
            {roomName}
          </Title>
        </Group>

        {status === "error" && (
          <RetryAlert
            message={t("chat.errors.loadFailed")}
            retryLabel={t("chat.errors.retry")}
            onRetry={() => void reload()}
          />
        )}

        <Box
          ref={scroller}
          onScroll={onScroll}
          // The composer stays in view under the messages: the height the page's other parts leave.
          h={{ base: "calc(100dvh - 400px)", sm: "calc(100dvh - 470px)" }}
          mih={240}
          style={{ overflowY: "auto" }}
          tabIndex={0}
          role="region"
          aria-label={t("chat.messages", { room: roomName })}
          data-testid="chat-scroller"
        >
          {status === "loading" && messages.length === 0 ? (
            <Center h="100%">
              <Loader aria-label={t("loading")} />
            </Center>
          ) : (
            <Stack gap="xs" p={4}>
              {hasOlder && (
                <Center>
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => void loadOlder()}
                    loading={olderStatus === "loading"}
                  >
                    {t("chat.loadOlder")}
                  </Button>
                </Center>
              )}
              {olderStatus === "error" && (
                <Text size="sm" c="red.8" role="alert" ta="center">
                  {t("chat.errors.olderFailed")}
                </Text>
              )}
              {status === "ready" && messages.length === 0 && (
                <Text c="gray.7" ta="center" py="lg">
                  {t("chat.empty")}
                </Text>
              )}
              <div role="log" aria-live="polite">
                <Stack gap="xs" component="ol" p={0} m={0} data-testid="chat-log">
                  {messages.map((message) => (
                    <MessageItem
                      key={message.id}
                      message={message}
                      own={message.sender?.id === user.id}
                      onDelete={isAdmin ? setToDelete : undefined}
                    />
                  ))}
                </Stack>
              </div>
            </Stack>
          )}
        </Box>

        <Composer
          offline={state !== "connected"}
          onSend={(text, key) => send(`/app/chat.${room.id}`, { text, key } satisfies TChatSendBody)}
        />
      </Stack>

      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t("chat.delete.title")}
        closeButtonProps={{ "aria-label": t("actions.close") }}
      >
        <Stack>
          <Text>{t("chat.delete.body")}</Text>
          {toDelete && (
            <Text size="sm" c="gray.7" lineClamp={3} style={{ whiteSpace: "pre-wrap" }}>
              {toDelete.text}
            </Text>
          )}
          {deleteError && (
            <Alert color="red" role="alert">
              {deleteError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              {t("chat.cancel")}
            </Button>
            <Button color="red.8" onClick={() => void confirmDelete()} loading={deleting}>
              {t("chat.delete.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function isNearBottom(box: HTMLElement) {
  return box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
}
