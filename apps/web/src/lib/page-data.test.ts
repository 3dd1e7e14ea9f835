import { PAGE_DATA_ELEMENT_ID } from "@bazin/shared/domain/public-pages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { mockApi } from "../test/mock-api.ts";

/** A public page's HTML as the server writes it: the answers it starts with, asked in `lang`. */
function servePage(lang: string, answers: Record<string, unknown>) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = PAGE_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify({ lang, answers });
  document.body.append(element);
}

/** The HTTP client as a page starts it: page-data.ts reads the element once per load, so each test loads afresh. */
async function freshClient(language: "ro" | "en") {
  vi.resetModules();
  const { i18n } = await import("./i18n.ts");
  await i18n.changeLanguage(language);
  return import("./http.ts");
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe("API answers written into the page", () => {
  it("answer the first GET of their address without the network, and only the first", async () => {
    servePage("ro", { "/api/announcements?page=1&pageSize=6": { total: 9 } });
    const { requests } = mockApi({ "GET /api/announcements": { body: { total: 10 } } });
    const { api } = await freshClient("ro");

    expect(await api("/api/announcements?page=1&pageSize=6")).toEqual({ total: 9 });
    expect(requests).toHaveLength(0);
    // A refresh, and any other address, goes to the server.
    expect(await api("/api/announcements?page=1&pageSize=6")).toEqual({ total: 10 });
    expect(await api("/api/announcements?page=2&pageSize=6")).toEqual({ total: 10 });
    expect(requests.map((request) => new URL(request.url).search)).toEqual([
      "?page=1&pageSize=6",
      "?page=2&pageSize=6",
    ]);
  });

  it("are checked against the contract like any answer", async () => {
    servePage("ro", { "/api/club": { total: "nine" } });
    mockApi({});
    const { api } = await freshClient("ro");
    await expect(api("/api/club", { schema: z.object({ total: z.number() }) })).rejects.toThrow();
  });

  it("are not used by an app showing the other language", async () => {
    servePage("ro", { "/api/club": { name: "Bazinul Municipal" } });
    const { requests } = mockApi({ "GET /api/club": { body: { name: "Municipal Pool" } } });
    const { api } = await freshClient("en");
    expect(await api("/api/club")).toEqual({ name: "Municipal Pool" });
    expect(requests).toHaveLength(1);
  });
});
