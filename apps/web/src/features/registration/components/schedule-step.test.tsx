import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import {
  ADULT,
  availability,
  CHILD,
  IDS,
  mockWizardApi,
  renderWizard,
  seedWizard,
  storedWizard,
} from "../testing.tsx";

/*
 * Step 3: the slots of the applicant's age group with live places, an instructor per chosen day among those
 * teaching that day (one for all the day's slots), and the live capacity check.
 */

beforeEach(() => sessionStorage.clear());

const continueButton = () => screen.getByRole("button", { name: /^Continuă/ });
const day = (name: string) => screen.getByRole("group", { name });

describe("[REGISTRATION] schedule step", () => {
  it("offers an adult only the adults' slots, with the places left, and disables a full one", async () => {
    mockWizardApi({
      "GET /api/registration/availability": availability({ [IDS.thuAdults1930]: 0, [IDS.tueAdults1930]: 1 }),
    });
    seedWizard(2, { ...ADULT, choices: [] });
    renderWizard();
    expect(await screen.findByText("Grupele pentru adulți (18 ani și peste)")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Luni" })).not.toBeInTheDocument();
    const tuesday = within(day("Marți")).getByRole("checkbox", { name: "19:30 – 20:30" });
    await waitFor(() => expect(tuesday).toHaveAccessibleDescription("1 loc liber"));
    const thursday = within(day("Joi")).getByRole("checkbox", { name: "19:30 – 20:30" });
    expect(thursday).toBeDisabled();
    expect(thursday).toHaveAccessibleDescription("Complet");
  });

  it("offers a child the children's slots and only the instructors teaching the chosen day", async () => {
    mockWizardApi();
    seedWizard(2, { ...CHILD, choices: [] });
    renderWizard();
    expect(await screen.findByText("Grupele pentru copii (sub 18 ani)")).toBeInTheDocument();
    expect(screen.queryByText("Joi")).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(day("Luni")).getByRole("checkbox", { name: "16:30 – 17:30" }));
    await user.click(within(day("Luni")).getByRole("checkbox", { name: "17:30 – 18:30" }));
    const instructors = screen.getByRole("radiogroup", { name: "Instructor pentru Luni" });
    expect(within(instructors).getByRole("radio", { name: "Ana Pop" })).toBeInTheDocument();
    expect(within(instructors).getByRole("radio", { name: "Elena Ionescu" })).toBeInTheDocument();
    expect(within(instructors).queryByRole("radio", { name: "Cristian Marin" })).not.toBeInTheDocument();

    // No instructor yet: the rule of the shared schema, next to that day's choice.
    await user.click(continueButton());
    expect(await screen.findByText("Alegeți un instructor pentru fiecare zi aleasă.")).toBeInTheDocument();
    await waitFor(() => expect(within(instructors).getByRole("radio", { name: "Ana Pop" })).toHaveFocus());

    await user.click(within(instructors).getByRole("radio", { name: "Elena Ionescu" }));
    await user.click(continueButton());
    expect(
      await screen.findByRole("heading", { level: 2, name: "Pasul 4 din 7 Adresă" }),
    ).toBeInTheDocument();
    expect(storedWizard().values.choices).toEqual([
      { slotId: IDS.monChildren1630, instructorId: IDS.elena },
      { slotId: IDS.monChildren1730, instructorId: IDS.elena },
    ]);
  });

  it("needs at least one day and time", async () => {
    mockWizardApi();
    seedWizard(2, { ...ADULT, choices: [] });
    renderWizard();
    await screen.findByText("Grupele pentru adulți (18 ani și peste)");
    await userEvent.click(continueButton());
    expect(await screen.findByText("Alegeți cel puțin o zi și o oră.")).toBeInTheDocument();
    await waitFor(() => expect(within(day("Marți")).getByRole("checkbox")).toHaveFocus());
  });

  it("drops slots of another age group when the birth date changed", async () => {
    mockWizardApi();
    seedWizard(2, { ...ADULT, birthDate: CHILD.birthDate, contactPerson: "M", contactQuality: "m" });
    renderWizard();
    await screen.findByText("Grupele pentru copii (sub 18 ani)");
    await waitFor(() => expect(storedWizard().values.choices).toEqual([]));
    expect(screen.getAllByRole("checkbox").every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });

  it("checks the places live on Continue and says 'Slot {day} {time} is already full.' for a chosen slot", async () => {
    let left = 3;
    mockWizardApi({
      "GET /api/registration/availability": () => {
        const answer = availability({ [IDS.tueAdults1930]: left });
        left = 0;
        return answer;
      },
    });
    seedWizard(2, { ...ADULT });
    renderWizard();
    const tuesday = await screen.findByRole("checkbox", { name: "19:30 – 20:30", checked: true });
    await waitFor(() => expect(tuesday).toHaveAccessibleDescription("3 locuri libere"));
    await userEvent.click(continueButton());
    const alert = await screen.findByText("Intervalul Marți 19:30 este deja ocupat complet.");
    await waitFor(() => expect(screen.getByTestId("slot-full-alert")).toHaveFocus());
    expect(alert).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2 })).toHaveAccessibleName("Pasul 3 din 7 Program");
    // The full slot can still be unticked (then chosen again only while places are left).
    expect(tuesday).toBeEnabled();
    await userEvent.click(tuesday);
    expect(screen.queryByText("Intervalul Marți 19:30 este deja ocupat complet.")).not.toBeInTheDocument();
    expect(tuesday).toBeDisabled();
  });
});
