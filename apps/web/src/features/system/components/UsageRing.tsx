import { Card, Group, RingProgress, Stack, Text, VisuallyHidden } from "@mantine/core";
import { type SystemFormat, usageColor } from "../lib/format.ts";

/** A resource's use as a ring (percent inside) with its figures beside it. */
export function UsageRing(props: {
  label: string;
  percent: number | null;
  detail?: string;
  format: SystemFormat;
}) {
  const value = props.percent ?? 0;
  return (
    <Card withBorder>
      <Group wrap="nowrap" gap="md">
        <RingProgress
          size={96}
          thickness={10}
          roundCaps
          sections={[{ value: Math.min(100, value), color: usageColor(props.percent) }]}
          label={
            <Text ta="center" fw={700} size="sm">
              {props.format.percent(props.percent)}
            </Text>
          }
          aria-hidden
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>
            {props.label}
            {/* The ring is a picture; its figure is said here. */}
            <VisuallyHidden>: {props.format.percent(props.percent)}</VisuallyHidden>
          </Text>
          {props.detail && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {props.detail}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** The share of a whole, in percent; null when the whole is unknown. */
export function share(part: number, whole: number): number | null {
  return whole > 0 ? (part / whole) * 100 : null;
}
