import {
  type TWorkoutNode,
  type TWorkoutSteps,
  ZWorkoutSteps,
} from "@bazin/shared/domain/training/workout-steps";
import { WORKOUT_SECTIONS, type WorkoutSection } from "@bazin/shared/domain/training/workout-taxonomy";

/*
 * The tree's validation problems placed where the coach can fix them: the shared schema (ZWorkoutSteps, the
 * same one the server runs) reports paths such as ["main", 1, "children", 0, "distanceMetres"]; here they
 * become "node n7, field distanceMetres: workoutDistanceRange".
 */

/** Validation keys (namespace `validation`) by field, for one node; the key "" holds the node's own problem. */
export type NodeErrors = Readonly<Record<string, string>>;

export interface TreeErrors {
  nodes: Readonly<Record<string, NodeErrors>>;
  /** A section's own problem, e.g. "workoutStepsRequired" under the main set. */
  sections: Readonly<Partial<Record<WorkoutSection, string>>>;
  /** A problem of the whole tree (too many steps). */
  general: string | null;
  /** Ids of the nodes with problems, in tree order (the first is focused on a failed save). */
  order: readonly string[];
}

export const NO_TREE_ERRORS: TreeErrors = { nodes: {}, sections: {}, general: null, order: [] };

type Path = readonly PropertyKey[];
interface Issue {
  code?: string;
  path: Path;
  message: string;
  errors?: Issue[][];
}

/**
 * A node is a union of step and repeat block: when it fails, zod lists each option's problems. Only the
 * option of the node's own kind says anything useful (the other one fails on `kind` first).
 */
function flatten(issues: readonly Issue[], prefix: Path = []): Issue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors) {
      const own = issue.errors.find(
        (option) => !option.some((o) => o.path.length === 1 && o.path[0] === "kind"),
      );
      if (own && own.length > 0) return flatten(own, path);
    }
    return [{ ...issue, path }];
  });
}

/** Walks a path down the tree: the deepest node it names and what is left of it (the field). */
function locate(steps: TWorkoutSteps, path: Path): { node: TWorkoutNode | null; rest: Path } {
  let nodes: readonly TWorkoutNode[] | undefined = steps[path[0] as WorkoutSection];
  let node: TWorkoutNode | null = null;
  let at = 1;
  while (nodes && typeof path[at] === "number") {
    node = nodes[path[at] as number] ?? null;
    if (!node) break;
    at += 1;
    if (node.kind === "repeat" && path[at] === "children" && typeof path[at + 1] === "number") {
      nodes = node.children;
      at += 1;
    } else break;
  }
  return { node, rest: path.slice(at) };
}

/** Places the issues of a ZWorkoutSteps parse on the tree's nodes and sections. */
export function placeTreeIssues(steps: TWorkoutSteps, issues: readonly Issue[]): TreeErrors {
  const nodes: Record<string, Record<string, string>> = {};
  const sections: Partial<Record<WorkoutSection, string>> = {};
  let general: string | null = null;
  for (const issue of flatten(issues)) {
    const [section] = issue.path;
    if (!WORKOUT_SECTIONS.includes(section as WorkoutSection)) {
      general ??= issue.message;
      continue;
    }
    const { node, rest } = locate(steps, issue.path);
    if (!node) {
      sections[section as WorkoutSection] ??= issue.message;
      continue;
    }
    const field = typeof rest[0] === "string" ? rest[0] : "";
    nodes[node.id] = { [field]: issue.message, ...nodes[node.id] };
  }
  const order: string[] = [];
  const visit = (list: readonly TWorkoutNode[]) => {
    for (const node of list) {
      if (nodes[node.id]) order.push(node.id);
      if (node.kind === "repeat") visit(node.children);
    }
  };
  for (const section of WORKOUT_SECTIONS) visit(steps[section]);
  return { nodes, sections, general, order };
}

/** Validates the tree with the contract's schema and places its problems; NO_TREE_ERRORS when it passes. */
export function validateTree(steps: TWorkoutSteps): TreeErrors {
  const result = ZWorkoutSteps.safeParse(steps);
  return result.success ? NO_TREE_ERRORS : placeTreeIssues(steps, result.error.issues as Issue[]);
}

/**
 * The server's field errors on steps ("steps.main.0.children.1.distanceMetres" → key) placed on the tree the
 * same way; other fields are left to the form.
 */
export function placeServerFields(
  steps: TWorkoutSteps,
  fields: Readonly<Record<string, string>>,
): TreeErrors {
  const issues: Issue[] = Object.entries(fields)
    .filter(([field]) => field === "steps" || field.startsWith("steps."))
    .map(([field, message]) => ({
      path: field
        .split(".")
        .slice(1)
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message,
    }));
  return issues.length === 0 ? NO_TREE_ERRORS : placeTreeIssues(steps, issues);
}
