import { addDays, localDate } from "@bazin/shared/domain/club";
import { ageInYearOfSwim } from "@bazin/shared/domain/training/age-group";
import { isEventSwumIn, type PoolLength, type SwimEvent } from "@bazin/shared/domain/training/events";
import { personalBestIds } from "@bazin/shared/domain/training/personal-bests";
import type { NewSwimTime } from "../modules/times/repository.ts";
import type { DemoSwimmer } from "./training-people.ts";

/*
 * Two seasons of made-up but plausible results: the club's meets every five to six weeks, each swimmer at most
 * of them in two or three of their events, getting faster with age and training, with a little noise. A fixed
 * pseudo-random sequence makes every demo database the same.
 */

interface Meet {
  name: string;
  daysAgo: number;
  pool: PoolLength;
}

/** The meets, oldest first, placed relative to the seed's day so the demo never ages. */
export const DEMO_MEETS: readonly Meet[] = [
  { name: "Cupa Toamnei – Câmpulung", daysAgo: 610, pool: 25 },
  { name: "Campionatul Județean Argeș", daysAgo: 570, pool: 25 },
  { name: "Cupa Crăciunului – Pitești", daysAgo: 530, pool: 25 },
  { name: "Concurs de verificare (antrenament)", daysAgo: 480, pool: 25 },
  { name: "Memorialul „Ion Șerbănescu”", daysAgo: 440, pool: 25 },
  { name: "Campionatul Național de Juniori – Otopeni", daysAgo: 400, pool: 50 },
  { name: "Cupa Mării – Constanța", daysAgo: 350, pool: 50 },
  { name: "Cupa Toamnei – Câmpulung", daysAgo: 245, pool: 25 },
  { name: "Campionatul Județean Argeș", daysAgo: 205, pool: 25 },
  { name: "Cupa Crăciunului – Pitești", daysAgo: 165, pool: 25 },
  { name: "Concurs de verificare (antrenament)", daysAgo: 120, pool: 25 },
  { name: "Campionatul Național de Juniori – Otopeni", daysAgo: 75, pool: 50 },
  { name: "Concursul „Speranțele Argeșului”", daysAgo: 40, pool: 25 },
  { name: "Cupa Municipiului Câmpulung", daysAgo: 9, pool: 25 },
];

/** Time of each event relative to the 100 m freestyle (short course). */
const EVENT_FACTOR: Record<SwimEvent, number> = {
  freestyle_50: 0.46,
  freestyle_100: 1,
  freestyle_200: 2.17,
  freestyle_400: 4.6,
  freestyle_800: 9.55,
  freestyle_1500: 18.3,
  backstroke_50: 0.53,
  backstroke_100: 1.12,
  backstroke_200: 2.42,
  breaststroke_50: 0.6,
  breaststroke_100: 1.27,
  breaststroke_200: 2.76,
  butterfly_50: 0.5,
  butterfly_100: 1.1,
  butterfly_200: 2.46,
  im_100: 1.13,
  im_200: 2.43,
};

/** A club swimmer's 100 m freestyle in seconds at an age: faster every year up to 17. */
function freestyle100Seconds(age: number, gender: "F" | "M" | null): number {
  const younger = Math.max(0, 17 - age);
  return gender === "F" ? 64 + younger * 3.4 : 59 + younger * 3.6;
}

/** mulberry32: a small seeded generator, so the demo data is the same on every machine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoTimesInput {
  swimmer: DemoSwimmer;
  studentId: string;
  birthDate: string;
}

/**
 * The rows of every demo swimmer's results, with the "personal best when swum" flags already computed by the
 * same domain function the service uses. Recorded at 18:00 on the meet's day, in event order.
 */
export function demoSwimTimes(now: Date, swimmers: readonly DemoTimesInput[]): NewSwimTime[] {
  const next = random(20260101);
  const today = localDate(now);
  const rows: (NewSwimTime & { id: string })[] = [];
  let counter = 0;
  for (const { swimmer, studentId, birthDate } of swimmers) {
    for (const meet of DEMO_MEETS) {
      // Most swimmers go to most meets; the newest meet has the demo swimmer for a fresh PB.
      if (next() < 0.22 && !(swimmer.account && meet.daysAgo < 60)) continue;
      const swumOn = addDays(today, -meet.daysAgo);
      const age = ageInYearOfSwim(birthDate, swumOn);
      if (age < 6) continue;
      const events = swimmer.events
        .filter((e) => isEventSwumIn(e as SwimEvent, meet.pool))
        .filter(() => next() < 0.7);
      for (const event of events) {
        // The exact age, not the age group's: swimmers get faster through the year, not on 1 January.
        const exactAge = (Date.parse(swumOn) - Date.parse(birthDate)) / (365.25 * 86_400_000);
        const base = freestyle100Seconds(exactAge, swimmer.gender) * EVENT_FACTOR[event as SwimEvent];
        const longCourse = meet.pool === 50 ? 1.025 : 1;
        const noise = 1 + (next() - 0.5) * 0.03;
        const hundredths = Math.round(base * swimmer.talent * longCourse * noise * 100);
        const at = new Date(`${swumOn}T16:00:00Z`).getTime() + counter++ * 1000;
        rows.push({
          id: crypto.randomUUID(),
          studentId,
          event,
          poolLength: meet.pool,
          hundredths,
          swumOn,
          competition: meet.name,
          source: "manual",
          gender: swimmer.gender,
          ageYears: age,
          createdAt: new Date(at),
          updatedAt: new Date(at),
        });
      }
    }
  }
  const series = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.studentId}|${row.event}|${row.poolLength}`;
    series.set(key, [...(series.get(key) ?? []), row]);
  }
  for (const list of series.values()) {
    const flagged = personalBestIds(
      list.map((r) => ({ id: r.id, hundredths: r.hundredths, swumOn: r.swumOn, recordedAt: r.createdAt! })),
    );
    for (const row of list) row.personalRecord = flagged.has(row.id);
  }
  return rows;
}
