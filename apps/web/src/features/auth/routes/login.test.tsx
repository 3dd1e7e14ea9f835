import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CSRF_OK, type MockAnswer, mockApi, NOT_SIGNED_IN } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { LoginPage } from "./login.tsx";

const SWIMMER = {
  id: "u1",
  username: "swimmer",
  firstName: "Ana",
  lastName: "Pop",
  email: null,
  phone: null,
  role: "swimmer",
};

function renderLogin(path = "/login") {
  return renderRoutes(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "/forgot-password", element: <p>forgot</p> },
      { path: "/swimmer/*", element: <p>swimmer area</p> },
    ],
    path,
  );
}

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Nume de utilizator/), username);
  await user.type(screen.getByLabelText(/^Parolă/), password);
  await user.click(screen.getByRole("button", { name: "Conectare" }));
}

function failedLogin(answer: MockAnswer) {
  return mockApi({
    "GET /api/csrf": CSRF_OK,
    "GET /api/auth/me": NOT_SIGNED_IN,
    "POST /api/auth/login": answer,
  });
}

describe("login", () => {
  it("shows failed attempts as current/max and the tries left from INVALID_CREDENTIALS", async () => {
    failedLogin({
      status: 401,
      body: {
        code: "INVALID_CREDENTIALS",
        message: "Nume de utilizator sau parolă greșită.",
        params: { attempts: 2, maxAttempts: 5, remaining: 3 },
      },
    });
    renderLogin();
    await signIn("swimmer", "wrong-password");
    expect(await screen.findByTestId("login-attempts")).toHaveTextContent("2/5");
    expect(screen.getByTestId("login-remaining")).toHaveTextContent("Mai aveți 3 încercări.");
    expect(screen.getByTestId("login-error")).toHaveTextContent("Nume de utilizator sau parolă greșită.");
  });

  it("says the maximum was reached when the account is locked", async () => {
    failedLogin({
      status: 423,
      body: {
        code: "ACCOUNT_LOCKED",
        message: "locked",
        params: { attempts: 5, maxAttempts: 5, remaining: 0, retryAfterSeconds: 840, minutes: 14 },
      },
    });
    renderLogin();
    await signIn("swimmer", "wrong-password");
    const alert = await screen.findByTestId("login-error");
    expect(alert).toHaveTextContent("Ați atins numărul maxim de încercări eșuate.");
    expect(alert).toHaveTextContent("5/5");
    expect(alert).toHaveTextContent("peste 14 minute");
  });

  it.each([
    [{ status: 429, body: { code: "TOO_MANY_ATTEMPTS", message: "Prea multe." } }, "tooManyAttempts"],
    [{ status: 403, body: { code: "CSRF_INVALID", message: "x" } }, "csrf"],
    [{ status: 403, body: { code: "UNKNOWN_ROLE", message: "x" } }, "unknownRole"],
    [{ status: 400, body: { code: "VALIDATION_ERROR", message: "x", fields: {} } }, "invalidData"],
  ] as const)("maps an error answer to its message (%#)", async (answer, kind) => {
    failedLogin(answer);
    renderLogin();
    await signIn("swimmer", "whatever");
    expect(await screen.findByTestId("login-error")).toHaveAttribute("data-kind", kind);
  });

  it("asks to fill all fields when they are empty, without calling the server", async () => {
    const { requests } = failedLogin({ status: 500 });
    renderLogin();
    await userEvent.click(screen.getByRole("button", { name: "Conectare" }));
    expect(await screen.findByTestId("login-error")).toHaveTextContent("Completați toate câmpurile.");
    expect(requests.some((request) => request.url.endsWith("/api/auth/login"))).toBe(false);
  });

  it("reports a connection error when the network fails", async () => {
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/auth/me": NOT_SIGNED_IN,
      "POST /api/auth/login": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderLogin();
    await signIn("swimmer", "Bazin2026!");
    expect(await screen.findByTestId("login-error")).toHaveAttribute("data-kind", "connection");
  });

  it("shows the initialisation error when the security token cannot be fetched", async () => {
    mockApi({
      "GET /api/csrf": { status: 500, body: { code: "INTERNAL_ERROR" } },
      "GET /api/auth/me": NOT_SIGNED_IN,
    });
    renderLogin();
    expect(await screen.findByTestId("login-error")).toHaveAttribute("data-kind", "initFailed");
  });

  it("signs in and lands on the role's own area", async () => {
    let signedIn = false;
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/auth/me": () => (signedIn ? { body: { user: SWIMMER } } : NOT_SIGNED_IN),
      "POST /api/auth/login": () => {
        signedIn = true;
        return { body: { user: SWIMMER } };
      },
    });
    const { router } = renderLogin();
    await signIn("swimmer", "Bazin2026!");
    expect(await screen.findByText("swimmer area")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/swimmer");
    const login = requests.find((request) => request.url.endsWith("/api/auth/login"));
    expect(login?.headers.get("X-XSRF-TOKEN")).toBe("nonce.signature");
    expect(login?.headers.get("Accept-Language")).toBe("ro");
  });

  it("returns to the page the visitor wanted when it is inside their area", async () => {
    let signedIn = false;
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/auth/me": () => (signedIn ? { body: { user: SWIMMER } } : NOT_SIGNED_IN),
      "POST /api/auth/login": () => {
        signedIn = true;
        return { body: { user: SWIMMER } };
      },
    });
    const { router } = renderLogin("/login?redirectTo=%2Fswimmer%2Fprofile");
    await signIn("swimmer", "Bazin2026!");
    await waitFor(() => expect(router.state.location.pathname).toBe("/swimmer/profile"));
  });
});
