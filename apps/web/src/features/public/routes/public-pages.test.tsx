import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import TERMS_EN from "../../../../../server/src/seed/texts/terms.en.md?raw";
import TERMS_RO from "../../../../../server/src/seed/texts/terms.ro.md?raw";
import { buildRoutes, portalRoutesPatcher } from "../../../app/router.tsx";
import { CONSENT_STORAGE_KEY } from "../../../lib/consent.ts";
import { i18n } from "../../../lib/i18n.ts";
import { mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { clearClubCache } from "../api/get-club.ts";
import { clearLegalTextCache } from "../api/get-legal-text.ts";
import { CLUB_FIXTURE } from "../testing.ts";

const CLUB = { "GET /api/club": { body: CLUB_FIXTURE } };
const POLICY = {
  document: "privacy",
  version: 3,
  text: "# Politica de confidențialitate\n\n## 1. Cine suntem\n\nOperatorul este **Bazinul**.\n\n- date de înscriere\n- adeverința medicală",
  major: true,
  createdAt: "2026-11-22T10:00:00.000Z",
  effectiveOn: null,
  inForce: true,
  upcoming: null,
};
/** The terms as the server seeds them (version 1), in the language asked for. */
const termsAnswer = (request: Request, over: Record<string, unknown> = {}) => ({
  body: {
    document: "terms",
    version: 1,
    text: request.headers.get("Accept-Language") === "en" ? TERMS_EN : TERMS_RO,
    major: true,
    createdAt: "2026-11-01T10:00:00.000Z",
    effectiveOn: null,
    inForce: true,
    upcoming: null,
    ...over,
  },
});

function start(path: string) {
  localStorage.setItem(CONSENT_STORAGE_KEY, "accepted");
  return renderRoutes(buildRoutes(false), path, undefined, portalRoutesPatcher());
}

beforeEach(() => {
  clearClubCache();
  clearLegalTextCache();
});

describe("home page", () => {
  it("shows the hero figures and the week's schedule from the club data", { timeout: 15_000 }, async () => {
    mockApi(CLUB);
    start("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Învață să înoți cu încredere" }),
    ).toBeVisible();
    const figures = await screen.findByText("13+");
    const stats = figures.closest("dl")!;
    // Each figure is a term (its label) with its description (the number), shown number first.
    await waitFor(() => expect(stats).toHaveTextContent(/instructori\s*3/));
    expect(stats).toHaveTextContent(/ani de experiență\s*13\+/);
    expect(stats).toHaveTextContent(/zile pe săptămână\s*5/);
    expect(stats).toHaveTextContent(/bazin acoperit\s*25 m/);
    expect(screen.getByRole("link", { name: "Înscrie-te la un curs" })).toHaveAttribute("href", "/inscriere");

    const table = await screen.findByRole(
      "table",
      { name: "Orele de început ale cursurilor, pe zile și grupe" },
      { timeout: 10_000 },
    );
    const monday = within(table).getByRole("row", { name: /Luni/ });
    expect(
      within(monday)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["16:30", "17:30"]);
    const tuesday = within(table).getByRole("row", { name: /Marți/ });
    expect(within(tuesday).getByRole("list", { name: "Adulți" })).toHaveTextContent("19:30");
    expect(screen.getByText("cel mult 12 cursanți")).toBeInTheDocument();
  });

  it("says when the club data cannot be loaded and loads it again on retry", {
    timeout: 15_000,
  }, async () => {
    let calls = 0;
    mockApi({
      "GET /api/club": () =>
        ++calls === 1
          ? { status: 500, body: { code: "INTERNAL_ERROR", message: "Eroare de server." } }
          : { body: CLUB_FIXTURE },
    });
    start("/");
    const alerts = await screen.findAllByRole("alert", {}, { timeout: 10_000 });
    expect(alerts[0]).toHaveTextContent("Datele clubului nu au putut fi încărcate");
    expect(alerts[0]).toHaveTextContent("Eroare de server.");
    await userEvent.click(within(alerts[0]!).getByRole("button", { name: "Încearcă din nou" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(calls).toBe(2);
  });
});

describe("contact page", () => {
  it("links phone, WhatsApp, email, Facebook and both map apps, and shows the instructors", {
    timeout: 15_000,
  }, async () => {
    mockApi(CLUB);
    start("/contact");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Contact" }, { timeout: 10_000 }),
    ).toBeVisible();
    const page = within(screen.getByRole("main"));
    expect(await page.findByRole("link", { name: "+40 230 541 234" })).toHaveAttribute(
      "href",
      "tel:+40230541234",
    );
    expect(page.getByRole("link", { name: /0742 541 234/ })).toHaveAttribute(
      "href",
      "https://wa.me/40742541234",
    );
    expect(page.getByRole("link", { name: "contact@bazinulmunicipal.ro" })).toHaveAttribute(
      "href",
      "mailto:contact@bazinulmunicipal.ro",
    );
    expect(page.getByRole("link", { name: /Pagina noastră de Facebook/ })).toHaveAttribute(
      "href",
      CLUB_FIXTURE.profile.socialUrl,
    );
    expect(screen.getByRole("link", { name: /Deschide în Google Maps/ })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=47.4597,26.3003",
    );
    expect(screen.getByRole("link", { name: /Navighează cu Waze/ })).toHaveAttribute(
      "href",
      "https://waze.com/ul?ll=47.4597,26.3003&navigate=yes",
    );
    const ana = screen.getByRole("article", { name: "Ana-Maria Rusu" });
    expect(ana.querySelector("img")).toHaveAttribute("src", "/api/club/instructors/i1/photo?v=abc");
    expect(
      within(ana)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Luni", "Miercuri", "Vineri"]);
    expect(screen.getByText("Vestiare separate")).toBeInTheDocument();
    expect(screen.getByText("Bazin acoperit de 25 m")).toBeInTheDocument();
  });
});

describe("privacy policy page", () => {
  it("shows the current GDPR version's text as headings, paragraphs and lists", {
    timeout: 15_000,
  }, async () => {
    const { requests } = mockApi({ ...CLUB, "GET /api/legal/privacy": { body: POLICY } });
    start("/politica-confidentialitate");
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Politica de confidențialitate" },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(await screen.findByRole("heading", { level: 2, name: "1. Cine suntem" })).toBeVisible();
    expect(screen.getByText("Bazinul").tagName).toBe("STRONG");
    expect(screen.getByText("adeverința medicală").tagName).toBe("LI");
    expect(screen.getByText(/Versiunea 3, în vigoare din 22 noiembrie 2026/)).toBeInTheDocument();
    // The page's own title is the one <h1>: the text's leading "# …" is not repeated.
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const policyRequest = requests.find((r) => r.url.endsWith("/api/legal/privacy"))!;
    expect(policyRequest.headers.get("Accept-Language")).toBe("ro");
  });

  it("offers a retry when loading fails, and says so when no policy is published", {
    timeout: 15_000,
  }, async () => {
    let calls = 0;
    mockApi({
      ...CLUB,
      "GET /api/legal/privacy": () =>
        ++calls === 1
          ? { status: 503, body: { code: "INTERNAL_ERROR", message: "Indisponibil." } }
          : { status: 404, body: { code: "GDPR_VERSION_NOT_FOUND", message: "x" } },
    });
    start("/politica-confidentialitate");
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    await userEvent.click(within(alert).getByRole("button", { name: "Încearcă din nou" }));
    expect(await screen.findByText("Politica de confidențialitate nu a fost încă publicată.")).toBeVisible();
  });
});

describe("terms page", () => {
  it("states the key rules, in Romanian and in English", { timeout: 20_000 }, async () => {
    mockApi({ ...CLUB, "GET /api/legal/terms": (request) => termsAnswer(request) });
    start("/termeni-conditii");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Termeni și condiții" }, { timeout: 10_000 }),
    ).toBeVisible();
    const main = await screen.findByRole("main");
    await waitFor(() => expect(main).toHaveTextContent("activă 45 de zile"));
    for (const rule of [
      "nu necesită cont",
      "cel mult 1 an",
      "două documente PDF",
      "email de confirmare",
      "expiră automat după 45 de zile de inactivitate",
      "reînnoită la cerere",
      "cel puțin 48 de ore",
      "cel puțin 24 de ore",
      "cu 10 minute înainte",
      "acordul părintelui sau al reprezentantului legal",
      "răspuns în cel mult 30 de zile",
      "în cel mult 72 de ore",
      "email cu 30 de zile înainte",
      "din nou la următoarea autentificare",
      "numai în Uniunea Europeană",
      "legea română",
      "municipiul reședință de județ",
      "fără restituirea sumelor plătite",
      "informații false",
      "comportament violent sau amenințător",
      "încălcări repetate ale regulilor",
      "punerea în pericol a siguranței",
      "încălcarea regulilor de igienă",
      "cerere de ștergere a datelor",
      "retragerea consimțământului",
      "cerere scrisă",
      "cookie-urile se păstrează 12 luni",
      "jurnalele serverului se păstrează 12 luni",
      "între 3 și 5 ani",
    ]) {
      expect(main.textContent?.replace(/\s+/g, " "), rule).toContain(rule);
    }
    await i18n.changeLanguage("en");
    await waitFor(() => expect(main).toHaveTextContent("active for 45 days"), { timeout: 10_000 });
    for (const rule of [
      "needs no account",
      "at least 48 hours",
      "at least 24 hours",
      "arrive 10 minutes early",
      "Romanian law",
      "without refund",
    ]) {
      expect(main.textContent?.replace(/\s+/g, " "), rule).toContain(rule);
    }
  });
});

describe("terms page: versions", () => {
  it("announces the coming version with its date, and reads it ahead on the link", {
    timeout: 20_000,
  }, async () => {
    const { requests } = mockApi({
      ...CLUB,
      "GET /api/legal/terms": (request) =>
        new URL(request.url).searchParams.get("version") === "2"
          ? termsAnswer(request, {
              version: 2,
              text: "# Termeni\n\nRegula **nouă**.",
              major: false,
              effectiveOn: "2999-01-01",
              inForce: false,
            })
          : termsAnswer(request, { upcoming: { version: 2, effectiveOn: "2999-01-01", major: true } }),
    });
    start("/termeni-conditii");
    const notice = await screen.findByRole("note", {}, { timeout: 10_000 });
    expect(notice).toHaveTextContent("O versiune nouă (versiunea 2) intră în vigoare pe 1 ianuarie 2999.");
    expect(notice).toHaveTextContent("li se va cere să o accepte la următoarea autentificare");
    expect(screen.getByText("Versiunea 1, în vigoare din 1 noiembrie 2026")).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole("link", { name: "Citiți versiunea 2" }));
    expect(await screen.findByText("nouă")).toBeVisible();
    expect(screen.getByRole("note")).toHaveTextContent(
      "Aceasta este versiunea 2, care intră în vigoare pe 1 ianuarie 2999.",
    );
    expect(requests.some((r) => r.url.endsWith("/api/legal/terms?version=2"))).toBe(true);
    await userEvent.click(screen.getByRole("link", { name: "Citiți versiunea în vigoare" }));
    expect(await screen.findByText("Versiunea 1, în vigoare din 1 noiembrie 2026")).toBeVisible();
  });

  it("offers a retry when the terms cannot be loaded", { timeout: 20_000 }, async () => {
    let calls = 0;
    mockApi({
      ...CLUB,
      "GET /api/legal/terms": (request) =>
        ++calls === 1
          ? { status: 503, body: { code: "INTERNAL_ERROR", message: "Indisponibil." } }
          : termsAnswer(request),
    });
    start("/termeni-conditii");
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent("Termenii nu au putut fi încărcați");
    await userEvent.click(within(alert).getByRole("button", { name: "Încearcă din nou" }));
    expect(
      await screen.findByRole("heading", { level: 2, name: "2. Valabilitatea înscrierii" }),
    ).toBeVisible();
  });
});

describe("developer page", () => {
  it("shows the version and the open-source packages with their licences", { timeout: 40_000 }, async () => {
    mockApi(CLUB);
    start("/developer");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Despre aplicație" }, { timeout: 10_000 }),
    ).toBeVisible();
    const table = screen.getByRole("table", {
      name: "Pachetele open-source folosite, cu versiunea și licența",
    });
    const react = within(table).getByRole("row", { name: /^react \d/ });
    expect(react).toHaveTextContent("MIT");
    expect(within(table).getByRole("row", { name: /^fastify \d/ })).toBeInTheDocument();
    expect(screen.getByText("0.1.0")).toBeInTheDocument();
  });
});
