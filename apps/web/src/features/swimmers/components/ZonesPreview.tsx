import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { previewZones } from "../lib/hr.ts";
import type { SwimmerProfileValues } from "./form-values.ts";
import { ZonesView } from "./ZonesView.tsx";

/** The five computed zones of the heart rate being typed, updated as the fields change (TRAINING.md §3). */
export function ZonesPreview({
  headingOrder = 2,
}: {
  /** null: the surrounding section has the heading. */ headingOrder?: 2 | 3 | null;
}) {
  const { t } = useTranslation("admin");
  const { control } = useFormContext<SwimmerProfileValues>();
  const [maxHr, restingHr] = useWatch({ control, name: ["maxHr", "restingHr"] });
  const zones = previewZones(maxHr, restingHr);
  return (
    <Stack gap="xs">
      {headingOrder && (
        <Group gap="xs">
          <Title order={headingOrder} size="h4">
            {t("advancedSwimmers.zones.title")}
          </Title>
          <Badge variant="light" color="gray">
            {t("advancedSwimmers.zones.computed")}
          </Badge>
        </Group>
      )}
      <Text size="sm" c="dimmed">
        {t("advancedSwimmers.zones.explain")}
      </Text>
      {zones ? (
        <ZonesView zones={zones} computed />
      ) : (
        <Text size="sm">{t("advancedSwimmers.zones.waiting")}</Text>
      )}
    </Stack>
  );
}
