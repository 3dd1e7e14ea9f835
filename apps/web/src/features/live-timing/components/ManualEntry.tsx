import type { TSessionTimesBoard } from "@bazin/shared/contracts/session-times";
import { parseSwimTime } from "@bazin/shared/domain/training/swim-time";
import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconKeyboard } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { choiceOf, choiceValue, type EventChoice, nextChoice } from "../lib/event-choice.ts";
import { LiveEventSelect } from "./EventSelect.tsx";

interface ManualEntryProps {
  board: TSessionTimesBoard;
  onAdd: (entry: { studentId: string; choice: EventChoice; hundredths: number }) => Promise<void>;
}

/** A time typed by hand when a tap was missed: `mm:ss` is enough here (SPEC §5), hundredths optional. */
export function ManualEntry({ board, onAdd }: ManualEntryProps) {
  const { t } = useTranslation("admin");
  const [studentId, setStudentId] = useState<string | null>(null);
  const [eventValue, setEventValue] = useState<string | null>(() => {
    const next = nextChoice(board);
    return next ? choiceValue(next) : null;
  });
  const [text, setText] = useState("");
  const [error, setError] = useState<{ swimmer?: string; time?: string }>({});
  const [added, setAdded] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const hundredths = parseSwimTime(text, { allowWholeSeconds: true });
    const choice = choiceOf(eventValue, board);
    const problems = {
      swimmer: studentId ? undefined : t("liveTiming.manual.swimmerRequired"),
      time: hundredths === null ? t("liveTiming.manual.timeFormat") : undefined,
    };
    setError(problems);
    if (!studentId || hundredths === null || !choice) return;
    await onAdd({ studentId, choice, hundredths });
    setAdded(
      t("liveTiming.manual.added", { name: board.swimmers.find((s) => s.id === studentId)?.fullName ?? "" }),
    );
    setText("");
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="live-manual-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Group gap="xs">
            <IconKeyboard size={22} aria-hidden />
            <Title order={2} size="h4" id="live-manual-title">
              {t("liveTiming.manual.title")}
            </Title>
          </Group>
          <Select
            label={t("liveTiming.manual.swimmer")}
            data={board.swimmers.map((s) => ({ value: s.id, label: s.fullName }))}
            value={studentId}
            onChange={setStudentId}
            error={error.swimmer}
            searchable
          />
          <LiveEventSelect
            board={board}
            value={eventValue}
            onChange={setEventValue}
            label={t("liveTiming.manual.event")}
          />
          <TextInput
            label={t("liveTiming.manual.time")}
            description={t("liveTiming.manual.timeHint")}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={error.time}
            inputMode="decimal"
            autoComplete="off"
          />
          <Button type="submit" size="md">
            {t("liveTiming.manual.add")}
          </Button>
          <Text size="sm" c="teal.9" role="status" aria-live="polite">
            {added ?? ""}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
