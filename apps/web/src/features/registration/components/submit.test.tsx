import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type Challenge, sha, verifySolution } from "altcha/lib";
import { beforeEach, describe, expect, it } from "vitest";
import type { MockAnswer } from "../../../test/mock-api.ts";
import {
  ADULT,
  availability,
  CERTIFICATE,
  IDS,
  mockWizardApi,
  REGISTERED,
  renderWizard,
  seedWizard,
  storedWizard,
} from "../testing.tsx";

/*
 * Step 7: the summary, the submit (one registration however often it is clicked) and what each answer of the
 * server does to the wizard.
 */

beforeEach(() => sessionStorage.clear());

const submitButton = () => screen.findByRole("button", { name: "Trimite înscrierea" });
const stepHeading = () => screen.getByRole("heading", { level: 2 });

function atSummary(
  answer: MockAnswer | (() => MockAnswer | Promise<MockAnswer>),
  extra: Parameters<typeof mockWizardApi>[0] = {},
) {
  const api = mockWizardApi({
    "POST /api/registrations": answer,
    ...extra,
  });
  seedWizard(6, { ...ADULT }, CERTIFICATE);
  renderWizard();
  return api;
}

const posts = (requests: Request[]) =>
  requests.filter((r) => r.method === "POST" && r.url.endsWith("/api/registrations"));

describe("[REGISTRATION] summary and submit", () => {
  it("sums up every step with a way back to edit it, then returns to the summary", async () => {
    atSummary(REGISTERED);
    await submitButton();
    expect(screen.getByText("Ion Popescu")).toBeInTheDocument();
    expect(screen.getByText("10 aprilie 1990")).toBeInTheDocument();
    expect(await screen.findByText("19:30 – 20:30 · instructor Cristian Marin")).toBeInTheDocument();
    expect(screen.getByText("Acceptată (versiunea 3)")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Editează: Contact" }));
    expect(await screen.findByLabelText("Telefon")).toHaveValue("0722 123 456");
    await waitFor(() => expect(stepHeading()).toHaveFocus());
    await userEvent.click(screen.getByRole("button", { name: "Continuă la rezumat" }));
    expect(await submitButton()).toBeInTheDocument();
    expect(stepHeading()).toHaveAccessibleName("Pasul 7 din 7 Rezumat");
  });

  it("sends the registration once for a double click, with the wizard's key, the language and a solved bot check; then confirms and goes home after 3 seconds", async () => {
    let challenge: Challenge | null = null;
    let answer: (value: MockAnswer) => void = () => undefined;
    const answered = new Promise<MockAnswer>((resolve) => {
      answer = resolve;
    });
    const { requests } = atSummary(() => answered, {
      "GET /api/registration/altcha": async () => {
        const { altchaChallenge } = await import("../testing.tsx");
        const answer = await altchaChallenge();
        challenge = answer.body as Challenge;
        return answer;
      },
    });
    const button = await submitButton();
    const user = userEvent.setup();
    await user.dblClick(button);
    await user.click(button);
    // The server answers only after all three clicks: the first request is still in flight for the others.
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(button).toBeDisabled();
    answer({ ...REGISTERED });
    const success = await screen.findByTestId("registration-success");
    await waitFor(() =>
      expect(within(success).getByRole("heading", { name: "Înscriere trimisă!" })).toHaveFocus(),
    );
    expect(success).toHaveTextContent("Mulțumim, Ion Popescu!");
    expect(success).toHaveTextContent("Înscrierea este activă până la 15 aprilie 2026.");
    expect(within(success).getByRole("status")).toHaveTextContent(
      "Vă ducem la pagina principală în 3 secunde.",
    );
    expect(within(success).getByRole("link", { name: "Mergi acum la pagina principală" })).toHaveAttribute(
      "href",
      "/",
    );

    expect(posts(requests)).toHaveLength(1);
    const body = await posts(requests)[0]!.clone().json();
    expect(body).toMatchObject({
      fullName: "Ion Popescu",
      idempotencyKey: "55555555-5555-4555-8555-555555555555",
      language: "ro",
      choices: [{ slotId: IDS.tueAdults1930, instructorId: IDS.cristian }],
      certificateUploadId: IDS.upload,
      gdprAccepted: true,
      gdprVersion: 3,
    });
    expect(body.contactPerson).toBeUndefined();
    const payload = JSON.parse(atob(body.altcha));
    expect(payload.challenge.signature).toBe(challenge!.signature);
    const check = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey: sha.deriveKey,
      hmacSignatureSecret: "test-secret",
    });
    expect(check.verified).toBe(true);
    expect(sessionStorage.getItem("registration-wizard")).toBeNull();

    await waitFor(() => expect(screen.getByText("home page")).toBeInTheDocument(), { timeout: 4500 });
  });

  it("SLOT_FULL: shows the server's message at step 3 and refreshes the places", async () => {
    let full = false;
    atSummary(
      () => {
        full = true;
        return {
          status: 409,
          body: {
            code: "SLOT_FULL",
            message: "Intervalul Marți 19:30 este deja ocupat complet.",
            params: { day: "Marți", time: "19:30" },
          },
        };
      },
      { "GET /api/registration/availability": () => availability(full ? { [IDS.tueAdults1930]: 0 } : {}) },
    );
    await userEvent.click(await submitButton());
    expect(await screen.findByText("Intervalul Marți 19:30 este deja ocupat complet.")).toBeInTheDocument();
    expect(stepHeading()).toHaveAccessibleName("Pasul 3 din 7 Program");
    await waitFor(() =>
      expect(
        screen.getByRole("checkbox", { name: "19:30 – 20:30", checked: true }),
      ).toHaveAccessibleDescription("Complet"),
    );
  });

  it("VALIDATION_ERROR: puts the server's field errors on their step's fields and goes there", async () => {
    atSummary({
      status: 400,
      body: {
        code: "VALIDATION_ERROR",
        message: "Datele trimise nu sunt valide. Verificați câmpurile marcate.",
        fields: { county: "suspiciousContent", email: "emailInvalid" },
      },
    });
    await userEvent.click(await submitButton());
    expect(await screen.findByText("Adresa de email nu este validă.")).toBeInTheDocument();
    expect(stepHeading()).toHaveAccessibleName("Pasul 2 din 7 Contact");
    expect(screen.getByRole("alert")).toHaveTextContent("Verificați câmpurile marcate.");
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveFocus());
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
  });

  it("CERTIFICATE_MISSING: goes back to step 6 to upload it again", async () => {
    atSummary({
      status: 400,
      body: {
        code: "CERTIFICATE_MISSING",
        message: "Încărcarea adeverinței medicale a eșuat. Încărcați-o din nou.",
      },
    });
    await userEvent.click(await submitButton());
    expect(
      await screen.findByText("Încărcarea adeverinței medicale a eșuat. Încărcați-o din nou."),
    ).toBeInTheDocument();
    expect(stepHeading()).toHaveAccessibleName("Pasul 6 din 7 Adeverință medicală");
    expect(screen.getByRole("button", { name: "Alege fișierul" })).toBeInTheDocument();
    await waitFor(() => expect(storedWizard().values.certificateUploadId).toBe(""));
  });

  it("GDPR_VERSION_OUTDATED: reloads the text at step 5 and asks for the acceptance again", async () => {
    let version = 3;
    atSummary(
      () => {
        version = 4;
        return {
          status: 409,
          body: {
            code: "GDPR_VERSION_OUTDATED",
            message: "Politica de confidențialitate a fost actualizată.",
          },
        };
      },
      {
        "GET /api/gdpr/current": () => ({
          body: { version, text: `Versiunea ${version}.`, createdAt: "2026-01-01T00:00:00Z" },
        }),
      },
    );
    await userEvent.click(await submitButton());
    expect(await screen.findByText("Politica de confidențialitate a fost actualizată.")).toBeInTheDocument();
    expect(await screen.findByText("Versiunea 4.")).toBeInTheDocument();
    expect(screen.getByLabelText("Am citit și accept politica de confidențialitate")).not.toBeChecked();
  });

  it.each([
    [
      { status: 400, body: { code: "BOT_CHECK_FAILED", message: "x" } },
      ["Verificarea de securitate a eșuat."],
    ],
    [
      { status: 503, body: { code: "BOT_CHECK_UNAVAILABLE", message: "x" } },
      ["Serviciul de verificare anti-bot nu este disponibil."],
    ],
    [
      { status: 500, body: { code: "INTERNAL_ERROR", message: "x" } },
      ["Trimiterea înscrierii a eșuat.", "Eroare de server (cod 500)."],
    ],
  ] as const)("maps %j to its message on the summary", async (answer, texts) => {
    atSummary(answer as MockAnswer);
    await userEvent.click(await submitButton());
    const alert = await screen.findByRole("alert");
    for (const text of texts) expect(alert).toHaveTextContent(text);
    expect(stepHeading()).toHaveAccessibleName("Pasul 7 din 7 Rezumat");
    expect(await submitButton()).toBeEnabled();
  });

  it("says there is no connection when the submit gets no answer", async () => {
    mockWizardApi({});
    const { spy } = mockWizardApi({});
    const original = spy.getMockImplementation()!;
    spy.mockImplementation(async (input, init) => {
      if (String(input).endsWith("/api/registrations")) throw new TypeError("Failed to fetch");
      return original(input, init);
    });
    seedWizard(6, { ...ADULT }, CERTIFICATE);
    renderWizard();
    await userEvent.click(await submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Eroare de conexiune");
  });

  it("says the bot check service is unavailable when no challenge can be had", async () => {
    const { requests } = atSummary(REGISTERED, {
      "GET /api/registration/altcha": { status: 503, body: { code: "BOT_CHECK_UNAVAILABLE", message: "x" } },
    });
    await userEvent.click(await submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Serviciul de verificare anti-bot nu este disponibil. Reîncărcați pagina.",
    );
    expect(posts(requests)).toHaveLength(0);
  });
});
