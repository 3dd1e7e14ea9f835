import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";

/**
 * The edit and delete icon buttons at the end of a managed item (a group, an announcement, a slot, an
 * instructor). Each button's label names the item, for screen readers and, as a tooltip, for the mouse.
 * `before` goes first in the same row (a publish switch, a link to the group's chat).
 */
export function EditDeleteActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  before,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  before?: ReactNode;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      {before}
      <Tooltip label={editLabel}>
        <ActionIcon variant="subtle" size="lg" onClick={onEdit} aria-label={editLabel}>
          <IconPencil size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteLabel}>
        <ActionIcon variant="subtle" color="red.8" size="lg" onClick={onDelete} aria-label={deleteLabel}>
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
