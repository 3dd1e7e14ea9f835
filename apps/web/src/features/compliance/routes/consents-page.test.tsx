import type { TConsent } from "@bazin/shared/contracts/consents";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { onPhone } from "../../../test/viewport.ts";
import { ConsentsPage } from "./consents-page.tsx";

const CONSENTS: TConsent[] = [
  {
    id: "1f0e2d3c-4b5a-4697-8877-665544332211",
    fullName: "Maria Țîrlea",
    agreedAt: "2026-11-20T10:00:00.000Z",
    ip: "2001:db8:85a3::8a2e:370:7334",
    gdprVersion: 2,
    document: "privacy",
  },
  {
    id: "2a1b0c9d-8e7f-4a6b-9c5d-4e3f2a1b0c9d",
    fullName: "Gheorghe Șerban",
    agreedAt: "2026-11-19T08:30:00.000Z",
    ip: "10.0.0.7",
    gdprVersion: 1,
    document: "terms",
  },
];

const renderPage = () =>
  renderRoutes([{ path: "/admin/consimtamant", element: <ConsentsPage /> }], "/admin/consimtamant");

describe("[ADMIN][RECORDS] consents page", () => {
  it("lists who agreed, when, from which address and to which version", async () => {
    mockApi({
      "GET /api/admin/consents": { body: { items: CONSENTS, total: 2, page: 1, pageSize: 20 } },
    });
    renderPage();
    const table = await screen.findByRole("table", { name: "Lista consimțămintelor" });
    const maria = within(table).getByRole("row", { name: /Maria Țîrlea/ });
    expect(maria).toHaveTextContent("2001:db8:85a3::8a2e:370:7334");
    expect(maria).toHaveTextContent("Politica de confidențialitate v2");
    const gheorghe = within(table).getByRole("row", { name: /Gheorghe Șerban/ });
    expect(gheorghe).toHaveTextContent("Termeni și condiții v1");
    expect(within(maria).getByText(/2026/).closest("time")).toHaveAttribute(
      "datetime",
      CONSENTS[0]!.agreedAt,
    );
  });

  it("on a phone, shows each consent as a card with its fields named, and no table", async () => {
    onPhone();
    mockApi({
      "GET /api/admin/consents": { body: { items: CONSENTS, total: 2, page: 1, pageSize: 20 } },
    });
    renderPage();
    const list = await screen.findByRole("list", { name: "Lista consimțămintelor" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const [maria, gheorghe] = within(list).getAllByRole("listitem");
    expect(maria).toHaveTextContent("Maria Țîrlea");
    expect(maria).toHaveTextContent("Adresa IP: 2001:db8:85a3::8a2e:370:7334");
    expect(maria).toHaveTextContent("Textul acceptat: Politica de confidențialitate v2");
    expect(within(maria!).getByText(/2026/).closest("time")).toHaveAttribute(
      "datetime",
      CONSENTS[0]!.agreedAt,
    );
    expect(gheorghe).toHaveTextContent("Gheorghe Șerban");
    expect(gheorghe).toHaveTextContent("Adresa IP: 10.0.0.7");
    expect(gheorghe).toHaveTextContent("Textul acceptat: Termeni și condiții v1");
  });
});
