import type { TChatRoom } from "@bazin/shared/contracts/chat";
import { Badge, Button, NavLink, Stack, Text } from "@mantine/core";
import { IconHash, IconMessagePlus, IconUser, IconUsersGroup } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

const KIND_ICONS = { club: IconHash, group: IconUsersGroup, direct: IconUser } as const;

export function useRoomName() {
  const { t } = useTranslation();
  return (room: TChatRoom) => (room.kind === "club" ? t("chat.clubRoom") : (room.name ?? ""));
}

export interface RoomListProps {
  rooms: TChatRoom[];
  selectedId: string | null;
  onSelect: (roomId: string) => void;
  onNewConversation: () => void;
}

/** The caller's rooms with their unread counts, and the way to start a private conversation. */
export function RoomList({ rooms, selectedId, onSelect, onNewConversation }: RoomListProps) {
  const { t } = useTranslation();
  const roomName = useRoomName();
  return (
    <Stack gap="xs" component="nav" aria-label={t("chat.rooms")}>
      <Button
        variant="light"
        leftSection={<IconMessagePlus size={18} aria-hidden />}
        onClick={onNewConversation}
      >
        {t("chat.newConversation")}
      </Button>
      {rooms.length === 0 && <Text c="gray.7">{t("chat.noRooms")}</Text>}
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {rooms.map((room) => {
          const Icon = KIND_ICONS[room.kind];
          const selected = room.id === selectedId;
          return (
            <li key={room.id}>
              <NavLink
                component="button"
                type="button"
                onClick={() => onSelect(room.id)}
                active={selected}
                aria-current={selected ? "true" : undefined}
                variant="light"
                data-testid="chat-room"
                data-room-name={roomName(room)}
                style={{ borderRadius: "var(--mantine-radius-md)" }}
                leftSection={<Icon size={20} stroke={1.6} aria-hidden color={room.color ?? undefined} />}
                label={
                  <Text size="sm" fw={room.unreadCount > 0 ? 700 : 500} truncate>
                    {roomName(room)}
                  </Text>
                }
                description={
                  <Text size="xs" c="gray.7" truncate component="span" display="block">
                    {room.lastMessage
                      ? `${room.lastMessage.senderName ? `${room.lastMessage.senderName}: ` : ""}${room.lastMessage.text}`
                      : t("chat.noMessagesYet")}
                  </Text>
                }
                rightSection={
                  room.unreadCount > 0 ? (
                    <Badge
                      color="red.8"
                      size="sm"
                      circle={room.unreadCount < 10}
                      aria-label={t("chat.unread", { count: room.unreadCount })}
                      data-testid="chat-unread"
                    >
                      {room.unreadCount > 99 ? "99+" : room.unreadCount}
                    </Badge>
                  ) : null
                }
              />
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
