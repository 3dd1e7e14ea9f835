import { z } from "zod";

export const ANNOUNCEMENT_CATEGORIES = ["general", "competition", "training", "event"] as const;
export const GALLERY_CATEGORIES = ["training", "competitions"] as const;

/** An announcement as the public events page shows it. */
export const ZPublicAnnouncement = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  category: z.enum(ANNOUNCEMENT_CATEGORIES),
  eventDate: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  location: z.string().nullable(),
  priority: z.number().int().min(0).max(100),
  publishedAt: z.string(),
});
export type TPublicAnnouncement = z.infer<typeof ZPublicAnnouncement>;

export const ZAnnouncementListQuery = z.object({
  category: z.enum(ANNOUNCEMENT_CATEGORIES).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(9),
});
export const ZAnnouncementListResponse = z.object({
  items: z.array(ZPublicAnnouncement),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const ZGalleryPhoto = z.object({
  id: z.string(),
  category: z.enum(GALLERY_CATEGORIES),
  caption: z.object({ ro: z.string(), en: z.string() }),
  width: z.number().int(),
  height: z.number().int(),
  /** Responsive sources, smallest first, for srcset. */
  sources: z.array(z.object({ width: z.number().int(), url: z.string() })),
  placeholder: z.string().nullable(),
  createdAt: z.string(),
});
export type TGalleryPhoto = z.infer<typeof ZGalleryPhoto>;

export const ZGalleryListQuery = z.object({
  category: z.enum(GALLERY_CATEGORIES).optional(),
  /** Opaque cursor from the previous page ("load more"). */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(48).default(12),
});
export const ZGalleryListResponse = z.object({
  items: z.array(ZGalleryPhoto),
  nextCursor: z.string().nullable(),
});

/** The current privacy policy (the newest GDPR version). */
export const ZGdprCurrentResponse = z.object({
  version: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
});
