import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { i18n, LANGUAGE_STORAGE_KEY } from "../lib/i18n.ts";
import { renderWithProviders } from "../test/render.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";

describe("language switch", () => {
  it("switches to English, remembers it in local storage and sets <html lang>", async () => {
    renderWithProviders(<LanguageSwitch />);
    const group = screen.getByRole("group", { name: "Limba" });
    expect(screen.getByRole("button", { name: "RO" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "EN" }));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    expect(document.documentElement.lang).toBe("en");
    expect(i18n.language).toBe("en");
    expect(group).toHaveAccessibleName("Language");
    expect(screen.getByRole("button", { name: "EN" })).toHaveAttribute("aria-pressed", "true");
  });

  it("switches back to Romanian", async () => {
    await i18n.changeLanguage("en");
    renderWithProviders(<LanguageSwitch />);
    await userEvent.click(screen.getByRole("button", { name: "RO" }));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("ro");
    expect(document.documentElement.lang).toBe("ro");
  });
});
