import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CSRF_OK, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { RegisterPage } from "./register.tsx";

const INVITATION = {
  email: "ioana@example.ro",
  firstName: "Ioana",
  lastName: "Nou",
  role: "swimmer",
  expiresAt: "2030-01-01T00:00:00.000Z",
};

function renderRegister(path: string) {
  return renderRoutes(
    [
      { path: "/register", element: <RegisterPage /> },
      { path: "/login", element: <p>login screen</p> },
    ],
    path,
  );
}

describe("account creation from an invitation", () => {
  it("without a token shows the invalid-link state", async () => {
    mockApi({});
    renderRegister("/register");
    expect(await screen.findByRole("heading", { name: "Link de invitație invalid" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Linkul nu conține tokenul invitației.");
  });

  it("checks the token first and shows the invalid state for a bad one", async () => {
    const { requests } = mockApi({
      "GET /api/auth/invitations/bad": { status: 404, body: { code: "INVITATION_INVALID", message: "x" } },
    });
    renderRegister("/register?token=bad");
    expect(await screen.findByRole("heading", { name: "Link de invitație invalid" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("invalid sau a expirat");
    expect(screen.queryByLabelText(/^Nume de utilizator/)).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it("shows who was invited, refuses mismatching passwords, then creates the account and goes to sign in", async () => {
    let sent: unknown = null;
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/auth/invitations/good": { body: INVITATION },
      "POST /api/auth/register": async (request) => {
        sent = await request.json();
        return {
          status: 201,
          body: {
            user: {
              id: "1",
              username: "ioana",
              firstName: "Ioana",
              lastName: "Nou",
              email: null,
              phone: null,
              role: "swimmer",
            },
          },
        };
      },
    });
    const { router } = renderRegister("/register?token=good");
    expect(await screen.findByTestId("invitation-name")).toHaveTextContent("Ioana Nou");
    expect(screen.getByTestId("invitation-email")).toHaveTextContent("ioana@example.ro");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nume de utilizator/), "ioana");
    await user.type(screen.getByLabelText(/^Parolă nouă/), "Ioana2026!");
    await user.type(screen.getByLabelText(/^Confirmă parola/), "Ioana2026?");
    await user.click(screen.getByRole("button", { name: "Creează contul" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Parolele nu coincid.");
    expect(sent).toBeNull();

    await user.clear(screen.getByLabelText(/^Confirmă parola/));
    await user.type(screen.getByLabelText(/^Confirmă parola/), "Ioana2026!");
    await user.click(screen.getByRole("button", { name: "Creează contul" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(sent).toEqual({ token: "good", username: "ioana", password: "Ioana2026!" });
  });

  it("says the requirements are not met for a weak password", async () => {
    mockApi({ "GET /api/auth/invitations/good": { body: INVITATION } });
    renderRegister("/register?token=good");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nume de utilizator/), "ioana");
    await user.type(screen.getByLabelText(/^Parolă nouă/), "short");
    await user.type(screen.getByLabelText(/^Confirmă parola/), "short");
    await user.click(screen.getByRole("button", { name: "Creează contul" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Parola nu îndeplinește toate cerințele.");
  });
});
