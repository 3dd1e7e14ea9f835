import type { TStudentDetail, TStudentPage, TStudentSummary } from "@bazin/shared/contracts/students";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import { CLUB_FIXTURE } from "../../public/testing.ts";
import { StudentsTab } from "./StudentsTab.tsx";

const IOANA: TStudentSummary = {
  id: "0b6f3c1e-2a4d-4c8b-9e7f-1a2b3c4d5e6f",
  fullName: "Ioana Ștefănescu",
  email: "ioana@example.com",
  phone: "0712345678",
  birthDate: "2014-05-02",
  age: 12,
  status: "active",
  registeredAt: "2026-10-15T09:00:00.000Z",
  validUntil: "2026-11-28",
  daysRemaining: 5,
  slots: [{ slotId: "s1", weekday: 1, startTime: "16:30", ageGroup: "children", instructor: "Ana Pop" }],
  hasAccount: false,
};
/** Ioana's details, as the drawer asks for them. */
const IOANA_DETAIL: TStudentDetail = {
  ...IOANA,
  contactPerson: null,
  contactQuality: null,
  locality: "Fălticeni",
  street: "Strada Sportului",
  streetNumber: "4",
  blockApartment: null,
  county: "Suceava",
  legalRepresentative: "Maria Ștefănescu",
  renewedAt: null,
  medicalCertificateIssuedOn: "2026-10-01",
  language: "ro",
  gdprConsent: { version: 1, agreedAt: "2026-10-15T09:00:00.000Z" },
  documents: [],
};
const MIHAI: TStudentSummary = {
  ...IOANA,
  id: "7c2d9e4f-5b6a-4d1c-8e3f-9a8b7c6d5e4f",
  fullName: "Mihai Dumitrescu",
  status: "expired",
  daysRemaining: 0,
  hasAccount: true,
};

const page = (items: TStudentSummary[]): MockAnswer => ({
  body: { items, total: items.length, page: 1, pageSize: 25 } satisfies TStudentPage,
});

function start(path = "/admin/users") {
  return renderRoutes(
    [
      {
        path: "/admin/users",
        element: (
          <>
            <Notifications />
            <StudentsTab />
          </>
        ),
      },
    ],
    path,
  );
}

/** The query strings of the list requests sent so far. */
const listQueries = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === "/api/students").map((r) => new URL(r.url).search);

describe("[ADMIN][STUDENTS] students tab", () => {
  it("lists students, marking days remaining of an expiring registration, and counts them", async () => {
    mockApi({ "GET /api/club": { body: CLUB_FIXTURE }, "GET /api/students": page([IOANA, MIHAI]) });
    start();
    const rows = await screen.findAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent("Ioana Ștefănescu");
    expect(rows[1]).toHaveTextContent("Activ");
    expect(rows[1]).toHaveTextContent("Lun 16:30");
    expect(rows[2]).toHaveTextContent("Expirat");
    expect(screen.getByText("2 cursanți")).toBeInTheDocument();
  });

  it("keeps filters in the address and asks the server for them, back on page 1", async () => {
    const api = mockApi({ "GET /api/club": { body: CLUB_FIXTURE }, "GET /api/students": page([IOANA]) });
    const { router } = start("/admin/users?page=2");
    await screen.findByText("Ioana Ștefănescu");
    await userEvent.click(screen.getByLabelText("Stare", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: "Expirat" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=expired"));
    await waitFor(() => expect(listQueries(api.requests).at(-1)).toContain("status=expired"));
    expect(listQueries(api.requests).at(-1)).not.toContain("page=2");

    await userEvent.type(screen.getByRole("searchbox", { name: "Caută" }), "ștef");
    await waitFor(() => expect(router.state.location.search).toContain("q=%C8%99tef"), { timeout: 3000 });
    expect(router.state.location.search).toContain("status=expired");

    await userEvent.click(screen.getByRole("button", { name: "Resetează filtrele" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("says when no student matches, and offers a retry when the list fails", async () => {
    let answer: MockAnswer = { status: 500, body: { code: "INTERNAL_ERROR", message: "x" } };
    mockApi({ "GET /api/club": { body: CLUB_FIXTURE }, "GET /api/students": () => answer });
    start();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Lista cursanților nu a putut fi încărcată.");
    answer = page([]);
    await userEvent.click(within(alert).getByRole("button"));
    expect(await screen.findByText("Niciun cursant nu corespunde filtrelor.")).toBeInTheDocument();
  });

  it("renews a registration after confirmation and says so", async () => {
    const api = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/club": { body: CLUB_FIXTURE },
      "GET /api/students": page([IOANA]),
      [`POST /api/students/${IOANA.id}/renew`]: {
        body: {
          id: IOANA.id,
          fullName: IOANA.fullName,
          registeredAt: IOANA.registeredAt,
          validUntil: "2027-01-07",
          daysRemaining: 45,
          status: "active",
        },
      },
    });
    start();
    await userEvent.click(await screen.findByRole("button", { name: "Acțiuni pentru Ioana Ștefănescu" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Reînnoiește 45 de zile" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Reînnoiți înscrierea lui Ioana Ștefănescu pentru 45 de zile de azi?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reînnoiește 45 de zile" }));
    expect(await screen.findByText("Înscrierea a fost reînnoită pentru 45 de zile.")).toBeInTheDocument();
    expect(
      api.requests.some((r) => r.method === "POST" && r.url.endsWith(`/api/students/${IOANA.id}/renew`)),
    ).toBe(true);
  });

  it("shows the server's translated refusal when an action fails, and the generic one on a server error", async () => {
    let answer: MockAnswer = {
      status: 404,
      body: { code: "STUDENT_NOT_FOUND", message: "Cursantul nu a fost găsit." },
    };
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/club": { body: CLUB_FIXTURE },
      "GET /api/students": page([IOANA]),
      [`DELETE /api/students/${IOANA.id}`]: () => answer,
    });
    start();
    const remove = async () => {
      await userEvent.click(await screen.findByRole("button", { name: "Acțiuni pentru Ioana Ștefănescu" }));
      await userEvent.click(await screen.findByRole("menuitem", { name: "Șterge" }));
      await userEvent.click(
        within(await screen.findByRole("dialog")).getByRole("button", { name: "Șterge" }),
      );
    };
    await remove();
    expect(await screen.findByText("Cursantul nu a fost găsit.")).toBeInTheDocument();
    answer = { status: 500, body: { code: "INTERNAL_ERROR", message: "boom" } };
    await remove();
    expect(await screen.findByText("Înscrierea nu a putut fi ștearsă.")).toBeInTheDocument();
  });

  it("downloads a document of the registration with the session, and says so when it is refused", async () => {
    const documentUrl = `/api/students/${IOANA.id}/documents/declaration`;
    const api = mockApi({
      "GET /api/club": { body: CLUB_FIXTURE },
      "GET /api/students": page([IOANA]),
      [`GET /api/students/${IOANA.id}`]: {
        body: {
          ...IOANA_DETAIL,
          documents: [{ kind: "declaration", contentType: "application/pdf", url: documentUrl }],
        },
      },
      [`GET ${documentUrl}`]: { status: 403, body: { code: "FORBIDDEN", message: "Acces interzis." } },
    });
    start();
    await userEvent.click(await screen.findByRole("button", { name: "Ioana Ștefănescu" }));
    await userEvent.click(await screen.findByRole("button", { name: "Declarația (PDF)" }));
    expect(await screen.findByText("Acces interzis.")).toBeInTheDocument();
    expect(api.requests.some((r) => new URL(r.url).pathname === documentUrl)).toBe(true);
  });

  it("opens a student's details from the address (a notification's link) and keeps them in it while filtering", async () => {
    mockApi({
      "GET /api/club": { body: CLUB_FIXTURE },
      "GET /api/students": page([IOANA]),
      [`GET /api/students/${IOANA.id}`]: {
        body: IOANA_DETAIL,
      },
    });
    const { router } = start(`/admin/users?student=${IOANA.id}`);
    const drawer = await screen.findByRole("dialog", { name: "Detalii pentru Ioana Ștefănescu" });
    expect(drawer).toHaveTextContent("Fălticeni");
    await userEvent.click(screen.getByLabelText("Stare", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: "Expirat" }));
    await waitFor(() => expect(router.state.location.search).toBe(`?status=expired&student=${IOANA.id}`));
    await userEvent.click(within(drawer).getByRole("button", { name: "Închide" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=expired"));
  });

  it("opens nothing for an address that names no student id", async () => {
    const api = mockApi({ "GET /api/club": { body: CLUB_FIXTURE }, "GET /api/students": page([IOANA]) });
    start("/admin/users?student=..%2Fadmin");
    await screen.findByText("Ioana Ștefănescu");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.requests.every((r) => new URL(r.url).pathname.split("/").length <= 3)).toBe(true);
  });

  it("on a phone, shows each student as a card with name, age, status, days left, schedule and actions", async () => {
    onPhone();
    const api = mockApi({
      "GET /api/club": { body: CLUB_FIXTURE },
      "GET /api/students": page([IOANA, MIHAI]),
    });
    start();
    const list = await screen.findByRole("list", { name: "Lista cursanților" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const [ioana, mihai] = within(list).getAllByRole("listitem");
    expect(ioana).toHaveTextContent("Vârsta: 12");
    expect(ioana).toHaveTextContent("Activ");
    expect(ioana).toHaveTextContent("Zile rămase: 5");
    expect(ioana).toHaveTextContent("Lun 16:30");
    // Five days left of an active registration is time to renew: red, as in the table.
    expect(within(ioana!).getByText("5")).toHaveStyle({ color: "var(--mantine-color-red-8)" });
    expect(mihai).toHaveTextContent("Expirat");
    expect(within(mihai!).getByText("0")).not.toHaveStyle({ color: "var(--mantine-color-red-8)" });

    await userEvent.click(within(ioana!).getByRole("button", { name: "Acțiuni pentru Ioana Ștefănescu" }));
    expect(await screen.findByRole("menuitem", { name: "Reînnoiește 45 de zile" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await userEvent.click(within(ioana!).getByRole("button", { name: "Ioana Ștefănescu" }));
    await screen.findByRole("dialog");
    await waitFor(() =>
      expect(api.requests.some((r) => new URL(r.url).pathname === `/api/students/${IOANA.id}`)).toBe(true),
    );
  });

  it("on a phone, keeps the search in sight and the other filters behind a button that counts them", async () => {
    onPhone();
    mockApi({ "GET /api/club": { body: CLUB_FIXTURE }, "GET /api/students": page([MIHAI]) });
    const { router } = start("/admin/users?status=expired&expiring=true&q=mihai");
    await screen.findByRole("list", { name: "Lista cursanților" });
    expect(screen.getByRole("searchbox", { name: "Caută" })).toHaveValue("mihai");
    const toggle = screen.getByRole("button", { name: "Filtre (2)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const status = screen.getByLabelText("Stare", { selector: "input" });
    expect(status).not.toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById(toggle.getAttribute("aria-controls") ?? "")).toContainElement(status);
    await waitFor(() => expect(status).toBeVisible());
    expect(screen.getByRole("checkbox", { name: "Expiră în 7 zile" })).toBeChecked();

    await userEvent.click(screen.getByLabelText("Grupă de vârstă", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: "Adulți" }));
    expect(await screen.findByRole("button", { name: "Filtre (3)" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Resetează filtrele" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getByRole("button", { name: "Filtre" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Caută" })).toHaveValue("");
  });
});
