import type { TAdvancedSwimmerDetail } from "@bazin/shared/contracts/swimmers";
import { Notifications, notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { GROUP, IOANA_DETAIL } from "../test/fixtures.ts";
import { SwimmerDetailsPage } from "./swimmer-details-page.tsx";

afterEach(() => notifications.clean());

const DETAIL_PATH = `/api/advanced-swimmers/${IOANA_DETAIL.id}`;

function start(routes: Record<string, MockAnswer | ((r: Request) => MockAnswer)>, id = IOANA_DETAIL.id) {
  const api = mockApi({
    "GET /api/csrf": CSRF_OK,
    "GET /api/advanced-swimmers/groups": { body: { items: [GROUP] } },
    ...routes,
  });
  const view = renderRoutes(
    [
      {
        element: (
          <>
            <Notifications />
            <Outlet />
          </>
        ),
        children: [
          { path: "/admin/advanced-swimmers/:id/details", element: <SwimmerDetailsPage /> },
          { path: "/admin/advanced-swimmers", element: <p>Lista</p> },
        ],
      },
    ],
    `/admin/advanced-swimmers/${id}/details`,
  );
  return { api, ...view };
}

describe("[ADMIN][SWIMMERS] advanced swimmer details", () => {
  it("shows the profile, heart rate, the five zones, personal bests and recent times", async () => {
    start({ [`GET ${DETAIL_PATH}`]: { body: IOANA_DETAIL } });
    expect(await screen.findByRole("heading", { level: 1, name: "Ioana Ștefănescu" })).toBeInTheDocument();
    expect(screen.getByText("14 ani")).toBeInTheDocument();
    expect(screen.getByText("Are cont")).toBeInTheDocument();
    expect(screen.getByText("Grupa de performanță")).toBeInTheDocument();

    const hr = screen.getByRole("region", { name: "Puls" });
    const stats = within(hr)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(stats).toEqual([
      ["Maxim", "206 bpm"],
      ["Repaus", "62 bpm"],
      ["Prag", "179 bpm"],
    ]);
    expect(within(hr).getByText("Calculate")).toBeInTheDocument();
    const zones = within(hr).getAllByRole("listitem");
    expect(zones).toHaveLength(5);
    expect(zones[0]).toHaveTextContent("Zona 1");
    expect(zones[0]).toHaveTextContent("134–148 bpm");
    expect(zones[4]).toHaveTextContent("192–206 bpm");

    const pbs = screen.getByRole("table", { name: "Recordurile personale" });
    const pbRow = within(pbs).getAllByRole("row")[1]!;
    expect(pbRow).toHaveTextContent("100 m liber25 m1:05.3214.03.20261:06.10");

    const recent = screen.getByRole("table", { name: "Timpii recenți" });
    const recentRow = within(recent).getAllByRole("row")[1]!;
    expect(recentRow).toHaveTextContent("1:05.32100 m liber25 m14.03.2026Cupa Bucovinei");
    expect(within(recentRow).getByText("Record personal")).toBeInTheDocument();

    expect(screen.getByRole("link", { name: "Toți timpii și progresul" })).toHaveAttribute(
      "href",
      `/admin/swimming-times/cursant/${IOANA_DETAIL.id}/details`,
    );
    expect(screen.getByRole("region", { name: "Prezență" })).toHaveTextContent(
      "după ce se înregistrează primele antrenamente",
    );
  });

  it("marks the coach's own zones as custom, and says when there are no times yet", async () => {
    const custom: TAdvancedSwimmerDetail = {
      ...IOANA_DETAIL,
      zonesOverridden: true,
      personalBestList: [],
      recentTimes: [],
    };
    start({ [`GET ${DETAIL_PATH}`]: { body: custom } });
    const hr = await screen.findByRole("region", { name: "Puls" });
    expect(within(hr).getByText("Personalizate")).toBeInTheDocument();
    expect(
      screen.getByText("Niciun timp înregistrat încă, deci niciun record personal."),
    ).toBeInTheDocument();
    expect(screen.getByText("Niciun timp înregistrat încă.")).toBeInTheDocument();
  });

  it("deletes the profile only after confirmation, then goes back to the list", async () => {
    const { api, router } = start({
      [`GET ${DETAIL_PATH}`]: { body: IOANA_DETAIL },
      [`DELETE ${DETAIL_PATH}`]: { status: 204 },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Ștergeți profilul" }));
    const dialog = await screen.findByRole("dialog", { name: "Ștergeți profilul de înotător avansat?" });
    expect(dialog).toHaveTextContent("Înscrierea cursantului și timpii lui rămân.");
    expect(api.requests.some((r) => r.method === "DELETE")).toBe(false);

    await userEvent.click(within(dialog).getByRole("button", { name: "Ștergeți profilul" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/advanced-swimmers"));
    expect(api.requests.filter((r) => r.method === "DELETE").map((r) => new URL(r.url).pathname)).toEqual([
      DETAIL_PATH,
    ]);
    expect(
      await screen.findByText("Profilul de înotător avansat al lui Ioana Ștefănescu a fost șters."),
    ).toBeInTheDocument();
  });

  it("keeps a failed delete in the dialog, with its status", async () => {
    start({
      [`GET ${DETAIL_PATH}`]: { body: IOANA_DETAIL },
      [`DELETE ${DETAIL_PATH}`]: { status: 503, body: { code: "INTERNAL_ERROR", message: "x" } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Ștergeți profilul" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ștergeți profilul" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Eroare de server (cod 503).");
  });

  it("saves the coach's own zones, and sends zones: null when they are turned off again", async () => {
    const bodies: unknown[] = [];
    const { api } = start({
      [`GET ${DETAIL_PATH}`]: { body: IOANA_DETAIL },
      [`PUT ${DETAIL_PATH}`]: () => ({ body: { ...IOANA_DETAIL, zonesOverridden: true } }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Editați" }));
    const dialog = await screen.findByRole("dialog", { name: "Editați înotătorul Ioana Ștefănescu" });
    await userEvent.click(within(dialog).getByRole("switch", { name: "Folosesc zonele mele" }));
    const zone5Max = within(dialog).getByRole("textbox", { name: "Zona 5, maxim (bpm)" });
    expect(zone5Max).toHaveValue("206");
    const zone5Min = within(dialog).getByRole("textbox", { name: "Zona 5, minim (bpm)" });
    await userEvent.clear(zone5Min);
    await userEvent.type(zone5Min, "195");
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvați" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    for (const request of api.requests.filter((r) => r.method === "PUT")) bodies.push(await request.json());
    expect(bodies[0]).toEqual({
      groupId: GROUP.id,
      gender: "F",
      maxHr: 206,
      restingHr: 62,
      thresholdHr: 179,
      zones: [
        { zone: 1, minBpm: 134, maxBpm: 148 },
        { zone: 2, minBpm: 148, maxBpm: 163 },
        { zone: 3, minBpm: 163, maxBpm: 177 },
        { zone: 4, minBpm: 177, maxBpm: 192 },
        { zone: 5, minBpm: 195, maxBpm: 206 },
      ],
    });
    expect(await screen.findByText("Modificările au fost salvate.")).toBeInTheDocument();

    // The answer says the zones are the coach's own now: the switch starts on, and turning it off sends null.
    await userEvent.click(screen.getByRole("button", { name: "Editați" }));
    const again = await screen.findByRole("dialog");
    const own = within(again).getByRole("switch", { name: "Folosesc zonele mele" });
    expect(own).toBeChecked();
    await userEvent.click(own);
    await userEvent.click(within(again).getByRole("button", { name: "Salvați" }));
    await waitFor(() => expect(api.requests.filter((r) => r.method === "PUT")).toHaveLength(2));
    const second = await api.requests.filter((r) => r.method === "PUT")[1]!.json();
    expect(second).toMatchObject({ zones: null });
  });

  it("shows a not-found state with the way back when the swimmer does not exist", async () => {
    start({
      [`GET ${DETAIL_PATH}`]: {
        status: 404,
        body: { code: "ADVANCED_SWIMMER_NOT_FOUND", message: "Înotătorul avansat nu a fost găsit." },
      },
    });
    expect(
      await screen.findByRole("heading", { name: "Înotătorul avansat nu a fost găsit" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Înapoi la înotătorii avansați" })).toHaveAttribute(
      "href",
      "/admin/advanced-swimmers",
    );
  });

  it("tells a coach the swimmer is not in their groups", async () => {
    start({
      [`GET ${DETAIL_PATH}`]: {
        status: 403,
        body: { code: "SWIMMER_NOT_IN_SCOPE", message: "x" },
      },
    });
    expect(
      await screen.findByRole("heading", { name: "Nu aveți acces la acest înotător" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Acest înotător nu face parte din grupele dumneavoastră.")).toBeInTheDocument();
  });
});
