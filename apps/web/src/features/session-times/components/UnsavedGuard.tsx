import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useBeforeUnload, useBlocker } from "react-router";

/**
 * Typed times not saved yet are not lost by a stray tap on a link: leaving the recorder asks first (and closing
 * the tab gets the browser's own question).
 */
export function UnsavedGuard({ count }: { count: number }) {
  const { t } = useTranslation(["admin", "common"]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => count > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnload((event) => {
    if (count > 0) event.preventDefault();
  });
  return (
    <Modal
      opened={blocker.state === "blocked"}
      onClose={() => blocker.reset?.()}
      title={t("admin:sessionTimes.unsaved.title")}
      closeButtonProps={{ "aria-label": t("common:actions.close") }}
    >
      <Stack>
        <Text>{t("admin:sessionTimes.unsaved.text", { count })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t("admin:sessionTimes.unsaved.stay")}
          </Button>
          <Button color="red.8" onClick={() => blocker.proceed?.()}>
            {t("admin:sessionTimes.unsaved.leave")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
