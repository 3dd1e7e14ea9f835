import { createHash } from "node:crypto";
import type { TAdminAnnouncement, TPublicAnnouncement } from "@bazin/shared/contracts/content";
import type { AnnouncementRow } from "./repository.ts";

/** A short fingerprint of the stored image, so a replaced image gets a new address (and caches stay right). */
export function imageVersion(imageKey: string): string {
  return createHash("sha256").update(imageKey).digest("base64url").slice(0, 12);
}

/** An announcement as the public events page shows it: no storage key, no author. */
export function toPublicAnnouncement(row: AnnouncementRow): TPublicAnnouncement {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    content: row.content,
    imageUrl: row.imageKey ? `/api/announcements/${row.id}/image?v=${imageVersion(row.imageKey)}` : null,
    category: row.category as TPublicAnnouncement["category"],
    eventDate: row.eventDate,
    startTime: row.startTime,
    endTime: row.endTime,
    location: row.location,
    priority: row.priority,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** An announcement as its managers see it: its image through the managers' route, which serves inactive ones too. */
export function toAdminAnnouncement(row: AnnouncementRow): TAdminAnnouncement {
  return {
    ...toPublicAnnouncement(row),
    imageUrl: row.imageKey
      ? `/api/admin/announcements/${row.id}/image?v=${imageVersion(row.imageKey)}`
      : null,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
