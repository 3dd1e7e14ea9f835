import { boolean, integer, jsonb, pgTable, real, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A text in both languages, for club content an admin edits (Romanian is the fallback). */
export type Bilingual = { ro: string; en: string };

/**
 * The club's public facts, one row. Served to the public site and editable by admins, so nothing about the
 * club is hard-coded in the web app.
 */
export const clubProfile = pgTable("club_profile", {
  id: smallint("id").primaryKey().default(1),
  name: text("name").notNull(),
  shortName: text("short_name").notNull(),
  description: jsonb("description").$type<Bilingual>().notNull(),
  street: text("street").notNull(),
  locality: text("locality").notNull(),
  county: text("county").notNull(),
  postalCode: text("postal_code").notNull(),
  countryCode: text("country_code").notNull().default("RO"),
  phone: text("phone").notNull(),
  whatsapp: text("whatsapp").notNull(),
  email: text("email").notNull(),
  socialUrl: text("social_url").notNull(),
  latitude: real("latitude").notNull(),
  longitude: real("longitude").notNull(),
  /** Office hours: weekdays 1 (Monday) to 7 (Sunday) with opening and closing time "HH:mm". */
  officeHours: jsonb("office_hours")
    .$type<{ weekdays: number[]; opens: string; closes: string }[]>()
    .notNull(),
  poolLengthMeters: smallint("pool_length_m").notNull(),
  poolIndoor: boolean("pool_indoor").notNull(),
  /** Hero figures: instructors, years of experience, training days per week. */
  statInstructors: smallint("stat_instructors").notNull(),
  statYears: smallint("stat_years").notNull(),
  statDaysPerWeek: smallint("stat_days_per_week").notNull(),
  facilities: jsonb("facilities").$type<Bilingual[]>().notNull(),
  /** A registrant's renewal request renews the registration at once instead of waiting for an admin. */
  autoRenewal: boolean("auto_renewal").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const instructors = pgTable("instructors", {
  id: uuid("id").primaryKey().defaultRandom(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  bio: jsonb("bio").$type<Bilingual>().notNull(),
  /** Storage key of the photo (see storage/), or null. */
  photoKey: text("photo_key"),
  /** Weekdays 1 (Monday) to 7 (Sunday) the instructor teaches. */
  weekdays: integer("weekdays").array().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A course time slot: one weekday at one start time, for children or adults, with a capacity. */
export const scheduleSlots = pgTable("schedule_slots", {
  id: uuid("id").primaryKey().defaultRandom(),
  weekday: smallint("weekday").notNull(),
  startTime: text("start_time").notNull(),
  durationMinutes: smallint("duration_minutes").notNull().default(60),
  ageGroup: text("age_group").notNull(),
  capacity: integer("capacity").notNull(),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
