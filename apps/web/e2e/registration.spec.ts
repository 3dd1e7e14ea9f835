import { addDays, localDate } from "@bazin/shared/domain/club";
import {
  type APIRequestContext,
  type Locator,
  type Page,
  request as playwrightRequest,
} from "@playwright/test";
import { DEMO_INSTRUCTORS } from "../../server/src/seed/club.ts";
import { DEMO_PASSWORD, expect, expectNoAxeViolations, test } from "./fixtures";
import { PDF, registerThroughApi, xsrf } from "./registrations";

/*
 * The course registration wizard (/inscriere) against the real server: an adult in Romanian on a desktop and a
 * minor in English on a phone, each through all seven steps to the confirmation and the redirect home, with
 * axe-core on every step; wrong inputs; a slot that fills up; and the whole wizard with the keyboard only.
 */

const TODAY = localDate();
const ISSUED = addDays(TODAY, -10);
/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const CRISTIAN = `${DEMO_INSTRUCTORS[2]!.firstName} ${DEMO_INSTRUCTORS[2]!.lastName}`;

const RO = {
  next: "Continuă",
  submit: "Trimite înscrierea",
  heading: (step: number, title: string) => `Pasul ${step} din 7 ${title}`,
  fullName: "Nume și prenume",
  birthDate: "Data nașterii",
  phone: "Telefon",
  email: "Email",
  emailConfirm: "Confirmați emailul",
  contactPerson: "Persoana de contact",
  contactQuality: "Calitatea persoanei de contact",
  locality: "Localitate",
  street: "Stradă",
  streetNumber: "Număr",
  county: "Județ",
  legalRepresentative: "Numele reprezentantului legal",
  accept: "Am citit și accept politica de confidențialitate",
  chooseFile: "Alege fișierul",
  issuedOn: "Data emiterii adeverinței",
  uploaded: "Fișier încărcat",
  success: "Înscriere trimisă!",
  steps: [
    "Date personale",
    "Contact",
    "Program",
    "Adresă",
    "Confidențialitate",
    "Adeverință medicală",
    "Rezumat",
  ],
};
const EN: typeof RO = {
  next: "Continue",
  submit: "Submit registration",
  heading: (step: number, title: string) => `Step ${step} of 7 ${title}`,
  fullName: "Full name",
  birthDate: "Date of birth",
  phone: "Phone",
  email: "Email",
  emailConfirm: "Confirm email",
  contactPerson: "Contact person",
  contactQuality: "Contact person's capacity",
  locality: "Town or village",
  street: "Street",
  streetNumber: "Number",
  county: "County",
  legalRepresentative: "Legal representative's name",
  accept: "I have read and accept the privacy policy",
  chooseFile: "Choose file",
  issuedOn: "Certificate issue date",
  uploaded: "File uploaded",
  success: "Registration sent!",
  steps: ["Personal details", "Contact", "Schedule", "Address", "Privacy", "Medical certificate", "Summary"],
};

async function onStep(page: Page, words: typeof RO, step: number) {
  await expect(
    page.getByRole("heading", { level: 2, name: words.heading(step, words.steps[step - 1]!) }),
  ).toBeVisible();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function next(page: Page, words: typeof RO) {
  await page.getByRole("button", { name: new RegExp(`^${words.next}`) }).click();
}

/** Checks the wizard's heading, then axe-core on the page as it is now. */
async function stepIsAccessible(page: Page, words: typeof RO, step: number) {
  await onStep(page, words, step);
  await expectNoAxeViolations(page);
}

test.describe("[VISITOR][REGISTRATION]", () => {
  test.setTimeout(120_000);

  test("an adult registers in Romanian on a desktop; wrong inputs are refused; axe on every step", async ({
    page,
  }) => {
    const w = RO;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/inscriere");
    await expect(page.getByRole("heading", { level: 1, name: "Înscriere la cursuri" })).toBeVisible();
    await stepIsAccessible(page, w, 1);

    // Step 1: empty, then markup in the name.
    await next(page, w);
    await expect(page.getByText("Introduceți numele complet.")).toBeVisible();
    await expect(page.getByText("Data nu este validă.")).toBeVisible();
    await expectNoAxeViolations(page);
    await field(page, w.fullName).fill("<script>Ion</script>");
    await field(page, w.birthDate).fill("1990-04-10");
    await next(page, w);
    await expect(page.getByText("Textul conține caractere sau linkuri nepermise.")).toBeVisible();
    await field(page, w.fullName).fill("Ștefan Țăranu");
    await next(page, w);

    // Step 2: an adult has no contact person; a short phone and different emails are refused.
    await stepIsAccessible(page, w, 2);
    await expect(field(page, w.contactPerson)).toHaveCount(0);
    await field(page, w.phone).fill("0722 12");
    await field(page, w.email).fill("stefan@example.ro");
    await field(page, w.emailConfirm).fill("stefan@example.com");
    await next(page, w);
    await expect(
      page.getByText("Telefonul trebuie să aibă 10–15 cifre, opțional precedate de +."),
    ).toBeVisible();
    await expect(page.getByText("Adresele de email nu coincid.")).toBeVisible();
    await expectNoAxeViolations(page);
    await field(page, w.phone).fill("0722 123 456");
    await field(page, w.emailConfirm).fill("stefan@example.ro");
    await next(page, w);

    // Step 3: the adults' groups only; a day without an instructor is refused.
    await stepIsAccessible(page, w, 3);
    await expect(page.getByText("Grupele pentru adulți (18 ani și peste)")).toBeVisible();
    await expect(page.getByRole("group", { name: "Luni" })).toHaveCount(0);
    await next(page, w);
    await expect(page.getByText("Alegeți cel puțin o zi și o oră.")).toBeVisible();
    await page.getByRole("group", { name: "Marți" }).getByRole("checkbox", { name: "19:30 – 20:30" }).check();
    await next(page, w);
    await expect(page.getByText("Alegeți un instructor pentru fiecare zi aleasă.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole("radiogroup", { name: "Instructor pentru Marți" })
      .getByRole("radio", { name: CRISTIAN })
      .check();
    await next(page, w);

    // Step 4: lengths are held to the rules.
    await stepIsAccessible(page, w, 4);
    await expect(field(page, w.legalRepresentative)).toHaveCount(0);
    await field(page, w.locality).fill("Fălticeni");
    await field(page, w.street).fill("Strada Sportului");
    await field(page, w.streetNumber).fill("12345678901");
    await field(page, w.county).fill("Suceava");
    await next(page, w);
    await expect(page.getByText("Cel mult 10 caractere.")).toBeVisible();
    await field(page, w.streetNumber).fill("4A");
    await next(page, w);

    // Step 5: the privacy text from the server, accepted.
    await expect(page.getByTestId("gdpr-text")).toContainText("Politica de confidențialitate");
    await stepIsAccessible(page, w, 5);
    await next(page, w);
    await expect(
      page.getByText("Trebuie să acceptați politica de confidențialitate pentru a continua."),
    ).toBeVisible();
    await field(page, w.accept).check();
    await next(page, w);

    // Step 6: a PDF, and an issue date older than 6 months refused first.
    await stepIsAccessible(page, w, 6);
    await page
      .locator("#reg-certificate-file")
      .setInputFiles({ name: "adeverinta.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(page.getByTestId("certificate-file")).toContainText(w.uploaded);
    await field(page, w.issuedOn).fill(addDays(TODAY, -200));
    await next(page, w);
    await expect(
      page.getByText("Adeverința medicală trebuie să fie emisă în ultimele 6 luni."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await field(page, w.issuedOn).fill(ISSUED);
    await next(page, w);

    // Step 7: the summary, then the submit.
    await stepIsAccessible(page, w, 7);
    await expect(page.getByText("Ștefan Țăranu")).toBeVisible();
    await expect(page.getByText(`19:30 – 20:30 · instructor ${CRISTIAN}`)).toBeVisible();
    await expect(page.getByText("adeverinta.pdf", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page.getByRole("heading", { name: w.success })).toBeVisible({ timeout: 30_000 });
    const shownAt = Date.now();
    await expect(page.getByText("Înscrierea este activă până la", { exact: false })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Vă ducem la pagina principală" })).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 10_000 });
    const delay = Date.now() - shownAt;
    expect(delay).toBeGreaterThan(1500);
    expect(delay).toBeLessThan(5000);
  });

  test("a minor registers in English on a phone, the certificate survives a reload; axe on every step", async ({
    page,
  }) => {
    const w = EN;
    await page.addInitScript(() => {
      if (!localStorage.getItem("i18nextLng")) localStorage.setItem("i18nextLng", "en");
    });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/inscriere");
    await expect(page.getByRole("heading", { level: 1, name: "Course registration" })).toBeVisible();
    await stepIsAccessible(page, w, 1);
    await field(page, w.fullName).fill("Ioana Țăranu");
    await field(page, w.birthDate).fill(addDays(TODAY, -365 * 9));
    await next(page, w);

    await stepIsAccessible(page, w, 2);
    await field(page, w.phone).fill("+40 722 123 457");
    await field(page, w.email).fill("maria.taranu@example.ro");
    await field(page, w.emailConfirm).fill("maria.taranu@example.ro");
    await next(page, w);
    await expect(page.getByText("For minors, the contact person is required.")).toBeVisible();
    await expect(page.getByText("For minors, the contact person's capacity is required.")).toBeVisible();
    await expectNoAxeViolations(page);
    await field(page, w.contactPerson).fill("Maria Țăranu");
    await field(page, w.contactQuality).fill("mother");
    await next(page, w);

    await stepIsAccessible(page, w, 3);
    await expect(page.getByText("Children's groups (under 18)")).toBeVisible();
    const monday = page.getByRole("group", { name: "Monday" });
    await monday.getByRole("checkbox", { name: "16:30 – 17:30" }).check();
    await monday.getByRole("checkbox", { name: "17:30 – 18:30" }).check();
    await page.getByRole("radiogroup", { name: "Instructor for Monday" }).getByRole("radio").first().check();
    await expectNoAxeViolations(page);
    await next(page, w);

    await stepIsAccessible(page, w, 4);
    await field(page, w.locality).fill("Fălticeni");
    await field(page, w.street).fill("Strada Sportului");
    await field(page, w.streetNumber).fill("4");
    await field(page, w.county).fill("Suceava");
    await next(page, w);
    await expect(page.getByText("For minors, the legal representative's name is required.")).toBeVisible();
    await field(page, w.legalRepresentative).fill("Maria Țăranu");
    await next(page, w);

    await expect(page.getByTestId("gdpr-text")).toContainText("Privacy policy");
    await stepIsAccessible(page, w, 5);
    await field(page, w.accept).check();
    await next(page, w);

    await stepIsAccessible(page, w, 6);
    await page
      .locator("#reg-certificate-file")
      .setInputFiles({ name: "certificate.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByRole("img", { name: "Preview of the certificate certificate.png" })).toBeVisible();
    await expect(page.getByTestId("certificate-file")).toContainText(w.uploaded);
    await field(page, w.issuedOn).fill(ISSUED);
    await expectNoAxeViolations(page);

    // A reload keeps the step and every answer; the file shows as uploaded (its bytes are not kept).
    await page.reload();
    await onStep(page, w, 6);
    await expect(page.getByTestId("certificate-file")).toContainText("certificate.png");
    await expect(page.getByTestId("certificate-file")).toContainText(w.uploaded);
    await expect(field(page, w.issuedOn)).toHaveValue(ISSUED);
    await next(page, w);

    await stepIsAccessible(page, w, 7);
    await expect(page.getByText("Maria Țăranu").first()).toBeVisible();
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page.getByRole("heading", { name: w.success })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("The registration is active until", { exact: false })).toBeVisible();
    // The confirmation shows for 3 seconds only: axe looks at it alone, which is quick.
    await expectNoAxeViolations(page, { include: '[data-testid="registration-success"]' });
    await page.waitForURL((url) => url.pathname === "/", { timeout: 10_000 });
  });

  test("a slot that fills up says 'Slot {day} {time} is already full.' and cannot be chosen", async ({
    page,
    baseURL,
  }) => {
    const w = RO;
    const admin = await apiSignedIn(baseURL!, "admin");
    const slot = await adultThursdaySlot(admin);
    const taken = (await availabilityOf(admin, slot.id)).taken;
    // One place left, so one registration through the API fills it.
    await setCapacity(admin, slot, taken + 1);
    try {
      await page.goto("/inscriere");
      await field(page, w.fullName).fill("Radu Ionescu");
      await field(page, w.birthDate).fill("1985-02-03");
      await next(page, w);
      await field(page, w.phone).fill("0733 222 111");
      await field(page, w.email).fill("radu@example.ro");
      await field(page, w.emailConfirm).fill("radu@example.ro");
      await next(page, w);
      const thursday = page
        .getByRole("group", { name: "Joi" })
        .getByRole("checkbox", { name: "19:30 – 20:30" });
      await expect(thursday).toBeEnabled();
      await thursday.check();
      await page
        .getByRole("radiogroup", { name: "Instructor pentru Joi" })
        .getByRole("radio", { name: CRISTIAN })
        .check();

      // Someone else takes the last place meanwhile.
      await registerThroughApi(baseURL!, "Alt Vizitator", slot.id);
      await next(page, w);
      await expect(page.getByText("Intervalul Joi 19:30 este deja ocupat complet.")).toBeVisible();
      await onStep(page, w, 3);
      await expect(thursday).toHaveAccessibleDescription("Complet");
      await expectNoAxeViolations(page);

      // Unticked, a full slot cannot be chosen again.
      await thursday.uncheck();
      await expect(thursday).toBeDisabled();
      await expect(page.getByText("Intervalul Joi 19:30 este deja ocupat complet.")).toHaveCount(0);
    } finally {
      await setCapacity(admin, slot, slot.capacity);
      await admin.dispose();
    }
  });

  test("the whole wizard can be completed with the keyboard only", async ({ page }) => {
    const w = RO;
    await page.goto("/inscriere");
    const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
    /** Presses Tab until `locator` has the focus (the way a keyboard user gets there). */
    const tabTo = async (locator: Locator, limit = 40) => {
      for (let i = 0; i < limit; i += 1) {
        if (await focused(locator)) return;
        await page.keyboard.press("Tab");
      }
      throw new Error(`Tab never reached ${locator}`);
    };
    const continueButton = page.getByRole("button", { name: new RegExp(`^${w.next}`) });
    const pressContinue = async () => {
      await tabTo(continueButton);
      await page.keyboard.press("Enter");
    };

    await tabTo(field(page, w.fullName));
    await page.keyboard.type("Mihai Keyboard");
    await page.keyboard.press("Tab");
    // Headless Chromium's date field takes month, day, year.
    await page.keyboard.type("03151988");
    await expect(field(page, w.birthDate)).toHaveValue("1988-03-15");
    await pressContinue();

    await expect(page.getByRole("heading", { level: 2, name: w.heading(2, "Contact") })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(field(page, w.phone)).toBeFocused();
    await page.keyboard.type("0744555666");
    await page.keyboard.press("Tab");
    await page.keyboard.type("mihai@example.ro");
    await page.keyboard.press("Tab");
    await page.keyboard.type("mihai@example.ro");
    await pressContinue();

    await expect(page.getByRole("heading", { level: 2, name: w.heading(3, "Program") })).toBeFocused();
    const tuesday = page
      .getByRole("group", { name: "Marți" })
      .getByRole("checkbox", { name: "19:30 – 20:30" });
    await tabTo(tuesday);
    await page.keyboard.press("Space");
    await expect(tuesday).toBeChecked();
    const instructor = page
      .getByRole("radiogroup", { name: "Instructor pentru Marți" })
      .getByRole("radio")
      .first();
    await tabTo(instructor);
    await page.keyboard.press("Space");
    await expect(instructor).toBeChecked();
    await pressContinue();

    await expect(page.getByRole("heading", { level: 2, name: w.heading(4, "Adresă") })).toBeFocused();
    for (const [label, value] of [
      [w.locality, "Fălticeni"],
      [w.street, "Strada Mare"],
      [w.streetNumber, "7"],
      [w.county, "Suceava"],
    ] as const) {
      await tabTo(field(page, label));
      await page.keyboard.type(value);
    }
    await pressContinue();

    await expect(
      page.getByRole("heading", { level: 2, name: w.heading(5, "Confidențialitate") }),
    ).toBeFocused();
    await expect(page.getByTestId("gdpr-text")).toBeVisible();
    await tabTo(field(page, w.accept));
    await page.keyboard.press("Space");
    await pressContinue();

    await expect(
      page.getByRole("heading", { level: 2, name: w.heading(6, "Adeverință medicală") }),
    ).toBeFocused();
    await tabTo(page.getByRole("button", { name: w.chooseFile }));
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Enter");
    await (await chooser).setFiles({ name: "adeverinta.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(page.getByTestId("certificate-file")).toContainText(w.uploaded);
    await tabTo(field(page, w.issuedOn));
    const [y, m, d] = ISSUED.split("-");
    await page.keyboard.type(`${m}${d}${y}`);
    await expect(field(page, w.issuedOn)).toHaveValue(ISSUED);
    await pressContinue();

    await expect(page.getByRole("heading", { level: 2, name: w.heading(7, "Rezumat") })).toBeFocused();
    await tabTo(page.getByRole("button", { name: w.submit }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: w.success })).toBeFocused({ timeout: 30_000 });
    await page.waitForURL((url) => url.pathname === "/", { timeout: 10_000 });
  });
});

/* ---- Through the API, the way another visitor or an admin would ---- */

interface SlotAdmin {
  id: string;
  weekday: number;
  startTime: string;
  durationMinutes: number;
  ageGroup: "children" | "adults";
  capacity: number;
  active: boolean;
}

async function apiSignedIn(baseURL: string, username: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post("/api/auth/login", {
    headers: { "X-XSRF-TOKEN": await xsrf(api) },
    data: { username, password: DEMO_PASSWORD },
  });
  expect(login.ok(), `login as ${username}: ${login.status()}`).toBe(true);
  return api;
}

async function adultThursdaySlot(admin: APIRequestContext): Promise<SlotAdmin> {
  const { slots } = (await (await admin.get("/api/club/slots")).json()) as { slots: SlotAdmin[] };
  const slot = slots.find((s) => s.weekday === 4 && s.startTime === "19:30" && s.ageGroup === "adults");
  expect(slot, "the seed has the adults' Thursday 19:30 slot").toBeTruthy();
  return slot!;
}

async function availabilityOf(api: APIRequestContext, slotId: string) {
  const { slots } = (await (await api.get("/api/registration/availability")).json()) as {
    slots: { slotId: string; capacity: number; taken: number; available: number }[];
  };
  return slots.find((s) => s.slotId === slotId)!;
}

async function setCapacity(admin: APIRequestContext, slot: SlotAdmin, capacity: number) {
  const { id: _id, ...rest } = slot;
  const res = await admin.put(`/api/club/slots/${slot.id}`, {
    headers: { "X-XSRF-TOKEN": await xsrf(admin) },
    data: { ...rest, capacity },
  });
  expect(res.ok(), `PUT slot: ${res.status()} ${await res.text()}`).toBe(true);
}
