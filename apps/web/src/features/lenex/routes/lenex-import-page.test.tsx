import type { TLenexImportResult, TLenexPreview } from "@bazin/shared/contracts/lenex";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { paths } from "../../../lib/paths.ts";
import { CSRF_OK, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { LenexImportPage } from "./lenex-import-page.tsx";

/*
 * The Lenex import screen against the network boundary (XMLHttpRequest for the uploads, fetch for the student
 * search): the file is read, the review shows each athlete's match, the coach settles the unclear ones, and
 * the import sends the club and every athlete's student; the server's refusals are shown as it words them.
 */

const ANA = "11111111-1111-4111-8111-111111111111";
const IOANA = "22222222-2222-4222-8222-222222222222";
const RADU = "33333333-3333-4333-8333-333333333333";

const PREVIEW: TLenexPreview = {
  meet: {
    name: "Cupa Toamnei",
    city: "Suceava",
    nation: "ROU",
    poolLengths: [25],
    startDate: "2026-10-10",
    endDate: "2026-10-11",
    competition: "Cupa Toamnei, Suceava",
  },
  clubs: [
    { key: "0", name: "CSM Suceava", code: null, nation: "ROU", athletes: 1 },
    { key: "1", name: "CS Bazinul Municipal Fălticeni", code: "BMF", nation: "ROU", athletes: 3 },
  ],
  club: "1",
  athletes: [
    {
      athleteId: "11",
      firstName: "Ana-Maria",
      lastName: "Ștefănescu",
      birthDate: "2012-03-10",
      gender: "F",
      results: 3,
      match: {
        status: "matched",
        studentId: ANA,
        candidates: [{ id: ANA, fullName: "Ana Maria Ștefănescu", birthDate: "2012-03-10", gender: null }],
        alreadyImported: 1,
      },
    },
    {
      athleteId: "12",
      firstName: "Maria",
      lastName: "Stefanescu",
      birthDate: "2012-03-10",
      gender: "F",
      results: 1,
      match: {
        status: "ambiguous",
        studentId: null,
        candidates: [
          { id: ANA, fullName: "Ana Maria Ștefănescu", birthDate: "2012-03-10", gender: null },
          { id: IOANA, fullName: "Ioana Ștefănescu", birthDate: "2012-03-10", gender: "F" },
        ],
        alreadyImported: 0,
      },
    },
    {
      athleteId: "14",
      firstName: "Radu",
      lastName: "Nou",
      birthDate: "2010-02-02",
      gender: "M",
      results: 2,
      match: { status: "unmatched", studentId: null, candidates: [], alreadyImported: 0 },
    },
  ],
  skipped: { relay: 1, notClubEvent: 1, notFinished: 2, alreadyImported: 1 },
};

const RESULT: TLenexImportResult = {
  competition: "Cupa Toamnei, Suceava",
  imported: 5,
  duplicates: 1,
  skipped: { relay: 1, notClubEvent: 1, notFinished: 2, unassigned: 0 },
  personalBests: 4,
  clubRecords: 2,
  students: [
    { id: ANA, fullName: "Ana Maria Ștefănescu", imported: 2 },
    { id: IOANA, fullName: "Ioana Ștefănescu", imported: 1 },
    { id: RADU, fullName: "Radu Nou", imported: 2 },
  ],
};

interface Sent {
  path: string;
  form: FormData;
}

/** XMLHttpRequest stand-in answering by path: reports the bytes sent, then the given answer. */
function fakeUploads(answers: Record<string, { status: number; body: unknown }>) {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    withCredentials = false;
    timeout = 0;
    path = "";
    upload = {
      onprogress: null as ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      this.path = new URL(url, "http://localhost").pathname;
    }
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      sent.push({ path: this.path, form });
      const answer = answers[this.path] ?? { status: 404, body: { code: "NOT_FOUND", message: "Not found" } };
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

function renderPage() {
  return renderRoutes(
    [{ path: paths.admin.swimmingTimesImport, element: <LenexImportPage /> }],
    paths.admin.swimmingTimesImport,
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const lef = () => new File(['<?xml version="1.0"?><LENEX version="3.0" />'], "cupa.lef");

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label, { selector: "input" }));
  await userEvent.click(await screen.findByRole("option", { name: new RegExp(option) }));
}

describe("[COACH][LENEX] importing a meet's results", () => {
  it("reads the file, lets the coach settle each athlete, and sends the club and every athlete's student", async () => {
    const api = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/swim-times/students": (request) => ({
        body: {
          items: new URL(request.url).searchParams.get("q")?.startsWith("Rad")
            ? [{ id: RADU, fullName: "Radu Nou", birthDate: "2010-02-02", gender: "M" }]
            : [],
        },
      }),
    });
    const sent = fakeUploads({
      "/api/lenex/preview": { status: 200, body: PREVIEW },
      "/api/lenex/import": { status: 200, body: RESULT },
    });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Import rezultate Lenex" })).toBeInTheDocument();
    await userEvent.upload(fileInput(), lef());

    expect(await screen.findByRole("heading", { name: "Cupa Toamnei" })).toBeInTheDocument();
    expect(screen.getByText("Suceava, ROU")).toBeInTheDocument();
    expect(screen.getByText("Cupa Toamnei, Suceava")).toBeInTheDocument();
    expect(sent[0]!.path).toBe("/api/lenex/preview");
    expect((sent[0]!.form.get("file") as File).name).toBe("cupa.lef");
    expect(sent[0]!.form.get("club")).toBeNull();

    // The skip reasons and the three kinds of match.
    expect(screen.getByText("Rezultate de ștafetă (timpul este al echipei): 1")).toBeInTheDocument();
    expect(screen.getByText("Importate deja: 1")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Sportivii din fișier" });
    const rowOf = (name: string) => within(table).getByText(name).closest("tr")!;
    expect(within(rowOf("Ana-Maria Ștefănescu")).getByText("Potrivit")).toBeInTheDocument();
    expect(within(rowOf("Maria Stefanescu")).getByText("Neclar")).toBeInTheDocument();
    expect(within(rowOf("Radu Nou")).getByText("Negăsit")).toBeInTheDocument();

    // Only the matched athlete counts at first: 3 results, 1 of them already imported for Ana.
    expect(screen.getByRole("button", { name: "Importă 2 rezultate" })).toBeEnabled();
    await pick("Cursantul pentru Maria Stefanescu", "Ioana Ștefănescu");
    expect(screen.getByRole("button", { name: "Importă 3 rezultate" })).toBeInTheDocument();
    const radu = screen.getByLabelText("Cursantul pentru Radu Nou", { selector: "input" });
    await userEvent.click(radu);
    await userEvent.clear(radu);
    await userEvent.type(radu, "Rad");
    await userEvent.click(await screen.findByRole("option", { name: /Radu Nou/ }));
    await userEvent.click(screen.getByRole("button", { name: "Importă 5 rezultate" }));

    expect(await screen.findByRole("heading", { name: "Import încheiat" })).toBeInTheDocument();
    const request = sent.find((s) => s.path === "/api/lenex/import")!;
    expect((request.form.get("file") as File).name).toBe("cupa.lef");
    expect(JSON.parse(request.form.get("decisions") as string)).toEqual({
      club: "1",
      assignments: [
        { athleteId: "11", studentId: ANA },
        { athleteId: "12", studentId: IOANA },
        { athleteId: "14", studentId: RADU },
      ],
    });
    expect(api.requests.some((r) => r.url.includes("/api/swim-times/students?q=Rad"))).toBe(true);
    expect(screen.getByRole("link", { name: "Radu Nou" })).toHaveAttribute(
      "href",
      `/admin/swimming-times/cursant/${RADU}/details`,
    );
    expect(screen.getByRole("link", { name: "Vezi timpii concursului" })).toHaveAttribute(
      "href",
      "/admin/swimming-times?competition=Cupa+Toamnei%2C+Suceava",
    );
  });

  it("skips an athlete set to “Nu importa”", async () => {
    mockApi({ "GET /api/csrf": CSRF_OK, "GET /api/swim-times/students": { body: { items: [] } } });
    const sent = fakeUploads({
      "/api/lenex/preview": { status: 200, body: PREVIEW },
      "/api/lenex/import": { status: 200, body: { ...RESULT, imported: 2, students: [RESULT.students[0]!] } },
    });
    renderPage();
    await userEvent.upload(fileInput(), lef());
    await screen.findByRole("heading", { name: "Cupa Toamnei" });
    await pick("Cursantul pentru Ana-Maria Ștefănescu", "Nu importa");
    expect(screen.getByRole("button", { name: "Importă 0 rezultate" })).toBeDisabled();
    await pick("Cursantul pentru Ana-Maria Ștefănescu", "Ana Maria Ștefănescu");
    await userEvent.click(screen.getByRole("button", { name: "Importă 2 rezultate" }));
    await screen.findByRole("heading", { name: "Import încheiat" });
    const decisions = JSON.parse(sent.at(-1)!.form.get("decisions") as string);
    expect(decisions.assignments).toEqual([
      { athleteId: "11", studentId: ANA },
      { athleteId: "12", studentId: null },
      { athleteId: "14", studentId: null },
    ]);
  });

  it("reads the file again for another club of the file", async () => {
    mockApi({ "GET /api/csrf": CSRF_OK });
    const sent = fakeUploads({
      "/api/lenex/preview": { status: 200, body: { ...PREVIEW, club: null, athletes: [] } },
    });
    renderPage();
    await userEvent.upload(fileInput(), lef());
    expect(await screen.findByText(/niciunul nu poartă numele clubului nostru/)).toBeInTheDocument();
    await pick("Clubul nostru din fișier", "CSM Suceava");
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.form.get("club")).toBe("0");
  });

  it("shows the server's words when the file is refused", async () => {
    mockApi({ "GET /api/csrf": CSRF_OK });
    fakeUploads({
      "/api/lenex/preview": {
        status: 400,
        body: {
          code: "LENEX_UNSUPPORTED_COURSE",
          message:
            "Bazinul „SCY” nu este acceptat: se importă doar rezultate din bazin de 25 m (SCM) sau 50 m (LCM).",
          params: { course: "SCY" },
        },
      },
    });
    renderPage();
    await userEvent.upload(fileInput(), lef());
    expect(await screen.findByRole("alert")).toHaveTextContent("Bazinul „SCY” nu este acceptat");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("refuses a file over 10 MB before uploading it", async () => {
    const sent = fakeUploads({});
    renderPage();
    const big = new File([new Uint8Array(10 * 1048576 + 1)], "mare.lxf");
    await userEvent.upload(fileInput(), big);
    expect(await screen.findByText("Fișierul este prea mare: cel mult 10 MB.")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
