import type { TSessionUser } from "@bazin/shared/contracts/auth";
import { Center, Grid, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { useConnectionState, useOnReconnect, useSubscription } from "../../../lib/realtime.ts";
import { chatRoomsKey, useChatRooms } from "../../chat/api/chat-api.ts";
import { ConnectionAlert, ConnectionBadge } from "../../chat/components/ConnectionStatus.tsx";
import { Conversation } from "../../chat/components/Conversation.tsx";
import { NewConversation } from "../../chat/components/NewConversation.tsx";
import { RoomList } from "../../chat/components/RoomList.tsx";
import { groupRoomsFirst } from "../lib/order-rooms.ts";

/** Spec §9 mobile width, as the chat page: at 768 px or less the list and the conversation are two views. */
const PHONE_QUERY = "(max-width: 768px)";

/**
 * The chat view: the chat screen's room list and conversation (features/chat) inside the dashboard, with the
 * coach's group rooms first. The open room is the dashboard's `room` parameter, so the view stays in the address.
 */
export function CoachChat({
  user,
  roomId,
  onRoom,
}: {
  user: TSessionUser;
  roomId: string | null;
  onRoom: (roomId: string | null, options: { replace: boolean }) => void;
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

  const list = useMemo(() => groupRoomsFirst(rooms.data ?? []), [rooms.data]);
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
      <Group justify="flex-end">
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
