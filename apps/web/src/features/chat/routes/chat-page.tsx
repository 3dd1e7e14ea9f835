import { Center, Grid, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { usePortalUser } from "../../../app/layouts/portal-context.ts";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { useConnectionState, useOnReconnect, useSubscription } from "../../../lib/realtime.ts";
import { chatRoomsKey, useChatRooms } from "../api/chat-api.ts";
import { ConnectionAlert, ConnectionBadge } from "../components/ConnectionStatus.tsx";
import { Conversation } from "../components/Conversation.tsx";
import { NewConversation } from "../components/NewConversation.tsx";
import { RoomList } from "../components/RoomList.tsx";

/** Spec §9 mobile width: at 768 px or less the list and the conversation are two views. */
const PHONE_QUERY = "(max-width: 768px)";

/**
 * The chat screen shared by every role (/swimmer/chat, /coach/chat, /admin/chat, /account/chat): rooms on the
 * left, the open room on the right; on a phone one at a time. The open room is in the address (`?room=`), so
 * a notification's link opens it.
 */
export function ChatPage() {
  const { t } = useTranslation();
  usePageTitle(t("chat.title"));
  const user = usePortalUser();
  const queryClient = useQueryClient();
  const rooms = useChatRooms();
  const state = useConnectionState();
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const [params, setParams] = useSearchParams();
  const [picking, setPicking] = useState(false);

  // Unread counts of the other rooms: a NEW_MESSAGE for this user, or being back online, refreshes them.
  const refreshRooms = () => void queryClient.invalidateQueries({ queryKey: chatRoomsKey });
  useSubscription("/user/queue/notifications", refreshRooms);
  useOnReconnect(refreshRooms);

  const asked = params.get("room");
  const list = rooms.data ?? [];
  // On a wide screen a room is always open (the asked one, else the first); on a phone only when asked.
  const open = list.find((r) => r.id === asked) ?? (phone ? undefined : list[0]);
  const select = (roomId: string | null) =>
    setParams(roomId ? { room: roomId } : {}, { replace: !phone && roomId !== null && asked === null });

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
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={1}>{t("chat.title")}</Title>
          <Text c="gray.7" mt={4} visibleFrom="sm">
            {t("chat.intro")}
          </Text>
        </div>
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
        onOpened={(roomId) => {
          setPicking(false);
          select(roomId);
        }}
      />
    </Stack>
  );
}
