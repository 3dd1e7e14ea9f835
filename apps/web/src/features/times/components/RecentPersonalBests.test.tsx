import type { TStudentTimes, TSwimTime } from "@bazin/shared/contracts/times";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { RecentPersonalBests } from "./RecentPersonalBests.tsx";

let next = 0;
function swim(partial: Partial<TSwimTime> & Pick<TSwimTime, "event" | "hundredths" | "swumOn">): TSwimTime {
  next += 1;
  return {
    id: `t${next}`,
    studentId: "s1",
    fullName: "Maria Ionescu",
    poolLength: 25,
    competition: null,
    notes: null,
    personalRecord: true,
    points: null,
    source: "manual",
    createdAt: `${partial.swumOn}T10:00:00.000Z`,
    ...partial,
  };
}

function times(history: TSwimTime[]): TStudentTimes {
  return {
    student: {
      id: "s1",
      fullName: "Maria Ionescu",
      birthDate: "2013-04-02",
      gender: "F",
      isAdvancedSwimmer: true,
    },
    season: 2025,
    personalBests: [],
    // The contract's order: newest first.
    history: [...history].sort((a, b) => (a.swumOn < b.swumOn ? 1 : -1)),
    records: [],
  };
}

describe("[SWIMMER][DASHBOARD] recent personal bests", () => {
  it("lists the newest PB swims first, each with what it took off the previous PB in that event and pool", () => {
    renderWithProviders(
      <RecentPersonalBests
        data={times([
          swim({ event: "freestyle_100", hundredths: 7210, swumOn: "2024-05-20" }),
          swim({ event: "freestyle_100", hundredths: 7355, swumOn: "2024-09-10", personalRecord: false }),
          swim({
            event: "freestyle_100",
            hundredths: 7032,
            swumOn: "2025-10-11",
            competition: "Cupa Mureșului",
          }),
          // Another pool is another series: not the previous PB of the 25 m swims.
          swim({ event: "freestyle_100", hundredths: 6990, swumOn: "2025-07-01", poolLength: 50 }),
          swim({ event: "backstroke_50", hundredths: 3890, swumOn: "2025-11-02" }),
        ])}
      />,
    );
    const items = within(screen.getByRole("list", { name: "Cele mai noi recorduri personale" })).getAllByRole(
      "listitem",
    );
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent("50 m spate");
    expect(items[0]).toHaveTextContent("38.90");
    expect(items[0]).toHaveTextContent("Prima dată la această probă");
    expect(items[1]).toHaveTextContent("100 m liber25 m");
    expect(items[1]).toHaveTextContent("Cupa Mureșului");
    expect(items[1]).toHaveTextContent("1:10.32");
    expect(items[1]).toHaveTextContent("cu 1.78 s mai rapid");
    expect(items[1]).toHaveTextContent("Înainte: 1:12.10");
    expect(items[2]).toHaveTextContent("100 m liber50 m");
    expect(items[2]).toHaveTextContent("Prima dată la această probă");
    expect(items[3]).toHaveTextContent("1:12.10");
  });

  it("shows at most five, and says when there is no personal best yet", () => {
    const many = Array.from({ length: 7 }, (_, i) =>
      swim({ event: "freestyle_50", hundredths: 4000 - i * 10, swumOn: `2025-0${i + 1}-15` }),
    );
    const { unmount } = renderWithProviders(<RecentPersonalBests data={times(many)} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent("39.40");
    expect(items[4]).toHaveTextContent("39.80");
    expect(items[4]).toHaveTextContent("cu 0.10 s mai rapid");
    unmount();

    renderWithProviders(<RecentPersonalBests data={times([])} />);
    expect(
      screen.getByText(
        "Încă nu aveți recorduri personale. Apar imediat ce antrenorul adaugă timpii dumneavoastră.",
      ),
    ).toBeInTheDocument();
  });
});
