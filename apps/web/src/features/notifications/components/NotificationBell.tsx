import { NOTIFICATIONS_DESTINATION, type TNotification } from "@bazin/shared/contracts/notifications";
import { ActionIcon, Indicator, Popover } from "@mantine/core";
import { useId, useInterval, useMediaQuery } from "@mantine/hooks";
import { IconBell } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { safeRedirect } from "../../../lib/paths.ts";
import { useOnReconnect, useSubscription } from "../../../lib/realtime.ts";
import { useDeleteNotification } from "../api/delete-notification.ts";
import { notificationsQueryKey, useNotifications } from "../api/get-notifications.ts";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read.ts";
import { useMarkNotificationRead } from "../api/mark-notification-read.ts";
import { badgeText } from "../lib/badge.ts";
import { useBodyScrollLock } from "../lib/use-body-scroll-lock.ts";
import { NotificationPanel } from "./NotificationPanel.tsx";

/** Spec §9: at this width or less the open dropdown covers the page, which must not scroll behind it. */
export const MOBILE_MAX_WIDTH = 768;
/** How often the open list's relative times ("acum 5 minute") move on. */
const CLOCK_TICK_MS = 30_000;

/**
 * The notification bell of the signed-in areas (spec §2): the unread count on a badge and the dropdown with
 * the list. The list is polled every 30 s and reloaded at once on any message of the user's notification
 * queue, and after the live connection comes back.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const titleId = useId();
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`) ?? false;
  const { data } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();

  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
    [queryClient],
  );
  useSubscription(NOTIFICATIONS_DESTINATION, reload);
  useOnReconnect(reload);
  useBodyScrollLock(opened && phone);

  const tick = useInterval(() => setNow(new Date()), CLOCK_TICK_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the interval's controls are stable
  useEffect(() => {
    if (!opened) return;
    setNow(new Date());
    tick.start();
    return tick.stop;
  }, [opened]);

  const close = () => setOpened(false);
  const open = (n: TNotification) => {
    if (!n.read) markRead.mutate(n.id);
    const link = safeRedirect(n.actionUrl);
    if (link) {
      close();
      navigate(link);
    }
  };

  const unread = data?.unreadCount ?? 0;
  const badge = badgeText(unread);
  const label = unread > 0 ? t("notificationBell.label", { count: unread }) : t("notificationBell.labelNone");

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={380}
      shadow="md"
      radius="md"
      trapFocus
      returnFocus
      closeOnEscape
      closeOnClickOutside
      offset={6}
    >
      <Indicator
        label={badge && <span aria-hidden>{badge}</span>}
        disabled={!badge}
        color="red.9"
        size={18}
        offset={6}
        zIndex={1}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            size="lg"
            radius="xl"
            aria-label={label}
            data-testid="notification-bell"
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={22} stroke={1.7} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown
        p={0}
        aria-labelledby={titleId}
        style={{ maxWidth: "calc(100vw - 16px)", overflow: "hidden" }}
        data-testid="notification-dropdown"
      >
        <NotificationPanel
          titleId={titleId}
          notifications={data?.notifications}
          unreadCount={unread}
          now={now}
          onClose={close}
          onOpen={open}
          onMarkRead={(id) => markRead.mutate(id)}
          onMarkAllRead={() => markAllRead.mutate()}
          onDelete={(id) => remove.mutate(id)}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
