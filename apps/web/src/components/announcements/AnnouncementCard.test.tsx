import type { TPublicAnnouncement } from "@bazin/shared/contracts/content";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { AnnouncementCard } from "./AnnouncementCard.tsx";

const announcement: TPublicAnnouncement = {
  id: "a1",
  title: "Cupa de iarnă",
  subtitle: null,
  content: "Concurs pentru toate grupele.",
  imageUrl: "/api/announcements/a1/image?v=x",
  category: "competition",
  eventDate: "2026-12-12",
  startTime: "10:00",
  endTime: null,
  location: null,
  priority: 50,
  publishedAt: "2026-11-20T10:00:00.000Z",
};

describe("AnnouncementCard's image", () => {
  it("loads the first card's image at once and with high priority: it is the events page's largest paint", () => {
    const { container } = renderWithProviders(<AnnouncementCard announcement={announcement} first />);
    const image = container.querySelector("img")!;
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
  });

  it("lets the other cards' images wait until they come near the screen", () => {
    const { container } = renderWithProviders(<AnnouncementCard announcement={announcement} />);
    const image = container.querySelector("img")!;
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("fetchpriority")).toBe("auto");
  });
});
