import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CSRF_OK, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { ForgotPasswordPage } from "./forgot-password.tsx";

function renderForgot() {
  return renderRoutes([{ path: "/forgot-password", element: <ForgotPasswordPage /> }], "/forgot-password");
}

describe("forgot password", () => {
  it("requires a valid email before asking the server", async () => {
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "POST /api/auth/forgot-password": { body: { ok: true } },
    });
    renderForgot();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Trimite linkul" }));
    expect(await screen.findByText("Introduceți adresa de email.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), "nu-e-email");
    await user.click(screen.getByRole("button", { name: "Trimite linkul" }));
    expect(await screen.findByText("Adresa de email nu este validă.")).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("gives the same answer for any address", async () => {
    mockApi({ "GET /api/csrf": CSRF_OK, "POST /api/auth/forgot-password": { body: { ok: true } } });
    renderForgot();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), "oricine@example.ro");
    await user.click(screen.getByRole("button", { name: "Trimite linkul" }));
    expect(await screen.findByTestId("forgot-sent")).toHaveTextContent(
      "Dacă există un cont cu această adresă, veți primi în scurt timp un email",
    );
  });
});
