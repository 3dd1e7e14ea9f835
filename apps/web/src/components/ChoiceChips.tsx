import "@mantine/core/styles/Chip.layer.css";
import { Chip, Group } from "@mantine/core";

export interface ChoiceChipsProps<T extends string> {
  /** Names the group for screen readers ("Photo category"). */
  label: string;
  /** Shared by the radio inputs, so arrow keys move between them. */
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A single choice among a few, as chips that wrap on small screens: a labelled radio group underneath. */
export function ChoiceChips<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
}: ChoiceChipsProps<T>) {
  return (
    <Chip.Group value={value} onChange={(next) => onChange(next as T)}>
      <Group role="radiogroup" aria-label={label} gap="xs">
        {options.map((option) => (
          <Chip key={option.value} value={option.value} name={name} size="md">
            {option.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
