import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";

/**
 * Asks before leaving the plan form with unsaved changes: inside the app (a link, Back) with a dialog, and
 * when the tab is closed or reloaded with the browser's own question. `when` is read at the moment of leaving.
 */
export function LeaveGuard({ when }: { when: () => boolean }) {
  const { t } = useTranslation(["admin", "common"]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && when(),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (when()) event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [when]);

  return (
    <Modal
      opened={blocker.state === "blocked"}
      onClose={() => blocker.reset?.()}
      title={t("admin:plans.leave.title")}
      closeButtonProps={{ "aria-label": t("common:actions.close") }}
    >
      <Stack>
        <Text>{t("admin:plans.leave.text")}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t("admin:plans.leave.stay")}
          </Button>
          <Button color="red.8" onClick={() => blocker.proceed?.()}>
            {t("admin:plans.leave.leave")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
