import type { HrZone } from "@bazin/shared/domain/training/heart-rate";
import { Alert, Group, Stack, Switch, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { previewZones } from "../lib/hr.ts";
import { BpmField } from "./BpmField.tsx";
import type { SwimmerProfileValues } from "./form-values.ts";
import { ZonesPreview } from "./ZonesPreview.tsx";
import { ZonesView } from "./ZonesView.tsx";

const complete = (zones: SwimmerProfileValues["zones"]): zones is HrZone[] =>
  !!zones && zones.every((z) => typeof z.minBpm === "number" && typeof z.maxBpm === "number");

/**
 * "Use my own zones": off, the zones are computed from the heart rate (and `zones: null` is sent); on, five
 * min/max pairs appear, filled with the zones in force, for the coach to change.
 */
export function ZoneOverrideFields({ current }: { current: readonly HrZone[] }) {
  const { t } = useTranslation(["admin", "common"]);
  const { control, setValue, getValues, getFieldState, formState } = useFormContext<SwimmerProfileValues>();
  const zones = useWatch({ control, name: "zones" });
  const message = useValidationMessage();
  const own = !!zones;
  const hintId = useId();
  const zonesError = getFieldState("zones", formState).error;

  const toggle = (on: boolean) => {
    const computed = previewZones(getValues("maxHr"), getValues("restingHr"));
    const start = computed ?? current;
    setValue("zones", on ? start.map((z) => ({ ...z })) : null, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t("advancedSwimmers.zones.title")}
      </Title>
      <Switch
        checked={own}
        onChange={(event) => toggle(event.currentTarget.checked)}
        label={t("advancedSwimmers.zones.ownZones")}
        aria-describedby={hintId}
      />
      <Text size="sm" c="dimmed" id={hintId} mt={-6}>
        {t("advancedSwimmers.zones.ownZonesHint")}
      </Text>
      {!own ? (
        <ZonesPreview headingOrder={null} />
      ) : (
        <Stack gap="xs">
          {zones.map((zone, i) => (
            <Group key={zone.zone} gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={600} w={64} mt={8} style={{ flexShrink: 0 }}>
                {t("common:training.hrZone", { zone: zone.zone })}
              </Text>
              <BpmField
                name={`zones.${i}.minBpm`}
                aria-label={t("advancedSwimmers.zones.zoneMin", { zone: zone.zone })}
                placeholder={t("advancedSwimmers.zones.min")}
                style={{ flex: 1 }}
              />
              <Text mt={8} aria-hidden>
                –
              </Text>
              <BpmField
                name={`zones.${i}.maxBpm`}
                aria-label={t("advancedSwimmers.zones.zoneMax", { zone: zone.zone })}
                placeholder={t("advancedSwimmers.zones.max")}
                style={{ flex: 1 }}
              />
            </Group>
          ))}
          {zonesError?.message && (
            <Alert color="red" role="alert" py="xs">
              {message(zonesError.message)}
            </Alert>
          )}
          {complete(zones) && <ZonesView zones={zones} computed={false} />}
        </Stack>
      )}
    </Stack>
  );
}
