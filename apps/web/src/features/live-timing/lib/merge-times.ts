import type { TSessionTime, TSessionTimesBoard } from "@bazin/shared/contracts/session-times";

/** The board with `incoming` times added or replaced (by id): the same time from the answer and the topic once. */
export function mergeTimes(board: TSessionTimesBoard, incoming: readonly TSessionTime[]): TSessionTimesBoard {
  if (incoming.length === 0) return board;
  const byId = new Map(board.times.map((time) => [time.id, time]));
  for (const time of incoming) byId.set(time.id, time);
  return { ...board, times: [...byId.values()] };
}
