import { z } from "zod";
import { isCalendarDay } from "../domain/club.ts";
import { ANNOUNCEMENT_CATEGORIES, GALLERY_CATEGORIES } from "../domain/content.ts";

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
export type TAnnouncementListQuery = z.infer<typeof ZAnnouncementListQuery>;
export type TAnnouncementListResponse = z.infer<typeof ZAnnouncementListResponse>;

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
export type TGalleryListQuery = z.infer<typeof ZGalleryListQuery>;
export type TGalleryListResponse = z.infer<typeof ZGalleryListResponse>;

/** Image files an admin may upload to the gallery, checked by content (magic bytes), at most IMAGE_MAX_BYTES. */
export const GALLERY_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** Widths of the generated WebP variants; an image narrower than one gets its own width instead (no upscaling). */
export const GALLERY_VARIANT_WIDTHS = [320, 640, 1280] as const;
export const GALLERY_CAPTION_MAX_LENGTH = 100;

const zCaptionText = z
  .string()
  .trim()
  .min(1, "fieldRequired")
  .max(GALLERY_CAPTION_MAX_LENGTH, "maxLength100");
export const ZGalleryCaption = z.object({ ro: zCaptionText, en: zCaptionText });

/**
 * The text fields of `POST /api/gallery` (multipart/form-data), sent beside the file field `image`. Fields
 * may come before or after the file.
 */
export const ZGalleryUploadFields = z.object({
  category: z.enum(GALLERY_CATEGORIES),
  captionRo: zCaptionText,
  captionEn: zCaptionText,
});
export type TGalleryUploadFields = z.infer<typeof ZGalleryUploadFields>;

/** `PATCH /api/gallery/:id`: a new caption, a new category, or both. */
export const ZUpdateGalleryPhotoRequest = z
  .object({ category: z.enum(GALLERY_CATEGORIES).optional(), caption: ZGalleryCaption.optional() })
  .refine((v) => v.category !== undefined || v.caption !== undefined, "fieldRequired");
export type TUpdateGalleryPhotoRequest = z.infer<typeof ZUpdateGalleryPhotoRequest>;

export const ZGalleryPhotoParams = z.object({ id: z.uuid() });
export const ZGalleryFileParams = z.object({
  photoId: z.uuid(),
  width: z.coerce.number().int().min(1).max(10_000),
});

export const ZAnnouncementParams = z.object({ id: z.uuid() });
/** `v` identifies the image version, so its URL can be cached for long (a new image gets a new URL). */
export const ZAnnouncementImageQuery = z.object({ v: z.string().max(64).optional() });

/** The current privacy policy (the newest GDPR version). */
export const ZGdprCurrentResponse = z.object({
  version: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
});

/* ---------- Announcement management (spec §2 /admin/announcements, §5, §8): admins and coaches ---------- */

/** The image types an announcement may carry, judged by content (magic bytes), at most IMAGE_MAX_BYTES. */
export const ANNOUNCEMENT_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
/** The multipart field of `PUT /api/admin/announcements/:id/image`. */
export const ANNOUNCEMENT_IMAGE_FIELD = "image";
export const ANNOUNCEMENT_PRIORITY_MAX = 100;
/** HH:mm on a 24-hour clock. */
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Optional text: blank becomes null, so "no location" is one value. */
const zOptionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

const zOptionalTime = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || TIME_PATTERN.test(v), "timeInvalid");

/** The fields an admin or coach writes (spec §5: title, content and category required; priority 0-100). */
const announcementFields = z.object({
  title: z.string({ error: "fieldRequired" }).trim().min(1, "fieldRequired").max(200, "maxLength200"),
  subtitle: zOptionalText(200, "maxLength200"),
  content: z.string({ error: "fieldRequired" }).trim().min(1, "fieldRequired").max(10_000, "maxLength10000"),
  category: z.enum(ANNOUNCEMENT_CATEGORIES, { error: "fieldRequired" }),
  eventDate: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isCalendarDay(v), "dateInvalid"),
  startTime: zOptionalTime,
  endTime: zOptionalTime,
  location: zOptionalText(200, "maxLength200"),
  priority: z
    .number({ error: "priorityRange" })
    .int("priorityRange")
    .min(0, "priorityRange")
    .max(ANNOUNCEMENT_PRIORITY_MAX, "priorityRange"),
  active: z.boolean().default(true),
});

/** An end time needs a start time and comes after it (HH:mm strings compare in time order). */
function checkTimes(v: { startTime: string | null; endTime: string | null }, ctx: z.RefinementCtx) {
  if (v.endTime && !v.startTime)
    ctx.addIssue({ code: "custom", path: ["startTime"], message: "fieldRequired" });
  const wellFormed = TIME_PATTERN.test(v.startTime ?? "") && TIME_PATTERN.test(v.endTime ?? "");
  if (wellFormed && v.endTime! <= v.startTime!)
    ctx.addIssue({ code: "custom", path: ["endTime"], message: "endTimeAfterStart" });
}

/** A new announcement; without `active` it is published at once. */
export const ZAnnouncementInput = announcementFields.superRefine(checkTimes);
/** An edit; without `active` the announcement keeps its state (an edit never publishes by omission). */
export const ZAnnouncementUpdate = announcementFields
  .extend({ active: z.boolean().optional() })
  .superRefine(checkTimes);
export type TAnnouncementInput = z.input<typeof ZAnnouncementInput>;

/** An announcement as its managers see it: active or not, with its image served to them whatever its state. */
export const ZAdminAnnouncement = ZPublicAnnouncement.extend({
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminAnnouncement = z.infer<typeof ZAdminAnnouncement>;

export const ZAdminAnnouncementListQuery = z.object({
  category: z.enum(ANNOUNCEMENT_CATEGORIES).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZAdminAnnouncementListResponse = z.object({
  items: z.array(ZAdminAnnouncement),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TAdminAnnouncementListQuery = z.infer<typeof ZAdminAnnouncementListQuery>;
export type TAdminAnnouncementListResponse = z.infer<typeof ZAdminAnnouncementListResponse>;

/** `PATCH /api/admin/announcements/:id/active`: publish (true) or withdraw (false). */
export const ZAnnouncementActiveRequest = z.object({ active: z.boolean() });
