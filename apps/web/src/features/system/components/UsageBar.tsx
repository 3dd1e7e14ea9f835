import { Group, Progress, Stack, Text } from "@mantine/core";
import { usageColor } from "../lib/format.ts";

/** A labelled bar for a share (a core's load, a filesystem's use); the bar is named for screen readers. */
export function UsageBar(props: { label: string; percent: number | null; text: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {props.label}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
          {props.text}
        </Text>
      </Group>
      <Progress
        value={Math.min(100, Math.max(0, props.percent ?? 0))}
        color={usageColor(props.percent)}
        size="md"
        aria-label={props.label}
      />
    </Stack>
  );
}
