import type { TStudentDetail, TStudentPage, TStudentSummary } from "@bazin/shared/contracts/students";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { CLUB_FIXTURE } from "../../public/testing.ts";
import { StudentsTab } from "./StudentsTab.tsx";

const ELENA: TStudentSummary = {
  id: "0b6f3c1e-2a4d-4c8b-9e7f-1a2b3c4d5e6f",
  fullName: "Elena Dobrescu",
  email: "elena@example.com",
  phone: "0712345678",
  birthDate: "1992-06-05",
  age: 34,
  status: "active",
  registeredAt: "2026-10-15T09:00:00.000Z",
  validUntil: "2026-11-28",
  daysRemaining: 5,
  slots: [],
  hasAccount: false,
  renewalRequestedAt: "2026-11-23T08:30:00.000Z",
};
const ELENA_DETAIL: TStudentDetail = {
  ...ELENA,
  contactPerson: null,
  contactQuality: null,
  locality: "Câmpulung",
  street: "Strada Negru Vodă",
  streetNumber: "4",
  blockApartment: null,
  county: "Argeș",
  legalRepresentative: null,
  renewedAt: null,
  medicalCertificateIssuedOn: "2026-02-10",
  certificateValidUntil: "2027-02-10",
  language: "en",
  gdprConsent: null,
  documents: [],
};
const OTHER: TStudentSummary = {
  ...ELENA,
  id: "7c2d9e4f-5b6a-4d1c-8e3f-9a8b7c6d5e4f",
  fullName: "Radu Pop",
  renewalRequestedAt: null,
};

const list = (items: TStudentSummary[]) => ({
  body: { items, total: items.length, page: 1, pageSize: 25 } satisfies TStudentPage,
});

describe("[ADMIN][STUDENTS] a registrant's renewal request", () => {
  it("marks the requesting student, filters on it, and shows the request and certificate end in the details", async () => {
    const { requests } = mockApi({
      "GET /api/club": { body: CLUB_FIXTURE },
      "GET /api/students": (request) =>
        new URL(request.url).searchParams.get("renewalRequested") === "true"
          ? list([ELENA])
          : list([ELENA, OTHER]),
      [`GET /api/students/${ELENA.id}`]: { body: ELENA_DETAIL },
    });
    renderRoutes([{ path: "/admin/users", element: <StudentsTab /> }], "/admin/users");
    const user = userEvent.setup();

    const row = (await screen.findAllByRole("row")).find((r) => r.textContent?.includes("Elena Dobrescu"))!;
    expect(within(row).getByText("Reînnoire cerută")).toBeInTheDocument();
    const other = screen.getAllByRole("row").find((r) => r.textContent?.includes("Radu Pop"))!;
    expect(within(other).queryByText("Reînnoire cerută")).not.toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Doar cu reînnoire cerută" }));
    await waitFor(() =>
      expect(requests.some((r) => new URL(r.url).searchParams.get("renewalRequested") === "true")).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText("Radu Pop")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Elena Dobrescu" }));
    const drawer = await screen.findByRole("dialog", { name: "Detalii pentru Elena Dobrescu" });
    const field = async (label: string) =>
      (await within(drawer).findByText(label, { selector: "th" })).closest("tr")?.textContent;
    await within(drawer).findByText("Reînnoire cerută la");
    expect(await field("Reînnoire cerută la")).toMatch(/23 noiembrie 2026/);
    expect(await field("Adeverință medicală valabilă până la")).toContain("10 februarie 2027");
  });
});

describe("[ADMIN][STUDENTS] a registrant who withdrew the medical-data consent", () => {
  it("is marked in the list, and only that student", async () => {
    const withdrawn = { ...OTHER, medicalConsentWithdrawnAt: "2026-11-24T10:00:00.000Z" };
    mockApi({
      "GET /api/club": { body: CLUB_FIXTURE },
      "GET /api/students": list([ELENA, withdrawn]),
    });
    renderRoutes([{ path: "/admin/users", element: <StudentsTab /> }], "/admin/users");
    const row = (await screen.findAllByRole("row")).find((r) => r.textContent?.includes("Radu Pop"))!;
    expect(within(row).getByText("Consimțământ medical retras")).toBeInTheDocument();
    const elena = screen.getAllByRole("row").find((r) => r.textContent?.includes("Elena Dobrescu"))!;
    expect(within(elena).queryByText("Consimțământ medical retras")).not.toBeInTheDocument();
  });
});
