import type { TWorkoutNode } from "@bazin/shared/domain/training/workout-steps";
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Stack, Text } from "@mantine/core";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { TreeErrors } from "../lib/builder-errors.ts";
import type { ListId } from "../lib/builder-tree.ts";
import { RepeatBlock } from "./RepeatBlock.tsx";
import { StepRow } from "./StepRow.tsx";

export interface BuilderNodeListProps {
  nodes: readonly TWorkoutNode[];
  list: ListId;
  /** Depth of the list's nodes: 1 at a section's top level. */
  depth: number;
  expanded: ReadonlySet<string>;
  errors: TreeErrors;
}

/**
 * The ids of a list's nodes, the same array while they are the same ids: editing a step gives its list a new
 * array of nodes, and a new array of ids would make dnd-kit render every row of the list again.
 */
function useStableIds(nodes: readonly TWorkoutNode[]): string[] {
  const previous = useRef<string[]>([]);
  const same =
    nodes.length === previous.current.length && nodes.every((node, i) => node.id === previous.current[i]);
  if (!same) previous.current = nodes.map((node) => node.id);
  return previous.current;
}

/**
 * One list of nodes (a section's top level or a block's children): its own sortable context, and a drop zone
 * so an empty list still takes a dragged node.
 */
export function BuilderNodeList({ nodes, list, depth, expanded, errors }: BuilderNodeListProps) {
  const { t } = useTranslation("admin");
  const ids = useStableIds(nodes);
  const droppable = useDroppable({ id: list, data: { list } });
  return (
    <SortableContext id={list} items={ids} strategy={verticalListSortingStrategy}>
      <Stack
        ref={droppable.setNodeRef}
        data-builder-list={list}
        gap={6}
        mih={nodes.length === 0 ? 44 : undefined}
        justify="center"
        style={{
          borderRadius: "var(--mantine-radius-sm)",
          outline:
            droppable.isOver && nodes.length === 0 ? "2px dashed var(--mantine-color-blue-6)" : undefined,
        }}
      >
        {nodes.map((node) =>
          node.kind === "step" ? (
            <StepRow
              key={node.id}
              step={node}
              list={list}
              expanded={expanded.has(node.id)}
              errors={errors.nodes[node.id]}
            />
          ) : (
            <RepeatBlock
              key={node.id}
              block={node}
              list={list}
              depth={depth}
              expanded={expanded}
              errors={errors}
            />
          ),
        )}
        {nodes.length === 0 && (
          <Text c="gray.7" size="sm" px="sm">
            {t("builder.emptyList")}
          </Text>
        )}
      </Stack>
    </SortableContext>
  );
}
