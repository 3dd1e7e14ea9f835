import type { TNotification } from "@bazin/shared/contracts/notifications";
import { Button, CloseButton, Group, Loader, ScrollArea, Text, Title } from "@mantine/core";
import { IconChecks } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { NotificationItem } from "./NotificationItem.tsx";
import classes from "./Notifications.module.css";

export interface NotificationPanelProps {
  titleId: string;
  /** Undefined while the first load is under way. */
  notifications: TNotification[] | undefined;
  unreadCount: number;
  now: Date;
  onClose(): void;
  onOpen(notification: TNotification): void;
  onMarkRead(id: string): void;
  onMarkAllRead(): void;
  onDelete(id: string): void;
}

/** The bell's dropdown (spec §2): title, 'mark all read' while unread ones exist, close; loading, empty or the list. */
export function NotificationPanel({
  titleId,
  notifications,
  unreadCount,
  now,
  onClose,
  onOpen,
  onMarkRead,
  onMarkAllRead,
  onDelete,
}: NotificationPanelProps) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs" px="md" py="xs" className={classes.header}>
        <Title order={2} size="h5" id={titleId}>
          {t("notificationBell.title")}
        </Title>
        <Group gap={4} wrap="nowrap">
          {unreadCount > 0 && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconChecks size={16} aria-hidden />}
              onClick={onMarkAllRead}
            >
              {t("notificationBell.markAllRead")}
            </Button>
          )}
          <CloseButton aria-label={t("notificationBell.close")} onClick={onClose} />
        </Group>
      </Group>
      {notifications === undefined ? (
        <Group gap="sm" p="md" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t("notificationBell.loading")}</Text>
        </Group>
      ) : notifications.length === 0 ? (
        <Text size="sm" c="gray.7" p="md" ta="center" role="status">
          {t("notificationBell.empty")}
        </Text>
      ) : (
        <ScrollArea.Autosize mah="min(480px, calc(100dvh - 140px))" type="auto">
          <ul className={classes.list} aria-label={t("notificationBell.list")}>
            {notifications.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                now={now}
                onOpen={onOpen}
                onMarkRead={onMarkRead}
                onDelete={onDelete}
              />
            ))}
          </ul>
        </ScrollArea.Autosize>
      )}
    </>
  );
}
