import type { AgeGroup } from "@bazin/shared/domain/club";
import type { Db } from "../db/client.ts";
import { toInstructorPhoto } from "../modules/club/photo.ts";
import {
  countInstructors,
  countSlots,
  insertClubProfileIfMissing,
  insertInstructor,
  insertSlots,
  type NewClubProfile,
} from "../modules/club/repository.ts";
import { createStorage, type Storage } from "../storage/storage.ts";
import type { SeedStep } from "./demo.ts";

/*
 * The club's facts and course schedule from the spec (§1): hero figures 3 instructors / 13+ years / 5 days a
 * week, a 25 m indoor pool, office hours Monday to Friday 08:00–16:00, children's courses Mon/Wed/Fri 16:30,
 * 17:30, 18:30 and Tue/Thu 15:30–18:30, adults Tue/Thu 19:30. Address, phone and the like are plausible
 * placeholders for a small Romanian town; an admin replaces them through PUT /api/club/profile.
 */

export const CLUB_PROFILE: NewClubProfile = {
  name: "Bazinul Didactic Municipal Fălticeni",
  shortName: "Bazinul Municipal",
  description: {
    ro: "Școala de înot a bazinului didactic municipal: cursuri pentru copii și adulți, cu instructori dedicați, într-un bazin acoperit de 25 m.",
    en: "The swimming school of the municipal teaching pool: courses for children and adults, with dedicated instructors, in a 25 m indoor pool.",
  },
  street: "Strada Sportului nr. 4",
  locality: "Fălticeni",
  county: "Suceava",
  postalCode: "725200",
  countryCode: "RO",
  phone: "+40 230 541 234",
  whatsapp: "+40 742 541 234",
  email: "contact@bazinulmunicipal.ro",
  socialUrl: "https://www.facebook.com/BazinulDidacticMunicipalFalticeni",
  latitude: 47.4597,
  longitude: 26.3003,
  officeHours: [{ weekdays: [1, 2, 3, 4, 5], opens: "08:00", closes: "16:00" }],
  poolLengthMeters: 25,
  poolIndoor: true,
  statInstructors: 3,
  statYears: 13,
  statDaysPerWeek: 5,
  facilities: [
    { ro: "Bazin acoperit de 25 m, cu 4 culoare", en: "25 m indoor pool with 4 lanes" },
    { ro: "Apă încălzită la 28 °C tot anul", en: "Water heated to 28 °C all year round" },
    {
      ro: "Vestiare separate, cu dușuri și uscătoare de păr",
      en: "Separate changing rooms with showers and hair dryers",
    },
    {
      ro: "Echipament didactic: plăci, flotoare, tăiței",
      en: "Teaching equipment: kickboards, pull buoys, pool noodles",
    },
    { ro: "Salvamar prezent la fiecare curs", en: "A lifeguard at every course" },
    { ro: "Tribună pentru părinți", en: "Spectator stand for parents" },
    { ro: "Parcare gratuită lângă bazin", en: "Free parking next to the pool" },
  ],
};

export const CHILDREN_CAPACITY = 12;
export const ADULTS_CAPACITY = 10;

const slot = (weekday: number, startTime: string, ageGroup: AgeGroup) => ({
  weekday,
  startTime,
  ageGroup,
  durationMinutes: 60,
  capacity: ageGroup === "children" ? CHILDREN_CAPACITY : ADULTS_CAPACITY,
});

/** 19 slots: Mon/Wed/Fri three children's courses, Tue/Thu four children's and one adults' course. */
export const DEFAULT_SCHEDULE = [
  ...[1, 3, 5].flatMap((day) => ["16:30", "17:30", "18:30"].map((time) => slot(day, time, "children"))),
  ...[2, 4].flatMap((day) => [
    ...["15:30", "16:30", "17:30", "18:30"].map((time) => slot(day, time, "children")),
    slot(day, "19:30", "adults"),
  ]),
].sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime));

/** Creates the club profile with the spec's values unless one exists. True when it was created. */
export async function ensureClubProfile(db: Db, now: Date): Promise<boolean> {
  return insertClubProfileIfMissing(db, { ...CLUB_PROFILE, updatedAt: now });
}

/**
 * Creates the spec's schedule when there are no slots at all. A schedule an admin emptied on purpose is
 * refilled only on an empty table, never merged with one in use.
 */
export async function ensureScheduleSlots(db: Db, now: Date): Promise<boolean> {
  if ((await countSlots(db)) > 0) return false;
  await insertSlots(
    db,
    DEFAULT_SCHEDULE.map((s) => ({ ...s, createdAt: now })),
  );
  return true;
}

interface DemoInstructor {
  firstName: string;
  lastName: string;
  bio: { ro: string; en: string };
  weekdays: number[];
  look: AvatarLook;
}

/** Three made-up instructors who together cover Monday to Friday; the coach demo account is one of them. */
export const DEMO_INSTRUCTORS: readonly DemoInstructor[] = [
  {
    firstName: "Ana-Maria",
    lastName: "Rusu",
    bio: {
      ro: "Instructoare principală, antrenoare de înot de peste 13 ani. A învățat sute de copii să înoate și coordonează grupele de începători.",
      en: "Head instructor and swimming coach for more than 13 years. She has taught hundreds of children to swim and runs the beginners' groups.",
    },
    weekdays: [1, 2, 3, 4, 5],
    look: {
      background: ["#0b7285", "#69c0cf"],
      skin: "#e8b896",
      hair: "#5a3825",
      shirt: "#064d59",
      hairStyle: "long",
    },
  },
  {
    firstName: "Elena",
    lastName: "Ionescu",
    bio: {
      ro: "Profesoară de educație fizică și fostă înotătoare de performanță. Lucrează cu copiii de la primele bătăi de picioare până la primul concurs.",
      en: "Physical education teacher and former competitive swimmer. She works with children from their first kicks to their first competition.",
    },
    weekdays: [1, 3, 5],
    look: {
      background: ["#1290a8", "#9dd6e0"],
      skin: "#f1c9a5",
      hair: "#c48a3f",
      shirt: "#08606f",
      hairStyle: "bun",
    },
  },
  {
    firstName: "Cristian",
    lastName: "Moldovan",
    bio: {
      ro: "Salvamar și instructor de înot pentru copii și adulți. Ține cursurile de marți și joi, inclusiv grupa de adulți de la 19:30.",
      en: "Lifeguard and swimming instructor for children and adults. He teaches on Tuesdays and Thursdays, including the 19:30 adults' group.",
    },
    weekdays: [2, 4],
    look: {
      background: ["#064d59", "#3fadc1"],
      skin: "#d9a27c",
      hair: "#2b2b2b",
      shirt: "#0b7285",
      hairStyle: "short",
    },
  },
];

export interface AvatarLook {
  background: [string, string];
  skin: string;
  hair: string;
  shirt: string;
  hairStyle: "short" | "long" | "bun";
}

/** A friendly drawn portrait (no photo of a real person is shipped, nothing is downloaded). */
export function avatarSvg(look: AvatarLook): string {
  const hair = {
    short:
      '<path d="M104 138 C100 84 128 66 160 66 C194 66 222 86 216 138 C206 112 186 98 160 98 C136 98 114 110 104 138Z"/>',
    long: '<path d="M98 214 C86 150 96 70 160 66 C224 70 234 150 222 214 L204 214 C212 160 206 110 160 100 C114 110 108 160 116 214Z"/><path d="M106 136 C110 96 134 78 160 78 C190 78 210 96 214 136 C196 110 176 102 160 102 C140 102 120 112 106 136Z"/>',
    bun: '<circle cx="160" cy="58" r="22"/><path d="M104 138 C102 88 128 70 160 70 C192 70 218 88 216 138 C204 112 184 100 160 100 C136 100 116 112 104 138Z"/>',
  }[look.hairStyle];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 320 320">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${look.background[0]}"/><stop offset="1" stop-color="${look.background[1]}"/>
  </linearGradient></defs>
  <rect width="320" height="320" fill="url(#bg)"/>
  <g fill="#ffffff" opacity="0.16">
    <path d="M0 238 C50 222 90 254 140 238 S230 222 270 238 S310 246 320 240 V320 H0Z"/>
    <path d="M0 268 C50 252 90 284 140 268 S230 252 270 268 S310 276 320 270 V320 H0Z"/>
  </g>
  <path d="M56 320 C56 252 100 226 160 226 C220 226 264 252 264 320Z" fill="${look.shirt}"/>
  <path d="M132 228 Q160 292 188 228" stroke="#f8f9fa" stroke-width="5" fill="none" stroke-linecap="round"/>
  <circle cx="160" cy="290" r="9" fill="#f8f9fa"/>
  <rect x="140" y="180" width="40" height="54" rx="16" fill="${look.skin}"/>
  <ellipse cx="160" cy="140" rx="54" ry="62" fill="${look.skin}"/>
  <g fill="${look.hair}">${hair}</g>
  <circle cx="140" cy="146" r="5.5" fill="#2b2b2b"/>
  <circle cx="180" cy="146" r="5.5" fill="#2b2b2b"/>
  <path d="M140 172 Q160 188 180 172" stroke="#8a4b3c" stroke-width="5" fill="none" stroke-linecap="round"/>
</svg>`;
}

/** Adds the demo instructors with their drawn photos when there are none. */
export async function ensureDemoInstructors(db: Db, storage: Storage, now: Date): Promise<boolean> {
  if ((await countInstructors(db)) > 0) return false;
  for (const [index, person] of DEMO_INSTRUCTORS.entries()) {
    const photo = await toInstructorPhoto(Buffer.from(avatarSvg(person.look)));
    const saved = await storage.save(photo, { area: "instructors", maxBytes: photo.length });
    await insertInstructor(db, {
      firstName: person.firstName,
      lastName: person.lastName,
      bio: person.bio,
      weekdays: person.weekdays,
      photoKey: saved.key,
      sortOrder: index,
      active: true,
      createdAt: now,
    });
  }
  return true;
}

/** Demo seed step: the profile and the schedule (when start-up has not made them yet) and the instructors. */
export const seedClub: SeedStep = {
  name: "club profile, schedule and instructors",
  async run({ tx, ctx, now }) {
    await ensureClubProfile(tx, now);
    await ensureScheduleSlots(tx, now);
    await ensureDemoInstructors(tx, createStorage(ctx.config.dataDir), now);
  },
};
