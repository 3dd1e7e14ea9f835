import { CHUNK_LOAD_TIMEOUT_MS } from "@bazin/shared/domain/limits";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CLUB_FIXTURE } from "../features/public/testing.ts";
import { CONSENT_STORAGE_KEY } from "../lib/consent.ts";
import { mockApi, NOT_SIGNED_IN } from "../test/mock-api.ts";
import { renderRoutes } from "../test/render.tsx";
import { lazy } from "./lazy-route.tsx";
import { RouteErrorPage } from "./pages/RouteErrorPage.tsx";
import { buildRoutes, portalRoutesPatcher } from "./router.tsx";

const SWIMMER = {
  id: "u1",
  username: "swimmer",
  firstName: "Ana",
  lastName: "Pop",
  email: null,
  phone: null,
  role: "swimmer",
};

function start(path: string, native = false) {
  localStorage.setItem(CONSENT_STORAGE_KEY, "accepted");
  return renderRoutes(buildRoutes(native), path, undefined, portalRoutesPatcher());
}

describe("routing and guards", () => {
  it("shows a real 404 page for an unknown address", async () => {
    mockApi({});
    start("/nu-exista");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Pagina nu a fost găsită" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Înapoi la pagina principală" })).toHaveAttribute("href", "/");
  });

  it("sends an anonymous visitor of a signed-in area to /login, remembering the page", async () => {
    mockApi({
      "GET /api/auth/me": NOT_SIGNED_IN,
      "GET /api/csrf": { body: { token: "t", headerName: "X-XSRF-TOKEN" } },
    });
    const { router } = start("/coach/settings");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"), { timeout: 5000 });
    expect(router.state.location.search).toBe("?redirectTo=%2Fcoach%2Fsettings");
  });

  it("sends a signed-in user of another role to their own home", async () => {
    mockApi({ "GET /api/auth/me": { body: { user: SWIMMER } } });
    const { router } = start("/admin");
    await waitFor(() => expect(router.state.location.pathname).toBe("/swimmer"), { timeout: 5000 });
    // The swimmer's dashboard greets them by first name.
    expect(await screen.findByTestId("signed-in-name")).toHaveTextContent("Ana");
  });

  it("shows the role's navigation and who is signed in on the area's home", async () => {
    mockApi({ "GET /api/auth/me": { body: { user: SWIMMER } } });
    start("/swimmer");
    const nav = await screen.findByRole("navigation", { name: "Navigare principală" }, { timeout: 5000 });
    expect(nav).toHaveTextContent("Panou");
    expect(nav).toHaveTextContent("Timpii mei");
    expect(nav).toHaveTextContent("Profilul meu");
    // The navigation is headed by the role of whoever is signed in.
    expect(nav).toHaveTextContent("Înotător");
    expect(await screen.findByTestId("signed-in-name")).toHaveTextContent("Ana");
  });

  it("in the native shell sends / to /login instead of the public site", async () => {
    mockApi({
      "GET /api/auth/me": NOT_SIGNED_IN,
      "GET /api/csrf": { body: { token: "t", headerName: "X-XSRF-TOKEN" } },
    });
    const { router } = start("/", true);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"), { timeout: 5000 });
  });

  it("shows the public header navigation and footer on public pages, the footer with the club's hours", async () => {
    mockApi({ "GET /api/club": { body: CLUB_FIXTURE } });
    start("/");
    expect(await screen.findByRole("navigation", { name: "Navigare site" })).toHaveTextContent("Evenimente");
    const footer = await screen.findByRole("contentinfo", {}, { timeout: 5000 });
    await waitFor(() => expect(footer).toHaveTextContent("Luni – Vineri: 08:00 – 16:00"));
  });

  it("scrolls to the top on every route change", { timeout: 15_000 }, async () => {
    mockApi({ "GET /api/club": { body: CLUB_FIXTURE } });
    const scrollTo = vi.spyOn(window, "scrollTo");
    start("/");
    await screen.findByRole("navigation", { name: "Navigare site" });
    scrollTo.mockClear();
    await userEvent.click(screen.getAllByRole("link", { name: "Contact" })[0]!);
    await screen.findByRole("heading", { level: 1, name: "Contact" }, { timeout: 10_000 });
    // The scroll runs in an effect after the new page's first render: wait for it rather than race it.
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});

describe("error screen", () => {
  it("shows 'Unexpected Application Error!' with the error's message", async () => {
    renderRoutes(
      [
        {
          path: "/",
          errorElement: <RouteErrorPage />,
          loader: () => {
            throw new Error("boom in loader");
          },
          element: <p>never</p>,
        },
      ],
      "/",
    );
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByTestId("route-error-detail")).toHaveTextContent("boom in loader");
  });

  it("shows the status text of an error response", async () => {
    renderRoutes(
      [
        {
          path: "/",
          errorElement: <RouteErrorPage />,
          loader: () => {
            throw new Response(null, { status: 503, statusText: "Service Unavailable" });
          },
          element: <p>never</p>,
        },
      ],
      "/",
    );
    expect(await screen.findByTestId("route-error-detail")).toHaveTextContent("Service Unavailable");
  });
  it("a page whose code has not loaded after 120 s shows the translated timeout screen with a retry", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderRoutes(
        [
          {
            path: "/",
            errorElement: <RouteErrorPage />,
            children: [
              {
                index: true,
                lazy: lazy(
                  () => new Promise<never>(() => {}),
                  () => <p>never</p>,
                ),
              },
            ],
          },
        ],
        "/",
      );
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1000);
      expect(screen.queryByRole("heading", { name: "Pagina nu s-a încărcat" })).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(1000);
      expect(await screen.findByRole("heading", { name: "Pagina nu s-a încărcat" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Încearcă din nou" })).toBeInTheDocument();
      expect(screen.queryByText("Unexpected Application Error!")).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
