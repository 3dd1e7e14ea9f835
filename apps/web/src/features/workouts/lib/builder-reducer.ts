import {
  STEP_LIMITS,
  type TRepeatBlock,
  type TWorkoutNode,
  type TWorkoutStep,
  type TWorkoutSteps,
} from "@bazin/shared/domain/training/workout-steps";
import {
  appendSections,
  canWrap,
  countNodes,
  countTreeNodes,
  duplicateNode,
  findList,
  findNode,
  fitsAt,
  indentNode,
  insertNode,
  type ListId,
  moveNode,
  moveNodeBy,
  outdentNode,
  removeNode,
  subtreeHeight,
  updateNode,
  wrapInRepeat,
} from "./builder-tree.ts";

/*
 * The builder's state: the step tree, which rows are open, and whether anything changed since the last load or
 * save. Actions carry any new ids, so the reducer stays pure (and testable without mocks).
 */

export interface BuilderState {
  steps: TWorkoutSteps;
  /** Rows whose editor is open. */
  expanded: ReadonlySet<string>;
  /** Changed since loaded or saved: the leave guard asks before losing it. */
  dirty: boolean;
}

export type StepPatch = Partial<Omit<TWorkoutStep, "kind" | "id">>;
export type RepeatPatch = Partial<Pick<TRepeatBlock, "count" | "sendOffSeconds">>;

export type BuilderAction =
  | { type: "load"; steps: TWorkoutSteps }
  | { type: "saved" }
  /** Appends a new node (a step or a block) to a list, its editor open. */
  | { type: "add"; list: ListId; node: TWorkoutNode }
  | { type: "updateStep"; id: string; patch: StepPatch }
  | { type: "updateRepeat"; id: string; patch: RepeatPatch }
  | { type: "remove"; id: string }
  | { type: "duplicate"; id: string; newId: () => string }
  | { type: "move"; id: string; list: ListId; index: number }
  | { type: "moveBy"; id: string; delta: -1 | 1 }
  | { type: "indent"; id: string }
  | { type: "outdent"; id: string }
  | { type: "wrap"; id: string; blockId: string }
  /** Pasted sets, added at the end of each section. */
  | { type: "append"; steps: TWorkoutSteps }
  | { type: "toggle"; id: string }
  | { type: "expand"; ids: readonly string[] };

export const emptySteps = (): TWorkoutSteps => ({ warmup: [], main: [], cooldown: [] });

/** The state a builder starts with: a saved workout's steps, or empty sections. */
export function initialBuilderState(steps: TWorkoutSteps = emptySteps()): BuilderState {
  return { steps, expanded: new Set(), dirty: false };
}

/** Whether a new node fits in a list: under the node limit and not deeper than STEP_LIMITS.maxDepth. */
export function canAdd(steps: TWorkoutSteps, list: ListId, node: TWorkoutNode): boolean {
  const target = findList(steps, list);
  return (
    !!target &&
    countTreeNodes(steps) + countNodes([node]) <= STEP_LIMITS.maxNodes &&
    fitsAt(target.depth, subtreeHeight(node))
  );
}

function withSteps(state: BuilderState, steps: TWorkoutSteps): BuilderState {
  return steps === state.steps ? state : { ...state, steps, dirty: true };
}

function setExpanded(state: BuilderState, change: (ids: Set<string>) => void): BuilderState {
  const expanded = new Set(state.expanded);
  change(expanded);
  return { ...state, expanded };
}

/** Applies one builder action; refused changes (too deep, unknown id, over the limit) return the same state. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  const { steps } = state;
  switch (action.type) {
    case "load":
      return initialBuilderState(action.steps);
    case "saved":
      return state.dirty ? { ...state, dirty: false } : state;
    case "add": {
      if (!canAdd(steps, action.list, action.node)) return state;
      const length = findList(steps, action.list)?.nodes.length ?? 0;
      const next = withSteps(state, insertNode(steps, action.list, length, action.node));
      // A new step opens to be filled in; a new block opens its first step.
      const open = action.node.kind === "step" ? action.node.id : action.node.children[0]?.id;
      return open ? setExpanded(next, (ids) => ids.add(open)) : next;
    }
    case "updateStep":
      return withSteps(
        state,
        updateNode(steps, action.id, (node) => (node.kind === "step" ? { ...node, ...action.patch } : node)),
      );
    case "updateRepeat":
      return withSteps(
        state,
        updateNode(steps, action.id, (node) =>
          node.kind === "repeat" ? { ...node, ...action.patch } : node,
        ),
      );
    case "remove":
      return withSteps(state, removeNode(steps, action.id));
    case "duplicate": {
      const place = findNode(steps, action.id);
      if (!place || countTreeNodes(steps) + countNodes([place.node]) > STEP_LIMITS.maxNodes) return state;
      return withSteps(state, duplicateNode(steps, action.id, action.newId));
    }
    case "move":
      return withSteps(state, moveNode(steps, action.id, action.list, action.index));
    case "moveBy":
      return withSteps(state, moveNodeBy(steps, action.id, action.delta));
    case "indent":
      return withSteps(state, indentNode(steps, action.id));
    case "outdent":
      return withSteps(state, outdentNode(steps, action.id));
    case "wrap":
      if (!canWrap(steps, action.id) || countTreeNodes(steps) >= STEP_LIMITS.maxNodes) return state;
      return withSteps(state, wrapInRepeat(steps, action.id, action.blockId));
    case "append": {
      if (countTreeNodes(steps) + countTreeNodes(action.steps) > STEP_LIMITS.maxNodes) return state;
      return withSteps(state, appendSections(steps, action.steps));
    }
    case "toggle":
      return setExpanded(state, (ids) => {
        if (!ids.delete(action.id)) ids.add(action.id);
      });
    case "expand":
      return setExpanded(state, (ids) => {
        for (const id of action.ids) ids.add(id);
      });
  }
}
