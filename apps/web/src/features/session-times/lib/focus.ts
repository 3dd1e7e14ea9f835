/** Finds a cell's input by its place (`data-cell="<column>:<row>"`) and puts the cursor in it, text selected. */
export function focusCell(container: HTMLElement | null, column: number, row: number): boolean {
  const input = container?.querySelector<HTMLInputElement>(`[data-cell="${column}:${row}"]`);
  if (!input) return false;
  input.focus();
  input.select();
  return true;
}
