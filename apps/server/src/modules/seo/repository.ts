import { eq, max } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubProfile } from "../../db/schema/club.ts";
import { announcements, galleryPhotos } from "../../db/schema/content.ts";
import { gdprVersions } from "../../db/schema/gdpr.ts";

/** When the content behind the data-driven public pages last changed (null: never). */
export interface ContentDates {
  club: Date | null;
  privacy: Date | null;
  terms: Date | null;
  events: Date | null;
  gallery: Date | null;
}

export async function latestContentDates(db: Db): Promise<ContentDates> {
  const newestVersionOf = (document: "privacy" | "terms") =>
    db
      .select({ at: max(gdprVersions.createdAt) })
      .from(gdprVersions)
      .where(eq(gdprVersions.document, document));
  const [[club], [privacy], [terms], [events], [gallery]] = await Promise.all([
    db.select({ at: max(clubProfile.updatedAt) }).from(clubProfile),
    newestVersionOf("privacy"),
    newestVersionOf("terms"),
    db.select({ at: max(announcements.updatedAt) }).from(announcements),
    db.select({ at: max(galleryPhotos.createdAt) }).from(galleryPhotos),
  ]);
  const date = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return {
    club: date(club?.at),
    privacy: date(privacy?.at),
    terms: date(terms?.at),
    events: date(events?.at),
    gallery: date(gallery?.at),
  };
}
