import {
  STEP_LIMITS,
  type TRepeatBlock,
  type TWorkoutNode,
  type TWorkoutStep,
  type TWorkoutSteps,
} from "@bazin/shared/domain/training/workout-steps";
import { WORKOUT_SECTIONS, type WorkoutSection } from "@bazin/shared/domain/training/workout-taxonomy";

/*
 * Pure operations on a workout's step tree for the builder. Every change copies only the lists on the path to
 * the changed node, so untouched nodes keep their identity and their memoized rows do not render again.
 */

/** A list of nodes: a section's top level, or the children of a repeat block (by the block's id). */
export type ListId = `section:${WorkoutSection}` | `block:${string}`;

export const sectionList = (section: WorkoutSection): ListId => `section:${section}`;
export const blockList = (blockId: string): ListId => `block:${blockId}`;

/** Whether a dnd-kit id names a list (its drop zone) rather than a node. */
export const isListId = (id: string): id is ListId => id.startsWith("section:") || id.startsWith("block:");

/** Where a node sits in the tree. `depth` is 1 for a section's top level (STEP_LIMITS.maxDepth counts so). */
export interface NodePlace {
  node: TWorkoutNode;
  list: ListId;
  index: number;
  depth: number;
  section: WorkoutSection;
  /** The repeat block holding the node, or null at a section's top level. */
  parent: TRepeatBlock | null;
}

/** Finds a node by id, with its list, index, depth and section; null when no node has that id. */
export function findNode(steps: TWorkoutSteps, id: string): NodePlace | null {
  const visit = (
    nodes: readonly TWorkoutNode[],
    list: ListId,
    depth: number,
    section: WorkoutSection,
    parent: TRepeatBlock | null,
  ): NodePlace | null => {
    for (const [index, node] of nodes.entries()) {
      if (node.id === id) return { node, list, index, depth, section, parent };
      if (node.kind === "repeat") {
        const found = visit(node.children, blockList(node.id), depth + 1, section, node);
        if (found) return found;
      }
    }
    return null;
  };
  for (const section of WORKOUT_SECTIONS) {
    const found = visit(steps[section], sectionList(section), 1, section, null);
    if (found) return found;
  }
  return null;
}

/** The nodes of a list, the depth its nodes are at, and its section; null when the block does not exist. */
export function findList(
  steps: TWorkoutSteps,
  list: ListId,
): { nodes: TWorkoutNode[]; depth: number; section: WorkoutSection } | null {
  if (list.startsWith("section:")) {
    const section = list.slice("section:".length) as WorkoutSection;
    return { nodes: steps[section], depth: 1, section };
  }
  const place = findNode(steps, list.slice("block:".length));
  if (place?.node.kind !== "repeat") return null;
  return { nodes: place.node.children, depth: place.depth + 1, section: place.section };
}

/** Levels a node takes up: 1 for a step or an empty block, 1 + its deepest child for a block. */
export function subtreeHeight(node: TWorkoutNode): number {
  if (node.kind === "step" || node.children.length === 0) return 1;
  return 1 + Math.max(...node.children.map(subtreeHeight));
}

/** How many nodes (steps and blocks) the tree holds: STEP_LIMITS.maxNodes caps it. */
export function countNodes(nodes: readonly TWorkoutNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + (node.kind === "repeat" ? countNodes(node.children) : 0), 0);
}

export const countTreeNodes = (steps: TWorkoutSteps) =>
  WORKOUT_SECTIONS.reduce((sum, section) => sum + countNodes(steps[section]), 0);

/** Why a node may not go into a list: into itself or its own children, or deeper than STEP_LIMITS allows. */
export type MoveProblem = "notFound" | "intoItself" | "tooDeep";

/** Whether `fits` levels of nodes may start at `depth` (a block at depth 3 could hold no child). */
export const fitsAt = (depth: number, height: number) => depth + height - 1 <= STEP_LIMITS.maxDepth;

/** Checks a move of node `id` into `list` without making it: null when allowed. */
export function checkMove(steps: TWorkoutSteps, id: string, list: ListId): MoveProblem | null {
  const place = findNode(steps, id);
  const target = findList(steps, list);
  if (!place || !target) return "notFound";
  if (list.startsWith("block:")) {
    const blockId = list.slice("block:".length);
    if (blockId === id || (place.node.kind === "repeat" && findNode(sectionless(place.node), blockId)))
      return "intoItself";
  }
  return fitsAt(target.depth, subtreeHeight(place.node)) ? null : "tooDeep";
}

/** A block's children as a one-section tree, to search inside it. */
const sectionless = (block: TRepeatBlock): TWorkoutSteps => ({
  warmup: [],
  main: block.children,
  cooldown: [],
});

/** Replaces the nodes of one list, copying the path to it. Unknown lists leave the tree as it is. */
export function updateList(
  steps: TWorkoutSteps,
  list: ListId,
  change: (nodes: TWorkoutNode[]) => TWorkoutNode[],
): TWorkoutSteps {
  if (list.startsWith("section:")) {
    const section = list.slice("section:".length) as WorkoutSection;
    return { ...steps, [section]: change(steps[section]) };
  }
  return updateNode(steps, list.slice("block:".length), (node) =>
    node.kind === "repeat" ? { ...node, children: change(node.children) } : node,
  );
}

/** Replaces one node (found by id anywhere in the tree), copying the path to it. */
export function updateNode(
  steps: TWorkoutSteps,
  id: string,
  change: (node: TWorkoutNode) => TWorkoutNode,
): TWorkoutSteps {
  const place = findNode(steps, id);
  if (!place) return steps;
  return updateList(steps, place.list, (nodes) =>
    nodes.map((node) => (node.id === id ? change(node) : node)),
  );
}

/** Inserts a node at `index` of a list (clamped to its ends). */
export function insertNode(
  steps: TWorkoutSteps,
  list: ListId,
  index: number,
  node: TWorkoutNode,
): TWorkoutSteps {
  return updateList(steps, list, (nodes) => {
    const at = Math.max(0, Math.min(index, nodes.length));
    return [...nodes.slice(0, at), node, ...nodes.slice(at)];
  });
}

/** Removes a node and everything inside it. */
export function removeNode(steps: TWorkoutSteps, id: string): TWorkoutSteps {
  const place = findNode(steps, id);
  if (!place) return steps;
  return updateList(steps, place.list, (nodes) => nodes.filter((node) => node.id !== id));
}

/**
 * A step's category follows the section it lands in when it named the old one ("warmup" moved to the main set
 * becomes "main"); rest and swim steps keep theirs.
 */
function recategorize(node: TWorkoutNode, from: WorkoutSection, to: WorkoutSection): TWorkoutNode {
  if (from === to) return node;
  if (node.kind === "repeat")
    return { ...node, children: node.children.map((c) => recategorize(c, from, to)) };
  return node.category === from ? { ...node, category: to } : node;
}

/**
 * Moves a node into `list` so that it ends up at `index` there (dnd-kit's `arrayMove` meaning when the list is
 * its own). Refused moves (see `checkMove`) leave the tree as it is.
 */
export function moveNode(steps: TWorkoutSteps, id: string, list: ListId, index: number): TWorkoutSteps {
  if (checkMove(steps, id, list)) return steps;
  const place = findNode(steps, id) as NodePlace;
  if (place.list === list && place.index === index) return steps;
  const without = removeNode(steps, id);
  const target = findList(without, list);
  if (!target) return steps;
  return insertNode(without, list, index, recategorize(place.node, place.section, target.section));
}

/** Moves a node one place up (-1) or down (+1) in its own list; at an end nothing moves. */
export function moveNodeBy(steps: TWorkoutSteps, id: string, delta: -1 | 1): TWorkoutSteps {
  const place = findNode(steps, id);
  if (!place) return steps;
  const length = (findList(steps, place.list) as { nodes: TWorkoutNode[] }).nodes.length;
  const to = place.index + delta;
  if (to < 0 || to >= length) return steps;
  return moveNode(steps, id, place.list, to);
}

/** The block a node would go into when indented: the repeat block just above it in its list, if any. */
export function indentTarget(steps: TWorkoutSteps, id: string): TRepeatBlock | null {
  const place = findNode(steps, id);
  if (!place || place.index === 0) return null;
  const above = (findList(steps, place.list) as { nodes: TWorkoutNode[] }).nodes[place.index - 1];
  return above?.kind === "repeat" ? above : null;
}

/** Puts a node at the end of the repeat block above it; refused when there is none or it would be too deep. */
export function indentNode(steps: TWorkoutSteps, id: string): TWorkoutSteps {
  const block = indentTarget(steps, id);
  if (!block) return steps;
  return moveNode(steps, id, blockList(block.id), block.children.length);
}

/** Takes a node out of its repeat block, just after the block; at a section's top level nothing moves. */
export function outdentNode(steps: TWorkoutSteps, id: string): TWorkoutSteps {
  const place = findNode(steps, id);
  if (!place?.parent) return steps;
  const block = findNode(steps, place.parent.id) as NodePlace;
  return moveNode(steps, id, block.list, block.index + 1);
}

/** Whether `wrapInRepeat` may wrap this node (the block adds one level). */
export function canWrap(steps: TWorkoutSteps, id: string): boolean {
  const place = findNode(steps, id);
  return !!place && fitsAt(place.depth, subtreeHeight(place.node) + 1);
}

/** Replaces a node with a repeat block (×2, no send-off) holding it, e.g. to turn "100" into "2 × 100". */
export function wrapInRepeat(steps: TWorkoutSteps, id: string, blockId: string): TWorkoutSteps {
  if (!canWrap(steps, id)) return steps;
  return updateNode(steps, id, (node) => ({
    kind: "repeat",
    id: blockId,
    count: 2,
    sendOffSeconds: null,
    children: [node],
  }));
}

/** A deep copy of a node with fresh ids from `newId` (duplicating, pasting). */
export function copyNode(node: TWorkoutNode, newId: () => string): TWorkoutNode {
  if (node.kind === "step") return { ...node, id: newId(), equipment: [...node.equipment] };
  return { ...node, id: newId(), children: node.children.map((child) => copyNode(child, newId)) };
}

/** Inserts a copy (fresh ids) just below the node. */
export function duplicateNode(steps: TWorkoutSteps, id: string, newId: () => string): TWorkoutSteps {
  const place = findNode(steps, id);
  if (!place) return steps;
  return insertNode(steps, place.list, place.index + 1, copyNode(place.node, newId));
}

/** Appends each section of `added` to the same section of the tree (pasted sets). */
export function appendSections(steps: TWorkoutSteps, added: TWorkoutSteps): TWorkoutSteps {
  return {
    warmup: [...steps.warmup, ...added.warmup],
    main: [...steps.main, ...added.main],
    cooldown: [...steps.cooldown, ...added.cooldown],
  };
}

/** Every step of a list, depth first (a block's steps in order). */
export function* stepsOf(nodes: readonly TWorkoutNode[]): Generator<TWorkoutStep> {
  for (const node of nodes) {
    if (node.kind === "step") yield node;
    else yield* stepsOf(node.children);
  }
}
