import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CSRF_OK, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { ResetPasswordPage } from "./reset-password.tsx";

function renderReset(path: string) {
  return renderRoutes(
    [
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/login", element: <p>login screen</p> },
      { path: "/forgot-password", element: <p>forgot screen</p> },
    ],
    path,
  );
}

describe("password reset", () => {
  it("shows the invalid state for an expired link, with a way to ask for a new one", async () => {
    mockApi({
      "GET /api/auth/reset-password/old": {
        status: 404,
        body: { code: "RESET_TOKEN_INVALID", message: "x" },
      },
    });
    renderReset("/reset-password?token=old");
    expect(await screen.findByRole("heading", { name: "Link de resetare invalid" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cere un link nou" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  it("after a successful reset says so, then goes to sign in", async () => {
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/auth/reset-password/fresh": { body: { valid: true, expiresAt: "2030-01-01T00:00:00.000Z" } },
      "POST /api/auth/reset-password": { body: { ok: true } },
    });
    const { router } = renderReset("/reset-password?token=fresh");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Parolă nouă/), "Bazin2027!");
    await user.type(screen.getByLabelText(/^Confirmă parola/), "Bazin2027!");
    await user.click(screen.getByRole("button", { name: "Salvează parola nouă" }));
    expect(await screen.findByTestId("reset-done")).toHaveTextContent("Parola a fost schimbată.");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"), { timeout: 5000 });
  });
});
