import { Button, Group, Modal, Stack } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PlanDateInput } from "./PlanDateInput.tsx";

/** Moves a placed workout to another day of the plan: the keyboard's and the phone's way to drag it. */
export function MoveDayModal({
  workoutName,
  day,
  startDate,
  endDate,
  onMove,
  onClose,
}: {
  /** The workout being moved; null when closed. */
  workoutName: string | null;
  day: string;
  startDate: string;
  endDate: string;
  onMove: (day: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(["admin", "common"]);
  const [target, setTarget] = useState(day);
  useEffect(() => setTarget(day), [day]);
  return (
    <Modal
      opened={workoutName !== null}
      onClose={onClose}
      title={t("admin:plans.move.title", { name: workoutName ?? "" })}
      closeButtonProps={{ "aria-label": t("common:actions.close") }}
    >
      <Stack>
        <PlanDateInput
          label={t("admin:plans.move.day")}
          value={target}
          onChange={setTarget}
          minDate={startDate}
          maxDate={endDate}
          popoverProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("admin:plans.move.cancel")}
          </Button>
          <Button disabled={!target || target === day} onClick={() => onMove(target)}>
            {t("admin:plans.move.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
