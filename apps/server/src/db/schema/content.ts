import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { Bilingual } from "./club.ts";

/** A club announcement or event (spec §3 "Announcement"), shown on /evenimente while active. */
export const announcements = pgTable(
  "announcements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    content: text("content").notNull(),
    imageKey: text("image_key"),
    /** general | competition | training | event */
    category: text("category").notNull(),
    eventDate: date("event_date"),
    startTime: text("start_time"),
    endTime: text("end_time"),
    location: text("location"),
    priority: smallint("priority").notNull().default(0),
    active: boolean("active").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("announcements_listing_idx").on(t.active, t.publishedAt)],
);

/** A gallery photo with its generated responsive variants (spec: /galerie). */
export const galleryPhotos = pgTable(
  "gallery_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** training | competitions */
    category: text("category").notNull(),
    caption: jsonb("caption").$type<Bilingual>().notNull(),
    originalKey: text("original_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Generated sizes, smallest first: { width, height, key } in WebP. */
    variants: jsonb("variants").$type<{ width: number; height: number; key: string }[]>().notNull(),
    /** A tiny blurred preview as a data URL, shown while the image loads. */
    placeholder: text("placeholder"),
    takenOn: date("taken_on"),
    uploadedBy: uuid("uploaded_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("gallery_category_idx").on(t.category, t.createdAt)],
);
