import type { TWorkoutNode, TWorkoutSteps } from "@bazin/shared/domain/training/workout-steps";
import {
  type ClientRect,
  type CollisionDetection,
  closestCenter,
  pointerWithin,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { checkMove, findList, findNode, isListId, type ListId, type MoveProblem } from "./builder-tree.ts";

/*
 * Where a dragged node lands. dnd-kit says what it is over (a node, or a list's drop zone); this turns that into
 * a list and a final index, with the same rules as the menu's moves (checkMove).
 */

export type DropPlan = { list: ListId; index: number } | { problem: MoveProblem };

/** Ids of a node and everything inside it (a block is never dropped into itself). */
export function subtreeIds(node: TWorkoutNode): string[] {
  if (node.kind === "step") return [node.id];
  return [node.id, `block:${node.id}`, ...node.children.flatMap(subtreeIds)];
}

/**
 * The list and final index for dropping `activeId` over `overId`; `below` when the dragged node's middle is
 * below the middle of the one it is over (then it goes after it). Null when nothing would move.
 */
export function planDrop(
  steps: TWorkoutSteps,
  activeId: string,
  overId: string | null,
  below: boolean,
): DropPlan | null {
  if (!overId || overId === activeId) return null;
  const active = findNode(steps, activeId);
  if (!active) return null;
  let list: ListId;
  let index: number;
  if (isListId(overId)) {
    list = overId;
    index = findList(steps, list)?.nodes.length ?? 0;
  } else {
    const over = findNode(steps, overId);
    if (!over) return null;
    list = over.list;
    // In its own list the node takes the place of the one it is over (arrayMove); elsewhere it goes before or
    // after that one.
    index = over.list === active.list ? over.index : over.index + (below ? 1 : 0);
  }
  const problem = checkMove(steps, activeId, list);
  if (problem) return { problem };
  if (list === active.list && index >= (findList(steps, list)?.nodes.length ?? 0)) index -= 1;
  if (list === active.list && index === active.index) return null;
  return { list, index };
}

/** Whether the dragged rect's middle is below the middle of the rect it is over. */
export function isBelow(
  dragged: ClientRect | null | undefined,
  over: ClientRect | null | undefined,
): boolean {
  if (!dragged || !over) return false;
  return dragged.top + dragged.height / 2 > over.top + over.height / 2;
}

/**
 * Collisions for nested lists: the dragged node's own inside is never a target; under the pointer, the most
 * precise drop zone wins (a step inside a block rather than the block, a block's empty list rather than its
 * section); without a pointer (keyboard) or outside every zone, the closest centre.
 */
export function builderCollision(getSteps: () => TWorkoutSteps): CollisionDetection {
  return (args) => {
    const active = findNode(getSteps(), String(args.active.id));
    const excluded = new Set<UniqueIdentifier>(active ? subtreeIds(active.node).slice(1) : []);
    const droppableContainers = args.droppableContainers.filter((container) => !excluded.has(container.id));
    const scoped = { ...args, droppableContainers };
    if (!args.pointerCoordinates) {
      // Keyboard: the sortable coordinates line the dragged node up with the bottom of a taller sibling (a
      // block) when moving down past it. Landing anywhere on a sibling of its own list means "take its place",
      // so arrows reorder a list; the menu's "into the block above" puts a node inside a block.
      const container = args.active.data.current?.sortable?.containerId;
      const middle = args.collisionRect.top + args.collisionRect.height / 2;
      const sibling = droppableContainers.find((droppable) => {
        const rect = args.droppableRects.get(droppable.id);
        return (
          droppable.id !== args.active.id &&
          droppable.data.current?.sortable?.containerId === container &&
          !!rect &&
          rect.top <= middle &&
          middle <= rect.top + rect.height
        );
      });
      if (sibling) return [{ id: sibling.id, data: { droppableContainer: sibling, value: 0 } }];
    }
    const within = pointerWithin(scoped);
    if (within.length > 0) {
      const area = (id: UniqueIdentifier) => {
        const rect = args.droppableRects.get(id);
        return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
      };
      return [...within].sort((a, b) => area(a.id) - area(b.id));
    }
    return closestCenter(scoped);
  };
}
