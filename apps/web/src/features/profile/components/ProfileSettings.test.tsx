import type { TProfile } from "@bazin/shared/contracts/profile";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CSRF_OK, mockApi } from "../../../test/mock-api.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { ProfileSettings } from "./ProfileSettings.tsx";

const SWIMMER: TProfile = {
  firstName: "Ana",
  lastName: "Pop",
  username: "ana_pop",
  email: null,
  phone: "0722123456",
  role: "swimmer",
  usernameEditable: true,
};

function renderProfile() {
  return renderRoutes(
    [
      { path: "/swimmer/profile", element: <ProfileSettings /> },
      { path: "/login", element: <p>login screen</p> },
    ],
    "/swimmer/profile",
  );
}

describe("profile read view and personal edit", () => {
  it("shows the full name, username, and 'Nesetat' for an empty email", async () => {
    mockApi({ "GET /api/users/me": { body: SWIMMER } });
    renderProfile();
    expect(await screen.findByTestId("profile-full-name")).toHaveTextContent("Ana Pop");
    expect(screen.getByTestId("profile-username")).toHaveTextContent("ana_pop");
    expect(screen.getByTestId("profile-email")).toHaveTextContent("Nesetat");
    expect(screen.getByTestId("profile-phone")).toHaveTextContent("0722123456");
  });

  it("shows 'Nesetat' for an empty phone too", async () => {
    mockApi({ "GET /api/users/me": { body: { ...SWIMMER, phone: null, email: "ana@example.ro" } } });
    renderProfile();
    expect(await screen.findByTestId("profile-phone")).toHaveTextContent("Nesetat");
    expect(screen.getByTestId("profile-email")).toHaveTextContent("ana@example.ro");
  });

  it("Cancel puts the stored values back into the form", async () => {
    mockApi({ "GET /api/users/me": { body: SWIMMER } });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Editează" }));
    const phone = screen.getByLabelText("Telefon");
    await user.clear(phone);
    await user.type(phone, "0799999999");
    expect(phone).toHaveValue("0799999999");
    await user.click(screen.getByRole("button", { name: "Anulează" }));
    expect(screen.getByTestId("profile-phone")).toHaveTextContent("0722123456");
    await user.click(screen.getByRole("button", { name: "Editează" }));
    expect(screen.getByLabelText("Telefon")).toHaveValue("0722123456");
  });

  it("keeps the username read-only when the account may not change it", async () => {
    mockApi({ "GET /api/users/me": { body: { ...SWIMMER, role: "coach", usernameEditable: false } } });
    renderProfile();
    await userEvent.click(await screen.findByRole("button", { name: "Editează" }));
    expect(screen.getByLabelText("Nume de utilizator")).toBeDisabled();
    expect(screen.getByLabelText("Email")).toBeEnabled();
  });

  it("saves and shows a success banner that disappears after 5 seconds", async () => {
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/users/me": { body: SWIMMER },
      "PUT /api/users/me": async (request) => ({ body: { ...SWIMMER, ...(await request.json()) } }),
    });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Editează" }));
    await user.type(screen.getByLabelText("Email"), "ana@example.ro");
    await user.click(screen.getByRole("button", { name: "Salvează" }));
    expect(await screen.findByTestId("profile-banner")).toHaveTextContent("Profilul a fost actualizat.");
    expect(screen.getByTestId("profile-email")).toHaveTextContent("ana@example.ro");
    const put = requests.find((request) => request.method === "PUT");
    expect(put?.headers.get("X-XSRF-TOKEN")).toBe("nonce.signature");
    await waitFor(() => expect(screen.queryByTestId("profile-banner")).not.toBeInTheDocument(), {
      timeout: 7000,
    });
  }, 10_000);

  it("shows the server's message when the update fails", async () => {
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/users/me": { body: SWIMMER },
      "PUT /api/users/me": {
        status: 409,
        body: { code: "USERNAME_TAKEN", message: "Acest nume de utilizator este deja folosit." },
      },
    });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Editează" }));
    await user.clear(screen.getByLabelText(/Nume de utilizator/));
    await user.type(screen.getByLabelText(/Nume de utilizator/), "ion");
    await user.click(screen.getByRole("button", { name: "Salvează" }));
    expect(await screen.findByTestId("profile-banner")).toHaveTextContent(
      "Acest nume de utilizator este deja folosit.",
    );
  });

  it("sends the visitor to /login when loading answers 401", async () => {
    mockApi({ "GET /api/users/me": { status: 401, body: { code: "UNAUTHENTICATED", message: "x" } } });
    const { router } = renderProfile();
    expect(await screen.findByText("login screen")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("shows fetchFailed as an error banner when loading fails", async () => {
    mockApi({ "GET /api/users/me": { status: 500, body: { code: "INTERNAL_ERROR" } } });
    renderProfile();
    expect(await screen.findByTestId("profile-banner")).toHaveTextContent("Profilul nu a putut fi încărcat.");
  });
});

describe("change password", () => {
  async function openPasswordForm() {
    mockApi({ "GET /api/csrf": CSRF_OK, "GET /api/users/me": { body: SWIMMER } });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Schimbă parola" }));
    return user;
  }

  function ruleStates() {
    const list = screen.getByRole("list", { name: "Parola trebuie să conțină:" });
    return within(list)
      .getAllByRole("listitem")
      .map((item) => `${item.getAttribute("data-rule")}=${item.getAttribute("data-met")}`);
  }

  it("marks each of the four rules live as the new password is typed", async () => {
    const user = await openPasswordForm();
    expect(ruleStates()).toEqual([
      "passwordMinLength=false",
      "passwordUppercase=false",
      "passwordLowercase=false",
      "passwordNumber=false",
    ]);
    await user.type(screen.getByLabelText(/^Parolă nouă/), "abc1");
    expect(ruleStates()).toEqual([
      "passwordMinLength=false",
      "passwordUppercase=false",
      "passwordLowercase=true",
      "passwordNumber=true",
    ]);
    await user.type(screen.getByLabelText(/^Parolă nouă/), "DEFGH");
    expect(ruleStates().every((state) => state.endsWith("=true"))).toBe(true);
  });

  it("keeps Save disabled until all four rules are met and the confirmation matches", async () => {
    const user = await openPasswordForm();
    const save = screen.getByRole("button", { name: "Salvează" });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/^Parola curentă/), "Bazin2026!");
    await user.type(screen.getByLabelText(/^Parolă nouă/), "newpassword1");
    await user.type(screen.getByLabelText(/^Confirmă parola nouă/), "newpassword1");
    expect(save).toBeDisabled(); // no uppercase letter yet
    await user.clear(screen.getByLabelText(/^Parolă nouă/));
    await user.type(screen.getByLabelText(/^Parolă nouă/), "Newpassword1");
    expect(save).toBeDisabled(); // confirmation differs
    await user.clear(screen.getByLabelText(/^Confirmă parola nouă/));
    await user.type(screen.getByLabelText(/^Confirmă parola nouă/), "Newpassword1");
    expect(save).toBeEnabled();
  });
});
