import type { TDashboardResponse } from "@bazin/shared/contracts/students";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { RegistrationsChart } from "./RegistrationsChart.tsx";
import { SlotOccupancyCard } from "./SlotOccupancyCard.tsx";

type Slot = TDashboardResponse["occupancy"][number];
const slot = (weekday: number, startTime: string, taken: number, capacity = 12): Slot => ({
  slotId: `${weekday}-${startTime}`,
  weekday,
  startTime,
  ageGroup: startTime >= "19:30" ? "adults" : "children",
  capacity,
  taken,
});

describe("[ADMIN][DASHBOARD] occupancy per schedule slot", () => {
  it("lays the slots out as the week, Monday first and each day by time, with places taken and a labelled bar", () => {
    renderWithProviders(
      <SlotOccupancyCard
        slots={[slot(2, "19:30", 10, 10), slot(1, "17:30", 0), slot(1, "16:30", 3), slot(2, "15:30", 9)]}
      />,
    );
    const days = screen.getAllByRole("region");
    expect(days.map((d) => d.getAttribute("aria-label"))).toEqual(["Luni", "Marți"]);
    const monday = within(days[0]!);
    expect(monday.getAllByText(/· Copii$/).map((e) => e.textContent)).toEqual([
      "16:30 · Copii",
      "17:30 · Copii",
    ]);
    expect(monday.getByText("3 din 12 locuri")).toBeInTheDocument();
    expect(
      monday.getByRole("progressbar", { name: "Ocuparea intervalului Luni, 16:30, Copii: 25%" }),
    ).toHaveAttribute("aria-valuenow", "25");
    const tuesday = within(days[1]!);
    expect(tuesday.getByRole("progressbar", { name: /19:30, Adulți: 100%/ })).toBeInTheDocument();
    expect(screen.getByText("În total: 22 din 46 locuri ocupate (48%).")).toBeInTheDocument();
  });

  it("says so when no slot is offered, and waits with a placeholder while loading", () => {
    const empty = renderWithProviders(<SlotOccupancyCard slots={[]} />);
    expect(screen.getByText("Nu există intervale orare active.")).toBeInTheDocument();
    empty.unmount();
    renderWithProviders(<SlotOccupancyCard slots={undefined} />);
    expect(screen.getByRole("heading", { name: "Ocupare pe intervale orare" })).toBeInTheDocument();
    expect(screen.queryByText("Nu există intervale orare active.")).not.toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });
});

describe("[ADMIN][DASHBOARD] registrations per month", () => {
  it("gives screen readers the chart's numbers as a table, a month a row", () => {
    renderWithProviders(
      <RegistrationsChart
        byMonth={[
          { month: "2026-10", count: 0 },
          { month: "2026-11", count: 3 },
        ]}
      />,
    );
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual(["LunaÎnscrieri", "oct. 260", "nov. 263"]);
  });
});
