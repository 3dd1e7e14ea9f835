import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildRoutes, portalRoutesPatcher } from "../../../app/router.tsx";
import { CONSENT_STORAGE_KEY } from "../../../lib/consent.ts";
import { CSRF_OK, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";

const SWIMMER = {
  id: "u1",
  username: "swimmer",
  firstName: "Ana",
  lastName: "Pop",
  email: null,
  phone: null,
  role: "swimmer",
};
const POLICY = {
  document: "privacy",
  version: 3,
  text: "# Politica v3\n\nAm schimbat **scopul**.",
  major: true,
  createdAt: "2026-11-22T10:00:00.000Z",
  effectiveOn: "2026-12-22",
  inForce: false,
  upcoming: null,
};
const TERMS = { ...POLICY, document: "terms", version: 2, text: "# Termeni v2\n\nRegula **nouă**." };

/** /me's pending texts, as the server reports them (the first repeated at the top). */
function pendingOf(...texts: { document: string; version: number }[]) {
  const items = texts.map((t) => ({ ...t, versionId: `${t.document}-${t.version}` }));
  return { ...items[0]!, texts: items };
}

function start(path: string) {
  localStorage.setItem(CONSENT_STORAGE_KEY, "accepted");
  return renderRoutes(buildRoutes(false), path, undefined, portalRoutesPatcher());
}

describe("the privacy policy acceptance screen", () => {
  it("replaces the portal while acceptance is pending, needs the box, then opens the page asked for", async () => {
    let pending = true;
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/auth/me": () => ({
        body: {
          user: SWIMMER,
          gdprAcceptance: pending ? pendingOf({ document: "privacy", version: 3 }) : null,
        },
      }),
      "GET /api/legal/privacy": { body: POLICY },
      "POST /api/gdpr/accept": () => {
        pending = false;
        return { body: { gdprAcceptance: null } };
      },
    });
    const { router } = start("/swimmer/chat");
    const title = await screen.findByRole("heading", {
      level: 1,
      name: "Politica de confidențialitate s-a schimbat",
    });
    expect(title).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Navigare principală" })).not.toBeInTheDocument();
    const text = await screen.findByRole("region", { name: "Politica de confidențialitate, versiunea 3" });
    expect(text).toHaveTextContent("Am schimbat scopul.");
    expect(
      screen.getByText(/Am actualizat politica de confidențialitate \(versiunea 3\)/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: /Politica de confidențialitate, versiunea 3: deschideți/ }),
    ).toHaveAttribute("href", "/politica-confidentialitate?versiune=3");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Accept și continui" }));
    expect(await screen.findByText(/Bifați caseta/)).toBeInTheDocument();
    expect(requests.some((r) => r.url.endsWith("/api/gdpr/accept"))).toBe(false);

    await user.click(
      screen.getByRole("checkbox", { name: "Am citit și accept politica de confidențialitate" }),
    );
    await user.click(screen.getByRole("button", { name: "Accept și continui" }));
    await screen.findByRole("navigation", { name: "Navigare principală" });
    expect(screen.queryByRole("heading", { name: "Politica de confidențialitate s-a schimbat" })).toBeNull();
    expect(router.state.location.pathname).toBe("/swimmer/chat");
    const accept = requests.find((r) => r.url.endsWith("/api/gdpr/accept"))!;
    expect(await accept.json()).toEqual({ texts: [{ document: "privacy", version: 3 }] });
    expect(accept.headers.get("X-XSRF-TOKEN")).toBeTruthy();
  });

  it("says so when a newer version appeared while reading, and shows that one", async () => {
    let version = 3;
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/auth/me": () => ({
        body: { user: SWIMMER, gdprAcceptance: pendingOf({ document: "privacy", version }) },
      }),
      "GET /api/legal/privacy": (request) => {
        const asked = Number(new URL(request.url).searchParams.get("version"));
        return { body: { ...POLICY, version: asked, text: `# Politica v${asked}` } };
      },
      "POST /api/gdpr/accept": () => {
        version = 4;
        return {
          status: 409,
          body: {
            code: "GDPR_VERSION_OUTDATED",
            message: "Politica de confidențialitate a fost actualizată.",
          },
        };
      },
    });
    start("/swimmer");
    await screen.findByRole("heading", { name: "Politica v3" });
    const user = userEvent.setup();
    await user.click(
      screen.getByRole("checkbox", { name: "Am citit și accept politica de confidențialitate" }),
    );
    await user.click(screen.getByRole("button", { name: "Accept și continui" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Între timp a apărut o versiune nouă");
    await screen.findByRole("heading", { name: "Politica v4" });
    await waitFor(() => expect(screen.getByText(/\(versiunea 4\)/)).toBeInTheDocument());
    expect(
      screen.getByRole("checkbox", { name: "Am citit și accept politica de confidențialitate" }),
    ).not.toBeChecked();
  });

  it("names both changed texts, shows each, and accepts them together", async () => {
    let pending = true;
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/auth/me": () => ({
        body: {
          user: SWIMMER,
          gdprAcceptance: pending
            ? pendingOf({ document: "privacy", version: 3 }, { document: "terms", version: 2 })
            : null,
        },
      }),
      "GET /api/legal/privacy": { body: POLICY },
      "GET /api/legal/terms": { body: TERMS },
      "POST /api/gdpr/accept": () => {
        pending = false;
        return { body: { gdprAcceptance: null } };
      },
    });
    start("/swimmer/chat");
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Politica de confidențialitate și termenii s-au schimbat",
      }),
    ).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Termeni și condiții, versiunea 2" })).toHaveTextContent(
      "Regula nouă.",
    );
    expect(
      screen.getByRole("link", { name: /Termeni și condiții, versiunea 2: deschideți/ }),
    ).toHaveAttribute("href", "/termeni-conditii?versiune=2");
    const user = userEvent.setup();
    await user.click(
      screen.getByRole("checkbox", {
        name: "Am citit și accept politica de confidențialitate și termenii și condițiile",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Accept și continui" }));
    await screen.findByRole("navigation", { name: "Navigare principală" });
    const accept = requests.find((r) => r.url.endsWith("/api/gdpr/accept"))!;
    expect(await accept.json()).toEqual({
      texts: [
        { document: "privacy", version: 3 },
        { document: "terms", version: 2 },
      ],
    });
  });
});
