import { parseSwimTime } from "@bazin/shared/domain/training/swim-time";
import { TextInput } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

export interface SwimTimeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Under the field: where a prefilled time came from. */
  description?: ReactNode;
}

/**
 * A test time typed as `MM:SS.CC`. A time that does not parse is pointed out once the field is left, not while
 * it is still being typed.
 */
export function SwimTimeField({ label, value, onChange, description }: SwimTimeFieldProps) {
  const { t } = useTranslation("admin");
  const [left, setLeft] = useState(false);
  const invalid = value.trim() !== "" && parseSwimTime(value) === null;
  return (
    <TextInput
      label={label}
      description={description}
      placeholder={t("css.test.placeholder")}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => setLeft(true)}
      inputMode="decimal"
      autoComplete="off"
      error={left && invalid ? t("css.test.invalidTime") : undefined}
    />
  );
}
