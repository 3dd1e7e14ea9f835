import type { TNotification } from "@bazin/shared/contracts/notifications";
import { Anchor, Box, Button, Group, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconCheck, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { safeRedirect } from "../../../lib/paths.ts";
import { relativeTime } from "../lib/relative-time.ts";
import classes from "./Notifications.module.css";
import { lookOf } from "./notification-icons.ts";

export interface NotificationItemProps {
  notification: TNotification;
  now: Date;
  /** The item itself was chosen: mark it read and follow its link, if any. */
  onOpen(notification: TNotification): void;
  onMarkRead(id: string): void;
  onDelete(id: string): void;
}

/** One notification (spec §2): type icon, title, relative time, message, then its link and actions. */
export function NotificationItem({
  notification: n,
  now,
  onOpen,
  onMarkRead,
  onDelete,
}: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const look = lookOf(n.type);
  const link = safeRedirect(n.actionUrl);
  return (
    <Box
      component="li"
      className={classes.item}
      data-unread={!n.read || undefined}
      data-testid="notification"
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" color={look.color} radius="xl" size="lg" aria-hidden>
          <look.icon size={18} stroke={1.7} />
        </ThemeIcon>
        <Box miw={0} flex={1}>
          <UnstyledButton className={classes.open} onClick={() => onOpen(n)}>
            <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
              <Text size="sm" fw={n.read ? 500 : 700} className={classes.title}>
                {!n.read && <VisuallyHidden>{`${t("notificationBell.unread")}: `}</VisuallyHidden>}
                {n.title}
              </Text>
              <Text component="time" dateTime={n.createdAt} size="xs" c="gray.7" className={classes.time}>
                {relativeTime(n.createdAt, now, t, i18n.language)}
              </Text>
            </Group>
            <Text size="sm" c="gray.8" className={classes.message}>
              {n.message}
            </Text>
          </UnstyledButton>
          <Group gap={4} mt={4}>
            {link && (
              <Anchor component={Link} to={link} size="xs" fw={600} px={6} onClick={() => onOpen(n)}>
                {t("notificationBell.viewDetails")}
              </Anchor>
            )}
            {!n.read && (
              <Button
                variant="subtle"
                size="compact-xs"
                leftSection={<IconCheck size={14} aria-hidden />}
                aria-label={t("notificationBell.markReadOf", { title: n.title })}
                onClick={() => onMarkRead(n.id)}
              >
                {t("notificationBell.markRead")}
              </Button>
            )}
            <Button
              variant="subtle"
              color="red.9"
              size="compact-xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={t("notificationBell.deleteOf", { title: n.title })}
              onClick={() => onDelete(n.id)}
            >
              {t("notificationBell.delete")}
            </Button>
          </Group>
        </Box>
      </Group>
    </Box>
  );
}
