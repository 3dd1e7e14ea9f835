import type { TInstructorAdmin, TScheduleSlotWithOccupancy } from "@bazin/shared/contracts/club";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import { endTime } from "../lib/schedule.ts";
import { ClubPage } from "./club-page.tsx";

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
beforeAll(() => {
  if (!document.fonts) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

const SLOT: TScheduleSlotWithOccupancy = {
  id: "0b7c1f3e-2d4a-4c5b-8e6f-7a8b9c0d1e2f",
  weekday: 2,
  startTime: "19:30",
  durationMinutes: 60,
  ageGroup: "adults",
  capacity: 10,
  active: true,
  taken: 9,
};
const INSTRUCTOR: TInstructorAdmin = {
  id: "5d6e7f80-1a2b-4c3d-9e8f-0a1b2c3d4e5f",
  firstName: "Cristian",
  lastName: "Moldovan",
  bio: { ro: "Salvamar.", en: "Lifeguard." },
  photoUrl: null,
  weekdays: [2, 4],
  sortOrder: 0,
  active: true,
};

const renderPage = (path: string) => renderRoutes([{ path: "/admin/club", element: <ClubPage /> }], path);

describe("[ADMIN][CLUB] page", () => {
  it("opens the tab named in the address and keeps the chosen tab there", async () => {
    mockApi({
      "GET /api/club/slots": { body: { slots: [SLOT] } },
      "GET /api/club/instructors": { body: { instructors: [INSTRUCTOR] } },
    });
    const { router } = renderPage("/admin/club?tab=instructors");
    expect(screen.getByRole("tab", { name: "Instructori", selected: true })).toBeInTheDocument();
    expect(await screen.findByText("Cristian Moldovan")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Orar" }));
    expect(router.state.location.search).toBe("?tab=slots");
  });

  it("shows each slot's occupancy, the day's instructors, and a load failure with a retry", async () => {
    let slots: MockAnswer = { status: 500, body: { code: "INTERNAL_ERROR", message: "boom" } };
    mockApi({
      "GET /api/club/slots": () => slots,
      "GET /api/club/instructors": { body: { instructors: [INSTRUCTOR] } },
    });
    renderPage("/admin/club?tab=slots");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Datele nu au putut fi încărcate.");
    slots = { body: { slots: [SLOT] } };
    await userEvent.click(within(alert).getByRole("button", { name: "Încercați din nou" }));
    const table = await screen.findByRole("table", { name: "Intervalele orare" });
    const row = within(table).getAllByRole("row")[1]!;
    expect(row).toHaveTextContent("Marți");
    expect(row).toHaveTextContent("19:30–20:30");
    expect(row).toHaveTextContent("9 din 10 locuri");
    expect(await within(row).findByText("Cristian Moldovan")).toBeInTheDocument();
    expect(
      within(row).getByRole("progressbar", { name: "Ocuparea intervalului Marți, 19:30, Adulți: 90%" }),
    ).toHaveAttribute("aria-valuenow", "90");
  });

  it("keeps the server's refusal to delete a slot registrations chose in the dialog", async () => {
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/club/slots": { body: { slots: [SLOT] } },
      "GET /api/club/instructors": { body: { instructors: [] } },
      [`DELETE /api/club/slots/${SLOT.id}`]: {
        status: 409,
        body: {
          code: "SLOT_IN_USE",
          message: "Intervalul orar a fost ales la înscrieri și nu poate fi șters. Dezactivați-l în schimb.",
        },
      },
    });
    renderPage("/admin/club?tab=slots");
    await userEvent.click(
      await screen.findByRole("button", { name: "Ștergeți intervalul Marți, 19:30, Adulți" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Ștergeți intervalul?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Ștergeți" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Dezactivați-l în schimb.");
  });

  it("on a phone, shows each slot as a card with its time, status, occupancy, instructors and working buttons", async () => {
    onPhone();
    const CLOSED: TScheduleSlotWithOccupancy = {
      ...SLOT,
      id: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
      weekday: 6,
      startTime: "09:00",
      ageGroup: "children",
      active: false,
      taken: 0,
    };
    mockApi({
      "GET /api/club/slots": { body: { slots: [SLOT, CLOSED] } },
      "GET /api/club/instructors": { body: { instructors: [INSTRUCTOR] } },
    });
    renderPage("/admin/club?tab=slots");
    const list = await screen.findByRole("list", { name: "Intervalele orare" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const [tuesday, saturday] = within(list).getAllByRole("listitem");
    expect(tuesday!.textContent).toMatch(/^Marți 19:30–20:30AdulțiActiv/);
    expect(tuesday).toHaveTextContent("9 din 10 locuri");
    expect(
      within(tuesday!).getByRole("progressbar", { name: "Ocuparea intervalului Marți, 19:30, Adulți: 90%" }),
    ).toHaveAttribute("aria-valuenow", "90");
    expect(await within(tuesday!).findByText(/Cristian Moldovan/)).toHaveTextContent(
      "Instructorii zilei: Cristian Moldovan",
    );
    expect(saturday!.textContent).toMatch(/^Sâmbătă 09:00–10:00CopiiDezactivat/);
    expect(saturday).toHaveTextContent("Instructorii zilei: Niciun instructor în această zi");

    await userEvent.click(
      within(tuesday!).getByRole("button", { name: "Editați intervalul Marți, 19:30, Adulți" }),
    );
    expect(await screen.findByRole("dialog", { name: "Editați intervalul" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Închide" }));
    await userEvent.click(
      within(saturday!).getByRole("button", { name: "Ștergeți intervalul Sâmbătă, 09:00, Copii" }),
    );
    expect(await screen.findByRole("dialog", { name: "Ștergeți intervalul?" })).toHaveTextContent(
      "Sâmbătă, 09:00, Copii",
    );
  });
});

describe("endTime", () => {
  it("adds the length to the start, and stops before midnight", () => {
    expect(endTime("16:30", 60)).toBe("17:30");
    expect(endTime("09:05", 45)).toBe("09:50");
    expect(endTime("23:30", 60)).toBe("23:59");
  });
});
