import { describe, expect, it } from "vitest";
import {
  canFinish,
  finishLane,
  formatRunning,
  laneElapsed,
  secondsToStart,
  startSet,
  takeSplit,
  undoSplit,
} from "./stopwatch.ts";

const swimmers = [
  { id: "a", fullName: "Ioana" },
  { id: "b", fullName: "Mihai" },
  { id: "c", fullName: "Ana" },
];

describe("[COACH][LIVE] the poolside stopwatch", () => {
  it("times every lane from one start with a common start", () => {
    const set = startSet(swimmers, {
      event: "freestyle_100",
      slot: null,
      mode: "common",
      staggerSeconds: 5,
      now: 1000,
    });
    expect(set.lanes.map((lane) => laneElapsed(set, lane, 1000 + 65_234.9))).toEqual([6523, 6523, 6523]);
  });

  it("sends staggered lanes off N seconds apart, counting down before each send-off", () => {
    const set = startSet(swimmers, {
      event: "freestyle_50",
      slot: "s1.1",
      mode: "staggered",
      staggerSeconds: 5,
      now: 0,
    });
    const [first, second, third] = set.lanes;
    expect(laneElapsed(set, first!, 7000)).toBe(700);
    expect(laneElapsed(set, second!, 7000)).toBe(200);
    const waiting = laneElapsed(set, third!, 7000);
    expect(waiting).toBe(-300);
    expect(secondsToStart(waiting)).toBe(3);
    expect(secondsToStart(laneElapsed(set, third!, 9990))).toBe(1);
    expect(secondsToStart(200)).toBe(0);
  });

  it("takes ascending splits, ignores taps before the start or after the finish, and undoes the last", () => {
    const [lane] = startSet(swimmers, {
      event: "freestyle_100",
      slot: null,
      mode: "common",
      staggerSeconds: 0,
      now: 0,
    }).lanes;
    let l = takeSplit(lane!, -20);
    expect(l.splits).toEqual([]);
    l = takeSplit(takeSplit(l, 3000), 3000);
    l = takeSplit(l, 6100);
    expect(l.splits).toEqual([3000, 6100]);
    expect(undoSplit(l).splits).toEqual([3000]);
    expect(canFinish(l, 6000)).toBe(false);
    const done = finishLane(l, 6523, "k1");
    expect(done).toMatchObject({ finish: 6523, key: "k1", splits: [3000, 6100] });
    expect(takeSplit(done, 7000)).toBe(done);
    expect(undoSplit(done)).toBe(done);
    expect(finishLane(done, 7000, "k2")).toBe(done);
  });

  it("shows the running time as MM:SS.CC", () => {
    expect(formatRunning(0)).toBe("00:00.00");
    expect(formatRunning(6523)).toBe("01:05.23");
    expect(formatRunning(-300)).toBe("00:00.00");
    expect(formatRunning(59 * 6000 + 5999)).toBe("59:59.99");
  });
});
