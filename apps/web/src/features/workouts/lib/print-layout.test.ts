import type { TWorkoutNode } from "@bazin/shared/domain/training/workout-steps";
import { describe, expect, it } from "vitest";
import { step } from "./library-testing.ts";
import { previewSections } from "./preview-sections.ts";
import { pageRows, printedRows, printLayout } from "./print-layout.ts";

/** A workout whose board has `count` lines: sends-offs of 50–400 m in the main set, a line each. */
function boardOf(count: number) {
  const main: TWorkoutNode[] = Array.from({ length: count - 2 }, (_, index) => ({
    kind: "repeat",
    id: `r${index}`,
    count: 1 + (index % 8),
    sendOffSeconds: 60 + (index % 5) * 10,
    children: [step(`s${index}`, 50 * (1 + (index % 8)), { effort: index % 2 ? "hard" : "moderate" })],
  }));
  const sections = previewSections(
    {
      warmup: [step("w", 400, { category: "warmup" })],
      main,
      cooldown: [step("c", 200, { category: "cooldown" })],
    },
    "ro",
  );
  return { sections: sections.map((s) => s.lines), notes: "" };
}

describe("[COACH][WORKOUTS] printing a workout on one A4 page", () => {
  it("prints a short workout in one column with the largest type", () => {
    expect(printLayout(boardOf(12))).toEqual({ columns: 1, fontPt: 20 });
  });

  it("fits a 60-line workout on the page in columns, lines still at least 16 pt", () => {
    const board = boardOf(60);
    expect(board.sections.flat()).toHaveLength(60);
    const layout = printLayout(board);
    expect(layout.columns).toBeGreaterThan(1);
    expect(layout.fontPt).toBeGreaterThanOrEqual(16);
    expect(printedRows(board, layout)).toBeLessThanOrEqual(pageRows(layout));
  });

  it("grows from one column to more as the workout gets longer, never back", () => {
    const columns = [10, 25, 40, 60, 80].map((lines) => printLayout(boardOf(lines)).columns);
    expect(columns).toEqual([...columns].sort((a, b) => a - b));
    expect(columns[0]).toBe(1);
  });

  it("counts a long line as the rows it wraps to", () => {
    const short = { sections: [["4×100 liber @1:40"]], notes: "" };
    const long = {
      sections: [["8×50 liber picioare @1:00 greu cu placă, apoi 4×25 fluture sprint cu labe"]],
      notes: "",
    };
    const layout = { columns: 3, fontPt: 16 } as const;
    expect(printedRows(long, layout)).toBeGreaterThan(printedRows(short, layout));
  });
});
