/*
 * The categories of the club's public content. Apart from the contracts (zod) so that the public events and
 * gallery pages can name them without loading zod on a visitor's phone.
 */

export const ANNOUNCEMENT_CATEGORIES = ["general", "competition", "training", "event"] as const;
export type AnnouncementCategory = (typeof ANNOUNCEMENT_CATEGORIES)[number];

export const GALLERY_CATEGORIES = ["training", "competitions"] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
