/** The time a slot ends, "HH:mm", from its start and length (a course never runs past midnight). */
export function endTime(start: string, durationMinutes: number): string {
  const [h, m] = start.split(":").map(Number) as [number, number];
  const total = Math.min(h * 60 + m + durationMinutes, 24 * 60 - 1);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
