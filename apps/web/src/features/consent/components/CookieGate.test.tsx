import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY } from "../../../lib/consent.ts";
import { i18n } from "../../../lib/i18n.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { CookieGate } from "./CookieGate.tsx";

function renderGate() {
  return renderRoutes(
    [
      {
        path: "/",
        element: (
          <CookieGate>
            <p>site content</p>
          </CookieGate>
        ),
      },
    ],
    "/",
  );
}

describe("cookie gate", () => {
  it("with no choice stored, asks first and shows nothing of the site", async () => {
    renderGate();
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
    expect(dialog).toHaveTextContent("Folosim cookie-uri esențiale");
    expect(screen.getByRole("button", { name: "Accept" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refuz și părăsesc" })).toBeInTheDocument();
    expect(screen.queryByText("site content")).not.toBeInTheDocument();
  });

  it("accepting stores 'accepted' and lets the site run", async () => {
    renderGate();
    await userEvent.click(await screen.findByRole("button", { name: "Accept" }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("accepted");
    expect(await screen.findByText("site content")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("an earlier acceptance runs the site straight away", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "accepted");
    renderGate();
    expect(await screen.findByText("site content")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("rejecting stores 'rejected' and blocks the whole site with 'Acces Restricționat'", async () => {
    renderGate();
    await userEvent.click(await screen.findByRole("button", { name: "Refuz și părăsesc" }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("rejected");
    expect(await screen.findByRole("heading", { level: 1, name: "Acces Restricționat" })).toBeInTheDocument();
    expect(screen.queryByText("site content")).not.toBeInTheDocument();
  });

  it("'Încerc Din Nou' clears the stored choice and asks again", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "rejected");
    renderGate();
    await userEvent.click(await screen.findByRole("button", { name: "Încerc Din Nou" }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(screen.queryByText("site content")).not.toBeInTheDocument();
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
    await waitFor(() => expect(screen.getByText("site content")).toBeInTheDocument());
  });
});
