import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { CSRF_OK, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { RegistrantLinkPage } from "./link-page.tsx";

const SESSION = { session: "sesiune-1", expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() };

const OVERVIEW = {
  email: "mama@example.ro",
  sessionExpiresAt: SESSION.expiresAt,
  registrations: [
    {
      id: "0b6f5a9e-7c1d-4a55-9d2e-2f1b3c4d5e6f",
      fullName: "Ioana Țăranu",
      status: "active",
      registeredAt: "2026-11-01T10:00:00.000Z",
      validUntil: "2026-12-16",
      daysRemaining: 20,
      programme: [{ weekday: 2, startTime: "19:30", ageGroup: "adults", instructor: "Ion Țiriac" }],
      certificate: { state: "valid", issuedOn: "2026-10-01", validUntil: "2027-10-01" },
      medicalConsentWithdrawnAt: null,
      documents: ["registrationForm", "declaration", "medicalCertificate"],
    },
  ],
  deletionRequest: null,
};

function renderLink(token: string) {
  return renderRoutes(
    [
      { path: "/datele-mele/link", element: <RegistrantLinkPage /> },
      { path: "/datele-mele", element: <p>formular</p> },
    ],
    `/datele-mele/link?token=${token}`,
  );
}

describe("the registrant's link page", () => {
  beforeEach(() => sessionStorage.clear());

  it("says a spent or expired link cannot open the page and offers a new one", async () => {
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "POST /api/registrant-access/open": {
        status: 410,
        body: { code: "REGISTRANT_LINK_INVALID", message: "Linkul a expirat sau a fost deja folosit." },
      },
    });
    renderLink("folosit");
    expect(await screen.findByTestId("registrant-link-invalid")).toHaveTextContent(
      "Linkul a expirat sau a fost deja folosit.",
    );
    await userEvent.setup().click(screen.getByRole("link", { name: "Cere un link nou" }));
    expect(await screen.findByText("formular")).toBeInTheDocument();
  });

  it("opens the link once and sends the session with every call after it", async () => {
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "POST /api/registrant-access/open": { body: SESSION },
      "GET /api/registrant-access/me": (request) =>
        request.headers.get("X-Registrant-Session") === SESSION.session
          ? { body: OVERVIEW }
          : { status: 401, body: { code: "REGISTRANT_SESSION_INVALID", message: "Sesiunea a expirat." } },
    });
    renderLink("bun");
    const card = await screen.findByRole("article", { name: "Ioana Țăranu" });
    expect(card).toHaveTextContent("Activă");
    expect(card).toHaveTextContent("Valabilă");
    expect(card).toHaveTextContent("Marți, ora 19:30, cu Ion Țiriac");
    expect(requests.filter((r) => r.url.endsWith("/api/registrant-access/open"))).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Cere ștergerea datelor" })).toBeInTheDocument();
  });

  it("asks for a new link when the session has ended", async () => {
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "POST /api/registrant-access/open": { body: { ...SESSION, session: "alta" } },
      "GET /api/registrant-access/me": {
        status: 401,
        body: { code: "REGISTRANT_SESSION_INVALID", message: "Sesiunea paginii a expirat." },
      },
    });
    renderLink("altul");
    expect(await screen.findByTestId("registrant-link-invalid")).toHaveTextContent(
      "Sesiunea paginii a expirat.",
    );
  });
});
