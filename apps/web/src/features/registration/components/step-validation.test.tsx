import { addDays } from "@bazin/shared/domain/club";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { ADULT, CHILD, mockWizardApi, renderWizard, seedWizard, TODAY } from "../testing.tsx";

/*
 * Every step is checked with the shared contract (its step schema + registrationIssues) before Continue; the
 * messages are the `validation` catalog's words for the schema's keys.
 */

beforeEach(() => {
  sessionStorage.clear();
  mockWizardApi();
});

const continueButton = () => screen.getByRole("button", { name: /^Continuă/ });
const heading = (step: number, title: string) =>
  screen.findByRole("heading", { level: 2, name: `Pasul ${step} din 7 ${title}` });

describe("[REGISTRATION] step validation", () => {
  it("refuses an empty step 1 with the schema's messages under the fields and focuses the first one", async () => {
    renderWizard();
    await heading(1, "Date personale");
    await userEvent.click(continueButton());
    expect(await screen.findByText("Introduceți numele complet.")).toBeInTheDocument();
    expect(screen.getByText("Data nu este validă.")).toBeInTheDocument();
    const name = screen.getByLabelText("Nume și prenume");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name.getAttribute("aria-describedby")).toContain(
      screen.getByText("Introduceți numele complet.").id,
    );
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole("heading", { level: 2 })).toHaveAccessibleName("Pasul 1 din 7 Date personale");
  });

  it("rejects suspicious content (markup or links) in a name, and a birth date in the future", async () => {
    renderWizard();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nume și prenume"), "<b>Ion</b> www.spam.com");
    fireEvent.change(screen.getByLabelText("Data nașterii"), { target: { value: addDays(TODAY, 2) } });
    await user.click(continueButton());
    expect(await screen.findByText("Textul conține caractere sau linkuri nepermise.")).toBeInTheDocument();
    expect(screen.getByText("Data nașterii nu poate fi în viitor.")).toBeInTheDocument();
  });

  it("refuses a child under 5 (the courses start at 5)", async () => {
    renderWizard();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nume și prenume"), "Matei Ionescu");
    fireEvent.change(screen.getByLabelText("Data nașterii"), { target: { value: addDays(TODAY, -365 * 2) } });
    await user.click(continueButton());
    expect(
      await screen.findByText("Cursurile sunt pentru copii de la 5 ani împliniți. Verificați data nașterii."),
    ).toBeInTheDocument();
  });

  it("moves to step 2 with focus on its heading once step 1 is valid", async () => {
    renderWizard();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nume și prenume"), "Ion Popescu");
    fireEvent.change(screen.getByLabelText("Data nașterii"), { target: { value: "1990-04-10" } });
    await user.click(continueButton());
    const contact = await heading(2, "Contact");
    await waitFor(() => expect(contact).toHaveFocus());
  });

  it("asks an adult for phone and email only, and refuses mismatching emails and a bad phone", async () => {
    seedWizard(1, { fullName: ADULT.fullName, birthDate: ADULT.birthDate });
    renderWizard();
    await heading(2, "Contact");
    expect(screen.queryByLabelText("Persoana de contact")).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Telefon"), "12345");
    await user.type(screen.getByLabelText("Email"), "ion@example.ro");
    await user.type(screen.getByLabelText("Confirmați emailul"), "ion@example.com");
    await user.click(continueButton());
    expect(await screen.findByText("Adresele de email nu coincid.")).toBeInTheDocument();
    expect(
      screen.getByText("Telefonul trebuie să aibă 10–15 cifre, opțional precedate de +."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Telefon")).toHaveFocus());

    // Fixing a field clears its message as it is typed.
    await user.clear(screen.getByLabelText("Confirmați emailul"));
    await user.type(screen.getByLabelText("Confirmați emailul"), "ion@example.ro");
    expect(screen.queryByText("Adresele de email nu coincid.")).not.toBeInTheDocument();
  });

  it("asks a minor for the contact person and their capacity (at most 50 characters)", async () => {
    seedWizard(1, { fullName: CHILD.fullName, birthDate: CHILD.birthDate });
    renderWizard();
    await heading(2, "Contact");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Telefon"), "0722123456");
    await user.type(screen.getByLabelText("Email"), "ana@example.ro");
    await user.type(screen.getByLabelText("Confirmați emailul"), "ana@example.ro");
    await user.click(continueButton());
    expect(
      await screen.findByText("Pentru minori, persoana de contact este obligatorie."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Pentru minori, calitatea persoanei de contact este obligatorie."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Persoana de contact")).toHaveFocus());

    await user.type(screen.getByLabelText("Persoana de contact"), "Maria Popescu");
    await user.type(screen.getByLabelText("Calitatea persoanei de contact"), "m".repeat(51));
    await user.click(continueButton());
    expect(await screen.findByText("Cel mult 50 de caractere.")).toBeInTheDocument();
  });

  it("holds the address to its maximum lengths and asks a minor for the legal representative", async () => {
    seedWizard(3, {
      ...CHILD,
      locality: "",
      street: "",
      streetNumber: "",
      county: "",
      legalRepresentative: "",
    });
    renderWizard();
    await heading(4, "Adresă");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Localitate"), "Fălticeni");
    await user.type(screen.getByLabelText("Stradă"), "s".repeat(101));
    await user.type(screen.getByLabelText("Număr"), "12345678901");
    await user.type(screen.getByLabelText("Bloc / apartament (opțional)"), "b".repeat(21));
    await user.type(screen.getByLabelText("Județ"), "j".repeat(51));
    await user.click(continueButton());
    expect(await screen.findByText("Cel mult 100 de caractere.")).toBeInTheDocument();
    expect(screen.getByText("Cel mult 10 caractere.")).toBeInTheDocument();
    expect(screen.getByText("Cel mult 20 de caractere.")).toBeInTheDocument();
    expect(screen.getByText("Cel mult 50 de caractere.")).toBeInTheDocument();
    expect(
      screen.getByText("Pentru minori, numele reprezentantului legal este obligatoriu."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Stradă")).toHaveFocus());
  });

  it("does not ask an adult for a legal representative", async () => {
    seedWizard(3, { ...ADULT });
    renderWizard();
    await heading(4, "Adresă");
    expect(screen.queryByLabelText("Numele reprezentantului legal")).not.toBeInTheDocument();
    await userEvent.click(continueButton());
    expect(await heading(5, "Confidențialitate")).toBeInTheDocument();
  });

  it("needs the privacy policy accepted, with the text loaded from the server", async () => {
    seedWizard(4, { ...ADULT, gdprAccepted: false, gdprVersion: 0 });
    renderWizard();
    await heading(5, "Confidențialitate");
    expect(await screen.findByText("Folosim datele", { exact: false })).toBeInTheDocument();
    await userEvent.click(continueButton());
    expect(
      await screen.findByText("Trebuie să acceptați politica de confidențialitate pentru a continua."),
    ).toBeInTheDocument();
    const accept = screen.getByLabelText("Am citit și accept politica de confidențialitate");
    await waitFor(() => expect(accept).toHaveFocus());
    await userEvent.click(accept);
    await userEvent.click(continueButton());
    expect(await heading(6, "Adeverință medicală")).toBeInTheDocument();
  });

  it("needs an uploaded certificate issued in the last 6 months", async () => {
    seedWizard(5, { ...ADULT, certificateUploadId: "", certificateIssuedOn: "" });
    renderWizard();
    await heading(6, "Adeverință medicală");
    await userEvent.click(continueButton());
    expect(await screen.findByText("Încărcați adeverința medicală.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Alege fișierul" })).toHaveFocus());
    fireEvent.change(screen.getByLabelText("Data emiterii adeverinței"), {
      target: { value: addDays(TODAY, -200) },
    });
    await userEvent.click(continueButton());
    expect(
      await screen.findByText("Adeverința medicală trebuie să fie emisă în ultimele 6 luni."),
    ).toBeInTheDocument();
  });
});
