import type { TWorkoutStep } from "@bazin/shared/domain/training/workout-steps";
import { Box, Group, Paper, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { useBuilder } from "../lib/builder-context.ts";
import type { NodeErrors } from "../lib/builder-errors.ts";
import { useNodeSummary } from "../lib/builder-summary.ts";
import type { ListId } from "../lib/builder-tree.ts";
import { BuilderDragHandle, useBuilderSortable } from "./BuilderDragHandle.tsx";
import { BuilderNodeMenu } from "./BuilderNodeMenu.tsx";
import { StepEditor } from "./StepEditor.tsx";

export interface StepRowProps {
  step: TWorkoutStep;
  list: ListId;
  expanded: boolean;
  errors: NodeErrors | undefined;
}

/**
 * The row's frame: only this part follows the drag (dnd-kit renders every sortable again when a drag starts,
 * moves or ends), while the body below is memoized and stays as it is.
 */
function StepRowView({ step, list, expanded, errors }: StepRowProps) {
  const { t } = useTranslation("admin");
  const summaries = useNodeSummary();
  const summary = useMemo(() => summaries.step(step), [summaries, step]);
  const sortable = useBuilderSortable(step.id, list);
  const hasErrors = !!errors && Object.keys(errors).length > 0;
  return (
    <Paper
      ref={sortable.setNodeRef}
      style={sortable.style}
      withBorder
      radius="sm"
      p={4}
      data-builder-node={step.id}
      bd={hasErrors ? "1px solid var(--mantine-color-red-7)" : undefined}
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        <BuilderDragHandle sortable={sortable} label={t("builder.dragLabel", { what: summary })} />
        <StepRowBody step={step} expanded={expanded} errors={errors} summary={summary} />
      </Group>
    </Paper>
  );
}

interface StepRowBodyProps {
  step: TWorkoutStep;
  expanded: boolean;
  errors: NodeErrors | undefined;
  summary: string;
}

function StepRowBodyView({ step, expanded, errors, summary }: StepRowBodyProps) {
  const { t } = useTranslation("admin");
  const message = useValidationMessage();
  const { dispatch } = useBuilder();
  const editorId = `step-editor-${step.id}`;
  const hasErrors = !!errors && Object.keys(errors).length > 0;
  return (
    <Box style={{ flex: 1, minWidth: 0 }}>
      <Group gap={4} wrap="nowrap" align="center">
        <UnstyledButton
          onClick={() => dispatch({ type: "toggle", id: step.id })}
          aria-expanded={expanded}
          aria-controls={expanded ? editorId : undefined}
          style={{ flex: 1, minWidth: 0 }}
          py={4}
        >
          <Group gap={6} wrap="nowrap" align="flex-start">
            {expanded ? (
              <IconChevronDown size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            ) : (
              <IconChevronRight size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            )}
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {summary}
            </Text>
          </Group>
        </UnstyledButton>
        <BuilderNodeMenu id={step.id} label={t("builder.menu.label", { what: summary })} />
      </Group>
      {hasErrors && !expanded && (
        <Text c="red.9" size="xs" px="sm" pb={4}>
          {t("builder.rowHasErrors")}
        </Text>
      )}
      {errors?.[""] && (
        <Text c="red.9" size="xs" px="sm" pb={4}>
          {message(errors[""])}
        </Text>
      )}
      {expanded && (
        <div style={{ padding: "0 var(--mantine-spacing-xs) var(--mantine-spacing-xs) 0" }}>
          <StepEditor step={step} errors={errors} id={editorId} />
        </div>
      )}
    </Box>
  );
}

const sameErrors = (a: NodeErrors | undefined, b: NodeErrors | undefined) => {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * One step as a compact line (distance, stroke, drill, intensity, rest, equipment) that opens into its editor.
 * Memoized: it renders again only when its own step, place, openness or errors change.
 */
const StepRowBody = memo(
  StepRowBodyView,
  (a, b) =>
    a.step === b.step &&
    a.summary === b.summary &&
    a.expanded === b.expanded &&
    sameErrors(a.errors, b.errors),
);

export const StepRow = memo(
  StepRowView,
  (a, b) =>
    a.step === b.step && a.list === b.list && a.expanded === b.expanded && sameErrors(a.errors, b.errors),
);
