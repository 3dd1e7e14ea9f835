import { MAX_CHAT_LENGTH } from "@bazin/shared/domain/limits";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RealtimeError } from "../../../lib/realtime.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { Composer } from "./Composer.tsx";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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
    expect(onSend).toHaveBeenCalledWith("Bună\nziua", expect.stringMatching(UUID));
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

  it("sends a message again with the same key after a lost answer, and the next message with a new one", async () => {
    const keys: string[] = [];
    let answered = 0;
    const onSend = vi.fn(async (_text: string, key: string) => {
      keys.push(key);
      // The first attempt loses its connection before the receipt: the server may have stored it.
      if (answered++ === 0) throw new RealtimeError("REALTIME_DISCONNECTED", "connection closed");
    });
    renderWithProviders(<Composer onSend={onSend} offline={false} />);
    await userEvent.type(box(), "Ajung la 18{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Mesajul nu a putut fi trimis.");
    expect(box()).toHaveValue("Ajung la 18");
    await userEvent.click(screen.getByRole("button", { name: "Trimiteți" }));
    await waitFor(() => expect(box()).toHaveValue(""));
    await userEvent.type(box(), "Ajung la 18{Enter}");
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(3));
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    // Sent once already: the same words later are a new message.
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("gives a new key when the unsent text was changed or the server refused it", async () => {
    const keys: string[] = [];
    const onSend = vi.fn(async (_text: string, key: string) => {
      keys.push(key);
      throw keys.length === 2
        ? new RealtimeError("CHAT_NOT_MEMBER", "Nu faceți parte din această conversație.")
        : new RealtimeError("REALTIME_TIMEOUT", "no receipt");
    });
    renderWithProviders(<Composer onSend={onSend} offline={false} />);
    await userEvent.type(box(), "Ajung la 18{Enter}");
    await screen.findByRole("alert");
    // Another text is another message, whatever became of the first.
    await userEvent.type(box(), ":30{Enter}");
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole("alert")).toHaveTextContent("Nu faceți parte din această conversație.");
    // Refused: nothing was stored under that key, so the next attempt starts afresh.
    await userEvent.type(box(), "{Enter}");
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(3));
    expect(new Set(keys).size).toBe(3);
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
