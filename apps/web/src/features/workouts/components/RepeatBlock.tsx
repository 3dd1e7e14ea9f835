import type { TRepeatBlock } from "@bazin/shared/domain/training/workout-steps";
import { STEP_LIMITS } from "@bazin/shared/domain/training/workout-steps";
import { Box, Button, Group, NumberInput, Paper, Text } from "@mantine/core";
import { IconPlus, IconRepeat } from "@tabler/icons-react";
import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { useBuilder } from "../lib/builder-context.ts";
import type { TreeErrors } from "../lib/builder-errors.ts";
import { newRepeat, newStep } from "../lib/builder-nodes.ts";
import { useNodeSummary } from "../lib/builder-summary.ts";
import { blockList, findNode, fitsAt, type ListId } from "../lib/builder-tree.ts";
import { BuilderDragHandle, useBuilderSortable } from "./BuilderDragHandle.tsx";
import { BuilderNodeList } from "./BuilderNodeList.tsx";
import { BuilderNodeMenu } from "./BuilderNodeMenu.tsx";
import { BuilderSecondsInput } from "./BuilderSecondsInput.tsx";

export interface RepeatBlockProps {
  block: TRepeatBlock;
  list: ListId;
  /** The block's own depth (1 at a section's top level). */
  depth: number;
  expanded: ReadonlySet<string>;
  errors: TreeErrors;
}

/** The block's frame follows the drag; its body (inputs and children) is memoized, as in StepRow. */
function RepeatBlockView({ block, list, depth, expanded, errors }: RepeatBlockProps) {
  const { t } = useTranslation("admin");
  const summaries = useNodeSummary();
  const summary = useMemo(() => summaries.node(block), [summaries, block]);
  const sortable = useBuilderSortable(block.id, list);
  const own = errors.nodes[block.id];
  return (
    <Paper
      ref={sortable.setNodeRef}
      style={sortable.style}
      withBorder
      radius="sm"
      p="xs"
      bg="gray.0"
      role="group"
      aria-label={t("builder.repeat.label", { what: summary })}
      data-builder-node={block.id}
      bd={own ? "1px solid var(--mantine-color-red-7)" : undefined}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <BuilderDragHandle sortable={sortable} label={t("builder.dragLabel", { what: summary })} />
        <RepeatBlockBody block={block} depth={depth} expanded={expanded} errors={errors} summary={summary} />
      </Group>
    </Paper>
  );
}

interface RepeatBlockBodyProps extends Omit<RepeatBlockProps, "list"> {
  summary: string;
}

function RepeatBlockBodyView({ block, depth, expanded, errors, summary }: RepeatBlockBodyProps) {
  const { t } = useTranslation("admin");
  const message = useValidationMessage();
  const { dispatch, getSteps } = useBuilder();
  const own = errors.nodes[block.id];
  const children = blockList(block.id);
  // A block inside holds at least one step: it needs two levels below this one.
  const canNest = fitsAt(depth + 1, 2);
  const section = () => findNode(getSteps(), block.id)?.section ?? "main";

  return (
    <Box style={{ flex: 1, minWidth: 0 }}>
      <Group gap="xs" wrap="wrap" align="flex-end" mb="xs">
        <Group gap={4} align="center" style={{ alignSelf: "center" }}>
          <IconRepeat size={18} aria-hidden />
          <Text fw={600} size="sm">
            {t("builder.repeat.title")}
          </Text>
        </Group>
        <NumberInput
          label={t("builder.repeat.count")}
          value={Number.isFinite(block.count) ? block.count : ""}
          min={1}
          max={STEP_LIMITS.maxRepeatCount}
          allowDecimal={false}
          allowNegative={false}
          inputMode="numeric"
          size="xs"
          w={96}
          onChange={(value) =>
            dispatch({
              type: "updateRepeat",
              id: block.id,
              patch: { count: typeof value === "number" ? value : Number.NaN },
            })
          }
          error={message(own?.count)}
        />
        <BuilderSecondsInput
          label={t("builder.repeat.sendOff")}
          placeholder={t("builder.repeat.sendOffPlaceholder")}
          allowEmpty
          size="xs"
          w={130}
          value={block.sendOffSeconds}
          onChange={(seconds) =>
            dispatch({ type: "updateRepeat", id: block.id, patch: { sendOffSeconds: seconds } })
          }
          error={message(own?.sendOffSeconds)}
        />
        <Box ml="auto" style={{ alignSelf: "center" }}>
          <BuilderNodeMenu id={block.id} label={t("builder.menu.label", { what: summary })} />
        </Box>
      </Group>
      <Box pl={{ base: 6, sm: "sm" }} style={{ borderLeft: "3px solid var(--mantine-color-blue-3)" }}>
        <BuilderNodeList
          nodes={block.children}
          list={children}
          depth={depth + 1}
          expanded={expanded}
          errors={errors}
        />
      </Box>
      {(own?.children || own?.[""]) && (
        <Text c="red.9" size="xs" mt={4}>
          {message(own.children ?? own[""])}
        </Text>
      )}
      <Group gap="xs" mt="xs">
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => dispatch({ type: "add", list: children, node: newStep(section()) })}
        >
          {t("builder.repeat.addStep")}
        </Button>
        {canNest && (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconRepeat size={14} aria-hidden />}
            onClick={() => dispatch({ type: "add", list: children, node: newRepeat(section()) })}
          >
            {t("builder.repeat.addRepeat")}
          </Button>
        )}
      </Group>
    </Box>
  );
}

/**
 * A repeat block: count, optional send-off (m:ss), and its children, which are a list of their own (steps or
 * blocks, depth ≤ 3). Memoized like the step rows.
 */
export const RepeatBlock = memo(RepeatBlockView);
const RepeatBlockBody = memo(RepeatBlockBodyView);
