import type { TMySession } from "@bazin/shared/contracts/sessions";

/** Sessions by club day, each day's in order of start time. */
export function sessionsByDay(sessions: readonly TMySession[]): Map<string, TMySession[]> {
  const byDay = new Map<string, TMySession[]>();
  for (const session of sessions) {
    const list = byDay.get(session.day) ?? [];
    list.push(session);
    byDay.set(session.day, list);
  }
  for (const list of byDay.values()) list.sort((a, b) => a.startTime.localeCompare(b.startTime));
  return byDay;
}
