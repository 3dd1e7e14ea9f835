import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import type { ListId } from "../lib/builder-tree.ts";

/** What a node's list is, for the drop logic (BuilderDnd reads it from `active.data` / `over.data`). */
export interface BuilderSortableData {
  list: ListId;
}

/** A node made sortable in its list, with the style that moves it while dragged. */
export function useBuilderSortable(id: string, list: ListId) {
  const { t } = useTranslation("admin");
  const sortable = useSortable({
    id,
    data: { list } satisfies BuilderSortableData,
    attributes: { roleDescription: t("builder.dnd.roleDescription") },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    opacity: sortable.isDragging ? 0.6 : undefined,
    position: "relative",
    zIndex: sortable.isDragging ? 2 : undefined,
    // A node being dragged over from another list shows where it would land: above this one.
    boxShadow:
      sortable.isOver && sortable.active && sortable.active.data.current?.list !== list
        ? "0 -3px 0 0 var(--mantine-color-blue-6)"
        : undefined,
  };
  return { ...sortable, style };
}

/**
 * The grip that drags a node, by pointer or keyboard (Space picks up, arrows move, Space drops, Escape
 * cancels); its label names the node, and dnd-kit links the keyboard instructions to it.
 */
export function BuilderDragHandle({
  sortable,
  label,
}: {
  sortable: ReturnType<typeof useBuilderSortable>;
  label: string;
}) {
  return (
    <ActionIcon
      ref={sortable.setActivatorNodeRef}
      {...sortable.attributes}
      {...sortable.listeners}
      variant="subtle"
      color="gray.7"
      size="lg"
      aria-label={label}
      style={{ cursor: "grab", touchAction: "none", flexShrink: 0 }}
    >
      <IconGripVertical size={18} aria-hidden />
    </ActionIcon>
  );
}
