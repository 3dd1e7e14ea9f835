import { Notifications } from "@mantine/notifications";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CSRF_OK, mockApi } from "../../../test/mock-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { RenewalSettingCard } from "./RenewalSettingCard.tsx";

describe("[ADMIN][CLUB] automatic renewal on request", () => {
  it("shows the stored setting and saves a change", async () => {
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/admin/renewal-settings": { body: { autoRenewal: false } },
      "PUT /api/admin/renewal-settings": async (request) => ({ body: await request.json() }),
    });
    renderWithProviders(
      <>
        <Notifications />
        <RenewalSettingCard />
      </>,
    );
    const toggle = await screen.findByRole("switch", { name: /Reînnoire automată la cerere/ });
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    expect(await screen.findByText("Reînnoirea automată a fost pornită.")).toBeInTheDocument();
    // Every toast's close button is named in the reader's language (the theme's default, app/providers.tsx).
    expect(screen.getByRole("button", { name: "Închide" })).toBeInTheDocument();
    const put = requests.find((r) => r.method === "PUT");
    expect(await put?.json()).toEqual({ autoRenewal: true });
    await waitFor(() =>
      expect(screen.getByRole("switch", { name: /Reînnoire automată la cerere/ })).toBeChecked(),
    );
  });

  it("offers a retry when the setting does not load", async () => {
    mockApi({ "GET /api/admin/renewal-settings": { status: 500, body: { code: "INTERNAL", message: "" } } });
    renderWithProviders(<RenewalSettingCard />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Setarea nu a putut fi încărcată.");
    expect(screen.getByRole("button", { name: "Încearcă din nou" })).toBeInTheDocument();
  });
});
