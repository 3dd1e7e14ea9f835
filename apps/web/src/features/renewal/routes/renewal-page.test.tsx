import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { CSRF_OK, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { RenewalPage } from "./renewal-page.tsx";

const INFO = { body: { fullName: "Elena Dobrescu", status: "active", validUntil: "2026-12-01" } };
const INVALID = {
  status: 404,
  body: { code: "RENEWAL_LINK_INVALID", message: "Linkul de reînnoire nu mai este valabil." },
};

function renderPage(path = "/reinnoire?token=abc") {
  return renderRoutes(
    [
      { path: "/reinnoire", element: <RenewalPage /> },
      { path: "/contact", element: <p>contact</p> },
    ],
    path,
  );
}

describe("the renewal page", () => {
  // The page keeps the app's one cache (a public page brings its own provider): each test starts empty.
  beforeEach(() => queryClient.clear());

  it("shows whose registration it is, and says the admins were asked when the club decides", async () => {
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/renewal/abc": INFO,
      "POST /api/renewal": { body: { outcome: "requested" } },
    });
    renderPage();
    expect(
      await screen.findByText("Înscrierea lui Elena Dobrescu este activă până pe 1 decembrie 2026."),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Cer reînnoirea" }));
    expect(await screen.findByTestId("renewal-done")).toHaveTextContent("Cererea a fost trimisă");
    const post = requests.find((r) => r.method === "POST" && r.url.endsWith("/api/renewal"));
    expect(await post?.json()).toEqual({ token: "abc" });
  });

  it("gives the new end date when the club renews at once", async () => {
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/renewal/abc": INFO,
      "POST /api/renewal": { body: { outcome: "renewed", validUntil: "2027-01-10" } },
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Cer reînnoirea" }));
    expect(await screen.findByTestId("renewal-done")).toHaveTextContent(
      "Înscrierea este activă până pe 10 ianuarie 2027.",
    );
  });

  it("says a used or expired link is no longer valid, with the way to the club", async () => {
    mockApi({ "GET /api/renewal/abc": INVALID });
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Link invalid");
    expect(screen.queryByRole("button", { name: "Cer reînnoirea" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contactează clubul" })).toHaveAttribute("href", "/contact");
  });

  it("turns to the invalid state when the link was spent in between (another tab)", async () => {
    mockApi({ "GET /api/csrf": CSRF_OK, "GET /api/renewal/abc": INFO, "POST /api/renewal": INVALID });
    renderPage();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Cer reînnoirea" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Link invalid");
  });

  it("without a token, says the link is invalid at once", async () => {
    mockApi({});
    renderPage("/reinnoire");
    expect(await screen.findByRole("alert")).toHaveTextContent("Link invalid");
  });
});
