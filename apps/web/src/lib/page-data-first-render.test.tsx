import { PAGE_DATA_ELEMENT_ID } from "@bazin/shared/domain/public-pages";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../test/mock-api.ts";
import { createQueryClient } from "./query-client.ts";

/*
 * A public page's HTML holds the answers its first render needs (PAGE_DATA): the app draws them in that first
 * render, so it replaces the server's text with the same content in one pass, not with placeholders that a
 * second pass (and a second commit on a phone's main thread) then fills.
 */

const CLUB = { profile: { name: "Bazinul Municipal Câmpulung" }, instructors: [], slots: [] };
const EVENTS = { items: [{ id: "a1", title: "Cupa Orașului" }], page: 1, pageSize: 6, total: 1 };
const PHOTOS = { items: [{ id: "p1", caption: "Ștafeta de 4×50 m" }], nextCursor: null };

/** A public page's HTML as the server writes it, in Romanian; the page-data module reads it afresh. */
async function servePage(answers: Record<string, unknown>) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = PAGE_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify({ lang: "ro", answers });
  document.body.append(element);
  vi.resetModules();
  const { i18n } = await import("./i18n.ts");
  await i18n.changeLanguage("ro");
}

/** The app's own query cache settings (how long an answer stays fresh decides whether mounting asks again). */
function withQueries() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe("a public page's first render draws the answers in its HTML", () => {
  it("the club's details (home, contact, footer)", async () => {
    await servePage({ "/api/club": CLUB });
    const { requests } = mockApi({});
    const { useClub } = await import("../features/public/api/get-club.ts");

    const { result } = renderHook(() => useClub());
    expect(result.current.status).toBe("success");
    expect(result.current.data).toEqual(CLUB);
    expect(requests).toHaveLength(0);
  });

  it("the club's details in the registration form", async () => {
    await servePage({ "/api/club": CLUB });
    const { requests } = mockApi({});
    const { useClub } = await import("./club-query.ts");

    const { result } = renderHook(() => useClub(), { wrapper: withQueries() });
    expect(result.current.data).toEqual(CLUB);
    expect(result.current.isFetching).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it("the first page of events", async () => {
    const { announcementsPath } = await import("@bazin/shared/domain/public-pages");
    await servePage({ [announcementsPath(undefined, 1)]: EVENTS });
    const { requests } = mockApi({});
    const { useAnnouncements } = await import("../features/events/api/get-announcements.ts");

    const { result } = renderHook(() => useAnnouncements(), { wrapper: withQueries() });
    expect(result.current.data?.pages).toEqual([EVENTS]);
    expect(result.current.isFetching).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it("the first page of photos", async () => {
    const { galleryPath } = await import("@bazin/shared/domain/public-pages");
    await servePage({ [galleryPath(undefined, null)]: PHOTOS });
    const { requests } = mockApi({});
    const { useGallery } = await import("../features/gallery/api/get-gallery.ts");

    const { result } = renderHook(() => useGallery(), { wrapper: withQueries() });
    expect(result.current.data?.pages).toEqual([PHOTOS]);
    expect(result.current.isFetching).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it("only once: another category goes to the server", async () => {
    const { announcementsPath } = await import("@bazin/shared/domain/public-pages");
    await servePage({ [announcementsPath(undefined, 1)]: EVENTS });
    const { requests } = mockApi({ "GET /api/announcements": { body: { ...EVENTS, total: 2 } } });
    const { useAnnouncements } = await import("../features/events/api/get-announcements.ts");

    const wrapper = withQueries();
    renderHook(() => useAnnouncements(), { wrapper });
    const competitions = renderHook(() => useAnnouncements("competition"), { wrapper });
    expect(competitions.result.current.data).toBeUndefined();
    await vi.waitFor(() => expect(competitions.result.current.data?.pages[0]?.total).toBe(2));
    expect(requests.map((request) => new URL(request.url).search)).toEqual([
      new URL(announcementsPath("competition", 1), "http://localhost").search,
    ]);
  });
});
