import { Input, SegmentedControl } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/** 25 or 50 m as a labelled pair of radio buttons (arrow keys move between them). */
export function PoolControl({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number;
  onChange: (poolLength: 25 | 50) => void;
  error?: string;
}) {
  const { t } = useTranslation("common");
  const labelId = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" id={labelId} error={error}>
      <SegmentedControl
        aria-labelledby={`${labelId}-label`}
        aria-describedby={error ? `${labelId}-error` : undefined}
        fullWidth
        data={[
          { value: "25", label: t("training.poolShort.25") },
          { value: "50", label: t("training.poolShort.50") },
        ]}
        value={String(value)}
        onChange={(next) => onChange(next === "50" ? 50 : 25)}
      />
    </Input.Wrapper>
  );
}
