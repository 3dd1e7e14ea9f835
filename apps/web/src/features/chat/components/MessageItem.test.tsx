import type { TChatMessage } from "@bazin/shared/contracts/chat";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { MessageItem } from "./MessageItem.tsx";

const MESSAGE: TChatMessage = {
  id: "m1",
  roomId: "r1",
  sender: { id: "u1", name: "Elena Ionescu" },
  senderRole: "coach",
  text: '<img src=x onerror="alert(1)"><b>bold</b>\n**not markdown**',
  createdAt: new Date().toISOString(),
};

describe("chat message", () => {
  it("shows the text as text, never as markup", () => {
    const { container } = renderWithProviders(
      <ul>
        <MessageItem message={MESSAGE} own={false} />
      </ul>,
    );
    expect(screen.getByTestId("chat-text").textContent).toBe(MESSAGE.text);
    expect(container.querySelector("img, b, strong")).toBeNull();
  });

  it("shows the sender's name, role label and time; 'Dvs.' for one's own", () => {
    const { unmount } = renderWithProviders(
      <ul>
        <MessageItem message={MESSAGE} own={false} />
      </ul>,
    );
    expect(screen.getByText("Elena Ionescu")).toBeInTheDocument();
    expect(screen.getByText("Antrenor")).toBeInTheDocument();
    expect(screen.getByRole("listitem").querySelector("time")).toHaveAttribute("datetime", MESSAGE.createdAt);
    unmount();
    renderWithProviders(
      <ul>
        <MessageItem message={MESSAGE} own />
      </ul>,
    );
    expect(screen.getByText("Dvs.")).toBeInTheDocument();
  });
});
