import { eventsOfPool, type PoolLength, type SwimEvent } from "@bazin/shared/domain/training/events";
import { Button, Group, Select } from "@mantine/core";
import { IconColumnInsertRight } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTrainingWords } from "../../times/lib/format.ts";

/** Free events: the coach picks an event swum in the session's pool and gets one more column of it. */
export function AddEventControl({
  poolLength,
  onAdd,
}: {
  poolLength: number;
  onAdd: (event: SwimEvent) => void;
}) {
  const { t } = useTranslation("admin");
  const words = useTrainingWords();
  const [event, setEvent] = useState<SwimEvent | null>(null);
  const events = eventsOfPool(poolLength === 50 ? 50 : (25 as PoolLength));
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={t("sessionTimes.free.event")}
        data={events.map((e) => ({ value: e, label: words.event(e) }))}
        value={event}
        onChange={(value) => setEvent(value as SwimEvent | null)}
        searchable
        w={220}
      />
      <Button
        variant="light"
        leftSection={<IconColumnInsertRight size={18} aria-hidden />}
        disabled={!event}
        onClick={() => event && onAdd(event)}
      >
        {t("sessionTimes.free.add")}
      </Button>
    </Group>
  );
}
