import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";

export interface LeaveGuardTexts {
  title: string;
  /** What would be lost, in the form's own words. */
  text: string;
  stay: string;
  leave: string;
}

/**
 * Asks before leaving a form with unsaved changes: inside the app (a link, Back) with a dialog, and when the
 * tab is closed or reloaded with the browser's own question. `when` is read at the moment of leaving, so typing
 * does not re-render the guard. Each form gives its own words.
 */
export function LeaveGuard({ when, texts }: { when: () => boolean; texts: LeaveGuardTexts }) {
  const { t } = useTranslation("common");
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
      title={texts.title}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <Stack>
        <Text>{texts.text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {texts.stay}
          </Button>
          <Button color="red.8" onClick={() => blocker.proceed?.()}>
            {texts.leave}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
