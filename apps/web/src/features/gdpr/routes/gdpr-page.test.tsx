import type { TGdprVersion } from "@bazin/shared/contracts/gdpr";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
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

const V1: TGdprVersion = {
  id: "0b6c2f1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
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
  createdAt: "2026-11-20T10:00:00.000Z",
};

describe("[ADMIN][GDPR] page", () => {
  it("loads after a failure, lists versions newest first with author and kind, and reads one", async () => {
    let answer: MockAnswer = { status: 500, body: { code: "INTERNAL_ERROR", message: "boom" } };
    mockApi({ "GET /api/admin/gdpr/versions": () => answer });
    renderWithProviders(<GdprPage />);
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
    const dialog = await screen.findByRole("dialog", { name: "Versiunea 2 a politicii" });
    expect(within(dialog).getByRole("heading", { name: "Politica v2" })).toBeInTheDocument();
  });

  it("marks a version major only after confirming, saying how many will be mailed", async () => {
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
    renderWithProviders(<GdprPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Marcați versiunea 2 ca majoră" }));
    const confirm = await screen.findByRole("dialog", { name: "Marcați versiunea 2 ca majoră?" });
    expect(confirm).toHaveTextContent("nu poate fi anulată");
    expect(confirm).toHaveTextContent("12 destinatari");
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
    renderWithProviders(<GdprPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Versiune nouă" }));
    const form = await screen.findByRole("dialog", { name: "Versiune nouă a politicii" });
    const ro = within(form).getByLabelText(/Textul în română/);
    expect(ro).toHaveValue(V2.textRo);
    expect(within(form).getByRole("region", { name: "Previzualizare · Română" })).toHaveTextContent(
      "Text nou.",
    );
    expect(form).toHaveTextContent("va fi trimis pe email către 1 destinatar.");
    await userEvent.clear(ro);
    await userEvent.click(within(form).getByRole("button", { name: "Publicați versiunea" }));
    expect(await within(form).findByText("Câmp obligatoriu.")).toBeInTheDocument();
    expect(requests.some((r) => r.method === "POST")).toBe(false);

    await userEvent.type(ro, "# Politica v3");
    await userEvent.click(within(form).getByRole("switch", { name: /Versiune majoră/ }));
    await userEvent.click(within(form).getByRole("button", { name: "Publicați versiunea" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const post = requests.find((r) => r.method === "POST")!;
    expect(await post.json()).toEqual({ textRo: "# Politica v3", textEn: "# Policy v2", major: true });
  });

  it("on a phone, shows each version as a card with its badges and working buttons, and no table", async () => {
    onPhone();
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/admin/gdpr/versions": { body: { items: [V2, V1], noticeRecipients: 3 } },
    });
    renderWithProviders(<GdprPage />);
    const list = await screen.findByRole("list", { name: "Versiunile politicii de confidențialitate" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const [v2, v1] = within(list).getAllByRole("listitem");
    expect(v2!.textContent).toMatch(/^v2În vigoareMinoră/);
    expect(v2).toHaveTextContent("Autor: Andrei Popescu");
    expect(within(v2!).getByText(/2026/).closest("time")).toHaveAttribute("datetime", V2.createdAt);
    expect(v1!.textContent).toMatch(/^v1Majoră/);
    expect(v1).toHaveTextContent("Autor: Sistem");
    expect(within(v1!).queryByRole("button", { name: /majoră/ })).toBeNull();

    await userEvent.click(within(v2!).getByRole("button", { name: "Marcați versiunea 2 ca majoră" }));
    expect(await screen.findByRole("dialog", { name: "Marcați versiunea 2 ca majoră?" })).toHaveTextContent(
      "3 destinatari",
    );
    await userEvent.click(screen.getByRole("button", { name: "Renunțați" }));
    await userEvent.click(within(v1!).getByRole("button", { name: "Citiți versiunea 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Versiunea 1 a politicii" });
    expect(
      within(dialog).getByRole("heading", { name: "Politica de confidențialitate" }),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.method === "POST")).toBe(false);
  });
});
