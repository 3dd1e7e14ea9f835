import { describe, expect, it } from "vitest";
import { board, IOANA_ID, MIHAI_ID, recorded } from "../testing.ts";
import { buildColumns, cellId, orderSwimmers, placeTimes, withOneMore } from "./columns.ts";

const free = (partial: Parameters<typeof recorded>[0]) =>
  recorded({ slot: null, personalBest: false, ...partial });

describe("[COACH][SESSION] the recorder's columns", () => {
  it("gives one column per round of the timed repeats and puts each time in its slot", () => {
    const b = board();
    expect(buildColumns(b, {}).map((c) => c.id)).toEqual(["main-1.1", "main-1.2", "main-2.1"]);
    expect(placeTimes(b).get(cellId("main-1.1", IOANA_ID))?.hundredths).toBe(6530);
  });

  it("gives a free event as many columns as its most-swum swimmer, and puts the nth time in the nth", () => {
    const b = board({
      slots: [],
      times: [
        free({ id: "a", hundredths: 3100, event: "freestyle_50", createdAt: "2026-03-03T17:10:00Z" }),
        free({ id: "b", hundredths: 3000, event: "freestyle_50", createdAt: "2026-03-03T17:05:00Z" }),
        free({ id: "c", studentId: MIHAI_ID, event: "backstroke_50", hundredths: 3500 }),
      ],
    });
    const columns = buildColumns(b, {});
    expect(columns.map((c) => c.id)).toEqual([
      "free.freestyle_50.1",
      "free.freestyle_50.2",
      "free.backstroke_50.1",
    ]);
    const placed = placeTimes(b);
    expect(placed.get(cellId("free.freestyle_50.1", IOANA_ID))?.id).toBe("b");
    expect(placed.get(cellId("free.freestyle_50.2", IOANA_ID))?.id).toBe("a");
  });

  it("adds one more column of an event on top of those its times already need", () => {
    const b = board({ slots: [], times: [free({ event: "freestyle_50" })] });
    const once = withOneMore(b, {}, "freestyle_50");
    expect(buildColumns(b, once).filter((c) => c.event === "freestyle_50")).toHaveLength(2);
    const other = withOneMore(b, once, "butterfly_50");
    expect(buildColumns(b, other).at(-1)?.id).toBe("free.butterfly_50.1");
  });

  it("keeps a time whose repeat left the workout, in a free column", () => {
    const b = board({ times: [recorded({ slot: "gone.1" })] });
    expect(buildColumns(b, {}).at(-1)?.id).toBe("free.freestyle_100.1");
  });

  it("lists absent and injured swimmers last, in their order", () => {
    const order = orderSwimmers([
      { id: "1", attendance: "absent" },
      { id: "2", attendance: null },
      { id: "3", attendance: "injured" },
      { id: "4", attendance: "present" },
    ]);
    expect(order.map((s) => s.id)).toEqual(["2", "4", "1", "3"]);
  });
});
