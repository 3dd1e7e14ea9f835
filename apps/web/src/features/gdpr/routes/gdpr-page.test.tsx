import type { TGdprVersion } from "@bazin/shared/contracts/gdpr";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import { GdprPage } from "./gdpr-page.tsx";

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
beforeAll(() => {
  if (!document.fonts) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

/** The page reads `?text=` from its address. */
const renderPage = (path = "/admin/gdpr") =>
  renderRoutes([{ path: "/admin/gdpr", element: <GdprPage /> }], path);

const V1: TGdprVersion = {
  id: "0b6c2f1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  document: "privacy",
  effectiveOn: null,
  version: 1,
  textRo: "# Politica de confidențialitate",
  textEn: "# Privacy policy",
  major: true,
  createdBy: null,
  createdAt: "2026-11-01T10:00:00.000Z",
};
const V2: TGdprVersion = {
  ...V1,
  id: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
  version: 2,
  textRo: "# Politica v2\n\nText **nou**.",
  textEn: "# Policy v2",
  major: false,
  createdBy: { id: "a1", name: "Andrei Popescu" },
  createdAt: "2026-09-20T10:00:00.000Z",
  effectiveOn: "2026-10-20",
};
/** Announced: its day is far ahead, whatever day the tests run. */
const V3: TGdprVersion = {
  ...V2,
  id: "7e6d5c4b-3a2f-4e1d-9c8b-7a6f5e4d3c2b",
  version: 3,
  textRo: "# Politica v2\n\nText **schimbat**.",
  createdAt: "2026-11-25T10:00:00.000Z",
  effectiveOn: "2999-01-01",
};

describe("[ADMIN][GDPR] page", () => {
  it("loads after a failure, lists versions newest first with author and kind, and reads one", async () => {
    let answer: MockAnswer = { status: 500, body: { code: "INTERNAL_ERROR", message: "boom" } };
    mockApi({ "GET /api/admin/gdpr/versions": () => answer });
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Versiunile nu au putut fi încărcate.");
    expect(alert).not.toHaveTextContent("boom");
    answer = { body: { items: [V2, V1], noticeRecipients: 12 } };
    await userEvent.click(within(alert).getByRole("button", { name: "Încercați din nou" }));
    const rows = within(await screen.findByRole("table")).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("v2");
    expect(rows[1]).toHaveTextContent("În vigoare");
    expect(rows[1]).toHaveTextContent("Andrei Popescu");
    expect(rows[1]).toHaveTextContent("Minoră");
    expect(rows[2]).toHaveTextContent("Sistem");
    expect(rows[2]).toHaveTextContent("Majoră");
    expect(within(rows[2]!).queryByRole("button", { name: /majoră/ })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Citiți versiunea 2" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Politica de confidențialitate, versiunea 2",
    });
    expect(within(dialog).getByRole("heading", { name: "Politica v2" })).toBeInTheDocument();
  });

  it("shows the version in force and the announced one, and what changed from the version before", async () => {
    mockApi({ "GET /api/admin/gdpr/versions": { body: { items: [V3, V2, V1], noticeRecipients: 2 } } });
    renderPage();
    const rows = within(await screen.findByRole("table")).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("v3");
    expect(rows[1]).toHaveTextContent("Anunțată");
    expect(rows[1]).not.toHaveTextContent("În vigoare");
    expect(rows[1]).toHaveTextContent("1 ianuarie 2999");
    expect(rows[2]).toHaveTextContent("În vigoare");
    expect(rows[3]).toHaveTextContent("De la început");

    await userEvent.click(screen.getByRole("button", { name: "Citiți versiunea 3" }));
    const dialog = await screen.findByRole("dialog", { name: "Politica de confidențialitate, versiunea 3" });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Modificări față de v2" }));
    expect(within(dialog).getByText("Rânduri adăugate: 1; rânduri eliminate: 1.")).toBeInTheDocument();
    expect(dialog.querySelector("ins")).toHaveTextContent("Adăugat: + Text **schimbat**.");
    expect(dialog.querySelector("del")).toHaveTextContent("Eliminat: − Text **nou**.");
    expect(within(dialog).getByText("Nicio modificare în această limbă.")).toBeInTheDocument();
  });

  it("switches to the terms, whose versions it lists and publishes", async () => {
    const terms: TGdprVersion = { ...V1, id: "1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5", document: "terms" };
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/admin/gdpr/versions": (request) => ({
        body: {
          items: new URL(request.url).searchParams.get("document") === "terms" ? [terms] : [V2, V1],
          noticeRecipients: 4,
        },
      }),
      "POST /api/admin/gdpr/versions": {
        status: 201,
        body: { version: { ...terms, version: 2 }, noticesQueued: 4 },
      },
    });
    renderPage();
    expect(
      await screen.findByRole("table", { name: "Versiunile politicii de confidențialitate" }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole("radio", { name: "Termeni și condiții" }));
    const table = await screen.findByRole("table", { name: "Versiunile termenilor și condițiilor" });
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Versiune nouă" }));
    const form = await screen.findByRole("dialog", { name: "Versiune nouă a termenilor și condițiilor" });
    expect(form).toHaveTextContent("anunțul pleacă pe email către 4 destinatari");
    await userEvent.click(within(form).getByRole("button", { name: "Publicați versiunea" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const post = requests.find((r) => r.method === "POST")!;
    expect(await post.json()).toMatchObject({ document: "terms", major: false });
  });

  it("marks a version major only after confirming, saying it cannot be undone", async () => {
    let marked = false;
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/admin/gdpr/versions": () => ({
        body: { items: [{ ...V2, major: marked }, V1], noticeRecipients: 12 },
      }),
      [`POST /api/admin/gdpr/versions/${V2.id}/major`]: () => {
        marked = true;
        return { body: { version: { ...V2, major: true }, noticesQueued: 12 } };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Marcați versiunea 2 ca majoră" }));
    const confirm = await screen.findByRole("dialog", { name: "Marcați versiunea 2 ca majoră?" });
    expect(confirm).toHaveTextContent("nu poate fi anulată");
    expect(confirm).toHaveTextContent("Anunțul ei a fost deja trimis");
    expect(requests.some((r) => r.method === "POST")).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Marcați majoră" }));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Marcați versiunea 2 ca majoră" })).toBeNull(),
    );
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("publishes a version from the text in force, with field errors for an empty text", async () => {
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/admin/gdpr/versions": { body: { items: [V2, V1], noticeRecipients: 1 } },
      "POST /api/admin/gdpr/versions": {
        status: 201,
        body: { version: { ...V2, version: 3 }, noticesQueued: 1 },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Versiune nouă" }));
    const form = await screen.findByRole("dialog", {
      name: "Versiune nouă a politicii de confidențialitate",
    });
    const ro = within(form).getByLabelText(/Textul în română/);
    expect(ro).toHaveValue(V2.textRo);
    expect(within(form).getByRole("region", { name: "Previzualizare · Română" })).toHaveTextContent(
      "Text nou.",
    );
    expect(form).toHaveTextContent("anunțul pleacă pe email către 1 destinatar");
    await userEvent.clear(ro);
    await userEvent.click(within(form).getByRole("button", { name: "Publicați versiunea" }));
    expect(await within(form).findByText("Câmp obligatoriu.")).toBeInTheDocument();
    expect(requests.some((r) => r.method === "POST")).toBe(false);

    await userEvent.type(ro, "# Politica v3");
    await userEvent.click(within(form).getByRole("switch", { name: /Versiune majoră/ }));
    await userEvent.click(within(form).getByRole("button", { name: "Publicați versiunea" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const post = requests.find((r) => r.method === "POST")!;
    expect(await post.json()).toEqual({
      document: "privacy",
      textRo: "# Politica v3",
      textEn: "# Policy v2",
      major: true,
    });
  });

  it("on a phone, shows each version as a card with its badges and working buttons, and no table", async () => {
    onPhone();
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/admin/gdpr/versions": { body: { items: [V2, V1], noticeRecipients: 3 } },
    });
    renderPage();
    const list = await screen.findByRole("list", { name: "Versiunile politicii de confidențialitate" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const [v2, v1] = within(list).getAllByRole("listitem");
    expect(v2!.textContent).toMatch(/^v2În vigoareMinoră/);
    expect(v2).toHaveTextContent("Autor: Andrei Popescu");
    const times = [...v2!.querySelectorAll("time")].map((time) => time.getAttribute("datetime"));
    expect(times).toEqual([V2.createdAt, V2.effectiveOn]);
    expect(v2).toHaveTextContent("În vigoare de la: 20 octombrie 2026");
    expect(v1!.textContent).toMatch(/^v1Majoră/);
    expect(v1).toHaveTextContent("Autor: Sistem");
    expect(within(v1!).queryByRole("button", { name: /majoră/ })).toBeNull();

    await userEvent.click(within(v2!).getByRole("button", { name: "Marcați versiunea 2 ca majoră" }));
    expect(await screen.findByRole("dialog", { name: "Marcați versiunea 2 ca majoră?" })).toHaveTextContent(
      "nu poate fi anulată",
    );
    await userEvent.click(screen.getByRole("button", { name: "Renunțați" }));
    await userEvent.click(within(v1!).getByRole("button", { name: "Citiți versiunea 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Politica de confidențialitate, versiunea 1" });
    expect(
      within(dialog).getByRole("heading", { name: "Politica de confidențialitate" }),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.method === "POST")).toBe(false);
  });
});
