import type { TSessionUser } from "@bazin/shared/contracts/auth";
import type { TChatRoom } from "@bazin/shared/contracts/chat";
import { Center, Grid, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { useConnectionState, useOnReconnect, useSubscription } from "../../../lib/realtime.ts";
import { chatRoomsKey, useChatRooms } from "../api/chat-api.ts";
import { ConnectionAlert, ConnectionBadge } from "./ConnectionStatus.tsx";
import { Conversation } from "./Conversation.tsx";
import { NewConversation } from "./NewConversation.tsx";
import { RoomList } from "./RoomList.tsx";

/** Spec §9 mobile width: at 768 px or less the list and the conversation are two views. */
const PHONE_QUERY = "(max-width: 768px)";

/**
 * Rooms on the left, the open room on the right; on a phone one at a time. Used by the chat screen and by the
 * coach dashboard's chat view; each keeps the open room in its own address parameter (`roomId`, `onRoom`).
 */
export function ChatWorkspace({
  user,
  roomId,
  onRoom,
  heading,
  order,
}: {
  user: TSessionUser;
  roomId: string | null;
  onRoom: (roomId: string | null, options: { replace: boolean }) => void;
  /** Shown left of the connection badge (the chat screen's title). */
  heading?: ReactNode;
  /** The rooms' order in the list (the coach dashboard puts group rooms first). */
  order?: (rooms: TChatRoom[]) => TChatRoom[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rooms = useChatRooms();
  const state = useConnectionState();
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const [picking, setPicking] = useState(false);

  // Unread counts of the other rooms: a NEW_MESSAGE for this user, or being back online, refreshes them.
  const refreshRooms = () => void queryClient.invalidateQueries({ queryKey: chatRoomsKey });
  useSubscription("/user/queue/notifications", refreshRooms);
  useOnReconnect(refreshRooms);

  const list = useMemo(() => (order ? order(rooms.data ?? []) : (rooms.data ?? [])), [rooms.data, order]);
  // On a wide screen a room is always open (the asked one, else the first); on a phone only when asked.
  const open = list.find((r) => r.id === roomId) ?? (phone ? undefined : list[0]);
  const select = (id: string | null) => onRoom(id, { replace: !phone && id !== null && roomId === null });

  const listView = (
    <RoomList
      rooms={list}
      selectedId={open?.id ?? null}
      onSelect={select}
      onNewConversation={() => setPicking(true)}
    />
  );
  const conversation = open ? (
    <Conversation key={open.id} room={open} user={user} onBack={phone ? () => select(null) : undefined} />
  ) : (
    <Paper withBorder radius="md" p="lg">
      <Text c="gray.7">{t("chat.chooseRoom")}</Text>
    </Paper>
  );

  return (
    <Stack gap="md">
      <Group justify={heading ? "space-between" : "flex-end"} align="flex-start" gap="xs">
        {heading}
        <ConnectionBadge state={state} />
      </Group>
      <ConnectionAlert state={state} />

      {rooms.isError ? (
        <RetryAlert
          message={t("chat.errors.roomsFailed")}
          retryLabel={t("chat.errors.retry")}
          onRetry={() => void rooms.refetch()}
          retrying={rooms.isFetching}
        />
      ) : rooms.isLoading ? (
        <Center py="xl">
          <Loader aria-label={t("loading")} />
        </Center>
      ) : phone ? (
        open ? (
          conversation
        ) : (
          listView
        )
      ) : (
        <Grid gap="md">
          <Grid.Col span={4}>{listView}</Grid.Col>
          <Grid.Col span={8}>{conversation}</Grid.Col>
        </Grid>
      )}

      <NewConversation
        opened={picking}
        onClose={() => setPicking(false)}
        onOpened={(id) => {
          setPicking(false);
          select(id);
        }}
      />
    </Stack>
  );
}
