import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * One labelled value in a list's card on a phone ("Adresa IP: 10.0.0.1"): a card has no column headers, so the
 * value says what it is. Long values (addresses, names) wrap anywhere rather than widen the card.
 */
export function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
      <Text span inherit c="dimmed">
        {label}:
      </Text>{" "}
      {children}
    </Text>
  );
}
