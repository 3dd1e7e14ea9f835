import type { TWorkoutSteps } from "@bazin/shared/domain/training/workout-steps";
import { createContext, type Dispatch, useContext } from "react";
import type { BuilderAction } from "./builder-reducer.ts";

/**
 * What every row of the builder needs and what never changes while the page is open: the reducer's
 * dispatch, a reader of the current tree (menus check what a move would do when they open) and the live
 * region. Being stable, it lets the rows stay memoized: a keystroke in one step renders that step only.
 */
export interface BuilderContextValue {
  dispatch: Dispatch<BuilderAction>;
  getSteps: () => TWorkoutSteps;
  /** Says a change to screen readers (a polite live region of the builder). */
  announce: (text: string) => void;
}

export const BuilderContext = createContext<BuilderContextValue | null>(null);

/** The builder's dispatch and tree reader; only inside the builder. */
export function useBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error("useBuilder outside the workout builder");
  return value;
}
