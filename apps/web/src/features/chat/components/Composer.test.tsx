import { MAX_CHAT_LENGTH } from "@bazin/shared/domain/limits";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RealtimeError } from "../../../lib/realtime.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { Composer } from "./Composer.tsx";

function box() {
  return screen.getByRole("textbox", { name: "Mesaj" });
}

describe("chat composer", () => {
  it("counts characters against the 5000 limit and refuses a longer text before sending", async () => {
    const onSend = vi.fn(async () => {});
    renderWithProviders(<Composer onSend={onSend} offline={false} />);
    expect(screen.getByTestId("chat-counter")).toHaveTextContent("0 / 5000");
    fireEvent.change(box(), { target: { value: "a".repeat(MAX_CHAT_LENGTH) } });
    expect(screen.getByTestId("chat-counter")).toHaveTextContent("5000 / 5000");
    expect(screen.getByRole("button", { name: "Trimiteți" })).toBeEnabled();
    expect(screen.queryByText(/Mesajul este prea lung/)).toBeNull();

    fireEvent.change(box(), { target: { value: "a".repeat(MAX_CHAT_LENGTH + 1) } });
    expect(screen.getByTestId("chat-counter")).toHaveTextContent("5001 / 5000");
    expect(screen.getByText("Mesajul este prea lung: cel mult 5000 de caractere.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Trimiteți" })).toBeDisabled();
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
  });

  it("sends on Enter, adds a line on Shift+Enter, and empties the box once sent", async () => {
    const onSend = vi.fn(async () => {});
    renderWithProviders(<Composer onSend={onSend} offline={false} />);
    await userEvent.type(box(), "Bună{Shift>}{Enter}{/Shift}ziua");
    expect(box()).toHaveValue("Bună\nziua");
    await userEvent.type(box(), "{Enter}");
    expect(onSend).toHaveBeenCalledWith("Bună\nziua");
    await waitFor(() => expect(box()).toHaveValue(""));
  });

  it("keeps the text when sending fails and says so, with the server's reason", async () => {
    const onSend = vi.fn(async () => {
      throw new RealtimeError("CHAT_NOT_MEMBER", "Nu faceți parte din această conversație.");
    });
    renderWithProviders(<Composer onSend={onSend} offline={false} />);
    await userEvent.type(box(), "Salut{Enter}");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Mesajul nu a putut fi trimis.");
    expect(alert).toHaveTextContent("Nu faceți parte din această conversație.");
    expect(box()).toHaveValue("Salut");
  });

  it("does not send blank text or while offline", async () => {
    const onSend = vi.fn(async () => {});
    const { unmount } = renderWithProviders(<Composer onSend={onSend} offline={false} />);
    await userEvent.type(box(), "   {Enter}");
    expect(onSend).not.toHaveBeenCalled();
    unmount();
    renderWithProviders(<Composer onSend={onSend} offline />);
    await userEvent.type(box(), "x{Enter}");
    expect(onSend).not.toHaveBeenCalled();
  });
});
