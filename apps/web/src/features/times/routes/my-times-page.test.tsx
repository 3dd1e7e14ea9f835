import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { IOANA_TIMES } from "../testing.ts";
import { MyTimesPage } from "./my-times-page.tsx";

const start = () => renderRoutes([{ path: "/swimmer/times", element: <MyTimesPage /> }], "/swimmer/times");

describe("[SWIMMER][TIMES] my times", () => {
  it("explains an account not linked to a swimmer yet, without an error", async () => {
    mockApi({
      "GET /api/me/times": {
        status: 404,
        body: {
          code: "NO_SWIMMER_PROFILE",
          message: "Contul dumneavoastră nu este legat încă de o înscriere la club.",
        },
      },
    });
    start();
    expect(await screen.findByText("Contul nu este legat încă de un cursant")).toBeInTheDocument();
    expect(screen.getByText(/Timpii apar aici după ce clubul vă leagă contul/)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Încercați din nou" })).not.toBeInTheDocument();
  });

  it("shows the swimmer's own PBs, history and records, with no edit or delete", async () => {
    mockApi({ "GET /api/me/times": { body: IOANA_TIMES } });
    start();
    expect(await screen.findByRole("table", { name: "Istoricul timpilor" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Recorduri personale, bazin de 25 m" })).toHaveTextContent(
      "1:05.77",
    );
    expect(screen.getByRole("table", { name: "Recorduri ale clubului deținute" })).toHaveTextContent("30.67");
    expect(screen.getByRole("heading", { level: 2, name: "Sezonul 2025/26" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Modificați timpul/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Ștergeți timpul/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Adăugați timpi" })).not.toBeInTheDocument();
  });

  it("says when loading failed, with a retry", async () => {
    mockApi({
      "GET /api/me/times": { status: 500, body: { code: "INTERNAL_ERROR", message: "Eroare internă." } },
    });
    start();
    expect(await screen.findByRole("alert")).toHaveTextContent("Eroare internă.");
  });
});
