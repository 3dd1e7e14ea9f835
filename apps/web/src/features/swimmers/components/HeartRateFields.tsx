import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { BpmField } from "./BpmField.tsx";

/** Hints under the inputs, so the three inputs line up whatever the length of their hints. */
const BELOW: ("label" | "input" | "description" | "error")[] = ["label", "input", "error", "description"];

export interface HeartRateFieldsProps {
  /** The max's hint: the student's age and its 220 − age default, or null before a student is picked. */
  maxDefault: { age: number; value: number } | null;
  /** The threshold's default for the max in the form (87 %), or null while the max is not valid. */
  thresholdDefault: number | null;
  /** Create: "default …" hints; edit: the same numbers as a usual estimate. */
  mode: "create" | "edit";
  onMaxChange?: (value: number | undefined) => void;
  onThresholdChange?: (value: number | undefined) => void;
  /** 2 on the create page, 3 inside the edit dialog (whose title is the h2). */
  headingOrder?: 2 | 3;
}

/** Max, resting and threshold heart rate, each with its default and bounds said under it (SPEC §5). */
export function HeartRateFields({
  maxDefault,
  thresholdDefault,
  mode,
  onMaxChange,
  onThresholdChange,
  headingOrder = 2,
}: HeartRateFieldsProps) {
  const { t } = useTranslation("admin");
  const maxHint = !maxDefault
    ? t("advancedSwimmers.hr.maxHintNoStudent")
    : mode === "create"
      ? t("advancedSwimmers.hr.maxHint", maxDefault)
      : t("advancedSwimmers.hr.maxHintEdit", maxDefault);
  return (
    <Stack gap="sm">
      <div>
        <Title order={headingOrder} size="h4">
          {t("advancedSwimmers.hr.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("advancedSwimmers.hr.intro")}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <BpmField
          name="maxHr"
          label={t("advancedSwimmers.fields.maxHr")}
          description={maxHint}
          required
          withUnit
          inputWrapperOrder={BELOW}
          onNumberChange={onMaxChange}
        />
        <BpmField
          name="restingHr"
          label={t("advancedSwimmers.fields.restingHr")}
          description={t("advancedSwimmers.hr.restingHint")}
          required
          withUnit
          inputWrapperOrder={BELOW}
        />
        <BpmField
          name="thresholdHr"
          label={t("advancedSwimmers.fields.thresholdHr")}
          description={
            thresholdDefault === null
              ? t("advancedSwimmers.hr.thresholdHintNoMax")
              : t("advancedSwimmers.hr.thresholdHint", { value: thresholdDefault })
          }
          required
          withUnit
          inputWrapperOrder={BELOW}
          onNumberChange={onThresholdChange}
        />
      </SimpleGrid>
    </Stack>
  );
}
