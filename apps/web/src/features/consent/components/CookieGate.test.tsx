import { CONSENT_PROMPT_ELEMENT_ID } from "@bazin/shared/domain/public-pages";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CONSENT_DATE_STORAGE_KEY, CONSENT_STORAGE_KEY } from "../../../lib/consent.ts";
import { i18n } from "../../../lib/i18n.ts";
import { answerPrerenderedPrompt } from "../../../lib/prerendered-prompt.ts";
import { CSRF_OK, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { CookieGate } from "./CookieGate.tsx";

function renderGate(path = "/") {
  const element = (
    <CookieGate>
      <p>
        site content <a href="/contact">contact page</a>
      </p>
    </CookieGate>
  );
  return renderRoutes(
    [
      { path: "/", element },
      { path: "/login", element },
    ],
    path,
  );
}

const siteContent = () => screen.queryByText(/site content/);

describe("cookie gate", () => {
  it("with no choice stored, asks over the public page, which stays inert and hidden from screen readers", async () => {
    renderGate();
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
    expect(dialog).toHaveTextContent("Folosim cookie-uri esențiale");
    expect(screen.getByRole("button", { name: "Accept" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refuz și părăsesc" })).toBeInTheDocument();
    const page = siteContent()?.closest("[inert]");
    expect(page).toBeTruthy();
    expect(page).toHaveAttribute("aria-hidden", "true");
    // Out of the accessibility tree: the page's link is not offered.
    expect(screen.queryByRole("link", { name: "contact page" })).not.toBeInTheDocument();
  });

  it("takes the server's copy of the question away when its own appears in the same frame", async () => {
    document.body.insertAdjacentHTML("beforeend", `<div id="${CONSENT_PROMPT_ELEMENT_ID}">…</div>`);
    renderGate();
    await screen.findByRole("dialog", {}, { timeout: 5000 });
    expect(document.getElementById(CONSENT_PROMPT_ELEMENT_ID)).toBeNull();
  });

  it("follows a choice made on the server's copy while its own prompt was still loading", async () => {
    renderGate();
    document.body.insertAdjacentHTML(
      "beforeend",
      `<div id="${CONSENT_PROMPT_ELEMENT_ID}" lang="ro"><button type="button" disabled data-consent="rejected">x</button></div>`,
    );
    // As after a language button: the app runs, and the server's copy still takes an answer (first-visit.ts).
    answerPrerenderedPrompt(document.getElementById(CONSENT_PROMPT_ELEMENT_ID)!, {
      answered: () => undefined,
      switchLanguage: () => undefined,
    });
    document.querySelector<HTMLButtonElement>("[data-consent=rejected]")!.click();
    expect(await screen.findByRole("heading", { name: "Acces Restricționat" })).toBeInTheDocument();
    expect(siteContent()).not.toBeInTheDocument();
  });

  it("outside the public pages (sign in, portal) nothing of the site renders before a choice", async () => {
    renderGate("/login");
    expect(await screen.findByRole("dialog", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(siteContent()).not.toBeInTheDocument();
  });

  it("once accepted, asks for the anti-forgery cookie (the server's sign of a returning visitor), never before", async () => {
    const { requests } = mockApi({ "GET /api/csrf": CSRF_OK });
    const csrfAsks = () => requests.filter((r) => new URL(r.url).pathname === "/api/csrf").length;
    renderGate();
    await screen.findByRole("dialog", {}, { timeout: 5000 });
    expect(csrfAsks()).toBe(0);
    await userEvent.click(screen.getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(csrfAsks()).toBe(1));
  });

  it("accepting stores 'accepted' and makes the same page interactive", async () => {
    renderGate();
    const before = siteContent();
    await userEvent.click(await screen.findByRole("button", { name: "Accept" }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("accepted");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "contact page" })).toBeInTheDocument();
    // Not rebuilt: the element that was behind the prompt is the one now shown, no longer inert.
    expect(siteContent()).toBe(before);
    expect(before?.closest("[inert]")).toBeNull();
    expect(before?.closest("[aria-hidden]")).toBeNull();
  });

  it("an earlier acceptance runs the site straight away", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "accepted");
    renderGate();
    expect(await screen.findByRole("link", { name: "contact page" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("dates the choice and asks again once it is more than 12 months old, a rejection too", async () => {
    const monthsAgo = (months: number) => {
      const at = new Date();
      at.setMonth(at.getMonth() - months);
      return at.toISOString();
    };
    localStorage.setItem(CONSENT_STORAGE_KEY, "accepted");
    localStorage.setItem(CONSENT_DATE_STORAGE_KEY, monthsAgo(11));
    const recent = renderGate();
    expect(await screen.findByRole("link", { name: "contact page" })).toBeInTheDocument();
    recent.unmount();

    localStorage.setItem(CONSENT_DATE_STORAGE_KEY, monthsAgo(13));
    const lapsed = renderGate();
    expect(await screen.findByRole("dialog", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Accept" }));
    const madeAt = Date.parse(localStorage.getItem(CONSENT_DATE_STORAGE_KEY) ?? "");
    expect(Date.now() - madeAt).toBeLessThan(60_000);
    lapsed.unmount();

    localStorage.setItem(CONSENT_STORAGE_KEY, "rejected");
    localStorage.setItem(CONSENT_DATE_STORAGE_KEY, monthsAgo(13));
    renderGate();
    expect(await screen.findByRole("dialog", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Acces Restricționat" })).not.toBeInTheDocument();
  });

  it("rejecting stores 'rejected' and blocks the whole site with 'Acces Restricționat'", async () => {
    renderGate();
    await userEvent.click(await screen.findByRole("button", { name: "Refuz și părăsesc" }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("rejected");
    expect(await screen.findByRole("heading", { level: 1, name: "Acces Restricționat" })).toBeInTheDocument();
    expect(siteContent()).not.toBeInTheDocument();
  });

  it("'Încerc Din Nou' clears the stored choice and asks again", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "rejected");
    renderGate();
    expect(siteContent()).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Încerc Din Nou" }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(siteContent()?.closest("[inert]")).toBeTruthy();
  });

  it("speaks English when the language is English", async () => {
    await i18n.changeLanguage("en");
    localStorage.setItem(CONSENT_STORAGE_KEY, "rejected");
    renderGate();
    expect(await screen.findByRole("heading", { level: 1, name: "Access Restricted" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("counts as accepted inside the native shell", async () => {
    (globalThis as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true };
    localStorage.setItem(CONSENT_STORAGE_KEY, "rejected");
    renderGate();
    await waitFor(() => expect(screen.getByRole("link", { name: "contact page" })).toBeInTheDocument());
  });
});
