import { TextInput, type TextInputProps } from "@mantine/core";
import { useState } from "react";
import { formatMinSec, parseMinSec } from "../lib/builder-format.ts";

type BuilderSecondsInputProps = Omit<TextInputProps, "value" | "onChange" | "defaultValue"> & {
  /** Seconds; NaN while the typed text is not a time (the schema then reports the field), null when empty. */
  value: number | null;
  onChange: (seconds: number | null) => void;
  /** Whether an empty field means "none" (send-off) or is kept as NaN to be reported (pace). */
  allowEmpty?: boolean;
};

/**
 * A time typed as m:ss (a pace per 100 m, a send-off). The text is the coach's until it reads as a time, so
 * "1:" on the way to "1:40" is not rewritten; the tree gets NaN meanwhile, which the schema refuses.
 */
export function BuilderSecondsInput({
  value,
  onChange,
  allowEmpty = false,
  ...props
}: BuilderSecondsInputProps) {
  const [text, setText] = useState(() => formatMinSec(value));
  // A value changed from outside (another row's paste, a reload) replaces the text; the coach's own typing,
  // which parses to the value already held, does not.
  const [shown, setShown] = useState(value);
  if (!Object.is(shown, value)) {
    setShown(value);
    const parsed = parseMinSec(text);
    if (!(parsed === value || (Number.isNaN(value) && parsed === null && text.trim() !== "")))
      setText(formatMinSec(value));
  }
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const seconds = parseMinSec(next);
        const result = next.trim() === "" && allowEmpty ? null : (seconds ?? Number.NaN);
        setShown(result);
        onChange(result);
      }}
    />
  );
}
