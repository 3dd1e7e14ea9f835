import type { TSessionTimesBoard } from "@bazin/shared/contracts/session-times";
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconPlayerPlayFilled } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  choiceOf,
  choiceValue,
  defaultSwimmerIds,
  type EventChoice,
  nextChoice,
} from "../lib/event-choice.ts";
import type { StartMode } from "../lib/stopwatch.ts";
import { LiveEventSelect } from "./EventSelect.tsx";

export interface SetOptions {
  swimmers: { id: string; fullName: string }[];
  choice: EventChoice;
  mode: StartMode;
  staggerSeconds: number;
}

const DEFAULT_STAGGER_SECONDS = 5;
const MAX_STAGGER_SECONDS = 300;

/** Before a set: who swims (the present and late ones by default), what event, and how they start. */
export function SetSetup({
  board,
  onStart,
}: {
  board: TSessionTimesBoard;
  onStart: (options: SetOptions) => void;
}) {
  const { t } = useTranslation("admin");
  const [selected, setSelected] = useState<string[]>(() => defaultSwimmerIds(board));
  const [eventValue, setEventValue] = useState<string | null>(() => {
    const next = nextChoice(board);
    return next ? choiceValue(next) : null;
  });
  const [mode, setMode] = useState<StartMode>("common");
  const [stagger, setStagger] = useState<number>(DEFAULT_STAGGER_SECONDS);
  const choice = choiceOf(eventValue, board);
  const sendOff = choice?.slot?.sendOffSeconds ?? null;
  const swimmers = board.swimmers.filter((s) => selected.includes(s.id));
  const ready = swimmers.length > 0 && choice !== null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="live-setup-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="live-setup-title">
          {t("liveTiming.setup.title")}
        </Title>
        {board.swimmers.length === 0 ? (
          <Text c="gray.7">{t("liveTiming.setup.noSwimmers")}</Text>
        ) : (
          <Checkbox.Group
            label={t("liveTiming.setup.swimmers")}
            description={t("liveTiming.setup.swimmersHint")}
            value={selected}
            onChange={setSelected}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
              {board.swimmers.map((swimmer) => (
                <Checkbox
                  key={swimmer.id}
                  value={swimmer.id}
                  size="md"
                  label={swimmer.fullName}
                  description={
                    swimmer.attendance ? t(`liveTiming.attendance.${swimmer.attendance}`) : undefined
                  }
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
        <LiveEventSelect
          board={board}
          value={eventValue}
          onChange={setEventValue}
          label={t("liveTiming.setup.event")}
        />
        <Stack gap={6}>
          <Text fw={500} size="sm" id="live-start-mode">
            {t("liveTiming.setup.startMode")}
          </Text>
          <SegmentedControl
            aria-labelledby="live-start-mode"
            value={mode}
            onChange={(value) => setMode(value as StartMode)}
            data={[
              { value: "common", label: t("liveTiming.setup.common") },
              { value: "staggered", label: t("liveTiming.setup.staggered") },
            ]}
            fullWidth
          />
        </Stack>
        {mode === "staggered" && (
          <Group align="flex-end" gap="sm">
            <NumberInput
              label={t("liveTiming.setup.staggerSeconds")}
              value={stagger}
              onChange={(value) => setStagger(typeof value === "number" ? value : DEFAULT_STAGGER_SECONDS)}
              min={1}
              max={MAX_STAGGER_SECONDS}
              allowDecimal={false}
              w={200}
            />
            {sendOff !== null && sendOff !== stagger && (
              <Button variant="light" onClick={() => setStagger(sendOff)}>
                {t("liveTiming.setup.useSendOff", { seconds: sendOff })}
              </Button>
            )}
          </Group>
        )}
        <Button
          size="xl"
          h={72}
          fullWidth
          leftSection={<IconPlayerPlayFilled size={28} aria-hidden />}
          disabled={!ready}
          onClick={() =>
            choice &&
            onStart({
              swimmers: swimmers.map((s) => ({ id: s.id, fullName: s.fullName })),
              choice,
              mode,
              staggerSeconds: stagger,
            })
          }
        >
          {t("liveTiming.setup.start", { count: swimmers.length })}
        </Button>
      </Stack>
    </Paper>
  );
}
