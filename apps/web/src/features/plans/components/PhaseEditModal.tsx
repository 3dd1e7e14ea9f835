import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import type { PhaseValue } from "../lib/calendar.ts";
import { PhaseFields } from "./PhaseFields.tsx";

/** Edits one phase (type, weeks, notes) or removes it: what a band's click or Enter opens. */
export function PhaseEditModal({
  phase,
  weekCount,
  onApply,
  onRemove,
  onClose,
}: {
  phase: PhaseValue | null;
  weekCount: number;
  onApply: (next: PhaseValue) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(["admin", "common"]);
  const words = useHubWords();
  const [draft, setDraft] = useState<PhaseValue | null>(phase);
  useEffect(() => setDraft(phase), [phase]);
  return (
    <Modal
      opened={phase !== null}
      onClose={onClose}
      title={phase ? t("admin:plans.phases.editTitle", { phase: words.phase(phase.phase) }) : ""}
      closeButtonProps={{ "aria-label": t("common:actions.close") }}
    >
      {draft && (
        <Stack>
          <PhaseFields
            value={draft}
            weekCount={weekCount}
            onChange={(next) => setDraft({ ...draft, ...next })}
          />
          <TextInput
            label={t("admin:plans.phases.notes")}
            value={draft.notes}
            maxLength={500}
            onChange={(event) => setDraft({ ...draft, notes: event.currentTarget.value })}
          />
          <Group justify="space-between">
            <Button
              variant="subtle"
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onRemove}
            >
              {t("admin:plans.phases.remove")}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t("admin:plans.phases.cancel")}
              </Button>
              <Button onClick={() => onApply(draft)}>{t("admin:plans.phases.apply")}</Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
