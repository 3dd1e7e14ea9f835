/*
 * How the preview's sheet fits one A4 page when printed (12 mm margins): the fewest columns and the largest
 * type that hold every line. CSS cannot measure a page, so the lines are counted here from their lengths.
 */

/** 1 mm in points. */
const MM_PT = 72 / 25.4;
/** The printable area of A4 with 12 mm margins. */
const PAGE_WIDTH_PT = (210 - 2 * 12) * MM_PT;
const PAGE_HEIGHT_PT = (297 - 2 * 12) * MM_PT;
/** The sheet's head: name, badges, totals, zone summary. */
const HEAD_PT = 96;
const COLUMN_GAP_PT = 18;
/** Line height of the board lines, as in the print stylesheet (PreviewSheet.module.css). */
const PRINT_LINE_HEIGHT = 1.15;
/** Average width of a character of the app's sans-serif font, in em (digits and lowercase, a little generous). */
const CHAR_WIDTH_EM = 0.55;
/** A section's heading and the space around it, in lines. */
const HEADING_LINES = 2;
/** Columns are balanced by the browser, never perfectly: keep a little room. */
const BALANCE_SLACK = 0.93;

/** Columns and type size of the printed sheet. */
export interface PrintLayout {
  columns: 1 | 2 | 3;
  /** Size of the board lines in points (≥ 16 so the pool deck can read them; smaller only for huge workouts). */
  fontPt: number;
}

/** Tried in order: the first that holds everything wins; the last is the fallback of a very long workout. */
const LAYOUTS: readonly PrintLayout[] = [
  { columns: 1, fontPt: 20 },
  { columns: 1, fontPt: 18 },
  { columns: 2, fontPt: 18 },
  { columns: 2, fontPt: 16 },
  { columns: 3, fontPt: 16 },
  { columns: 3, fontPt: 14 },
  { columns: 3, fontPt: 12 },
];

/** What the sheet prints: each section's lines, and the notes. */
export interface PrintContent {
  sections: readonly (readonly string[])[];
  notes: string;
}

/** Printed rows the content takes at this layout, wrapped lines counted. */
export function printedRows(content: PrintContent, layout: PrintLayout): number {
  const columnWidthPt = (PAGE_WIDTH_PT - COLUMN_GAP_PT * (layout.columns - 1)) / layout.columns;
  const charsPerRow = Math.max(1, Math.floor(columnWidthPt / (CHAR_WIDTH_EM * layout.fontPt)));
  const rowsOf = (text: string) => Math.max(1, Math.ceil(text.length / charsPerRow));
  let rows = 0;
  for (const lines of content.sections) {
    if (lines.length === 0) continue;
    rows += HEADING_LINES;
    for (const line of lines) rows += rowsOf(line);
  }
  // Notes print a size smaller, so they take about three quarters of a board line each.
  if (content.notes.trim())
    rows +=
      HEADING_LINES +
      Math.ceil(0.75 * content.notes.split("\n").reduce((sum, line) => sum + rowsOf(line), 0));
  return rows;
}

/** Rows the page holds at this layout. */
export function pageRows(layout: PrintLayout): number {
  const rowsPerColumn = Math.floor((PAGE_HEIGHT_PT - HEAD_PT) / (layout.fontPt * PRINT_LINE_HEIGHT));
  return Math.floor(rowsPerColumn * layout.columns * (layout.columns > 1 ? BALANCE_SLACK : 1));
}

/** The layout that prints the workout on one A4 page with the largest type. */
export function printLayout(content: PrintContent): PrintLayout {
  const fits = LAYOUTS.find((layout) => printedRows(content, layout) <= pageRows(layout));
  return fits ?? (LAYOUTS.at(-1) as PrintLayout);
}
