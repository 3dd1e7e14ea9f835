import { max } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubProfile } from "../../db/schema/club.ts";
import { announcements, galleryPhotos } from "../../db/schema/content.ts";
import { gdprVersions } from "../../db/schema/gdpr.ts";

/** When the content behind the data-driven public pages last changed (null: never). */
export interface ContentDates {
  club: Date | null;
  privacy: Date | null;
  events: Date | null;
  gallery: Date | null;
}

export async function latestContentDates(db: Db): Promise<ContentDates> {
  const [[club], [privacy], [events], [gallery]] = await Promise.all([
    db.select({ at: max(clubProfile.updatedAt) }).from(clubProfile),
    db.select({ at: max(gdprVersions.createdAt) }).from(gdprVersions),
    db.select({ at: max(announcements.updatedAt) }).from(announcements),
    db.select({ at: max(galleryPhotos.createdAt) }).from(galleryPhotos),
  ]);
  const date = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return {
    club: date(club?.at),
    privacy: date(privacy?.at),
    events: date(events?.at),
    gallery: date(gallery?.at),
  };
}
