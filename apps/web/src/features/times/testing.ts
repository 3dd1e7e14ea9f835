import type { TStudentTimes, TSwimTime, TTimeStudent } from "@bazin/shared/contracts/times";

/** Fixtures of the times screens' component tests: one swimmer with times in two events and both pools. */
export const IOANA_ID = "0b6f3c1e-2a4d-4c8b-9e7f-1a2b3c4d5e6f";

export const IOANA: TTimeStudent = {
  id: IOANA_ID,
  fullName: "Ioana Ștefănescu",
  birthDate: "2013-05-02",
  gender: "F",
};

let sequence = 0;
/** A time of Ioana's; `createdAt` follows the order of creation, as the server records them. */
export function swim(
  partial: Partial<TSwimTime> & Pick<TSwimTime, "event" | "hundredths" | "swumOn">,
): TSwimTime {
  sequence += 1;
  return {
    id: `7c2d9e4f-5b6a-4d1c-8e3f-${String(sequence).padStart(12, "0")}`,
    studentId: IOANA_ID,
    fullName: IOANA.fullName,
    poolLength: 25,
    competition: null,
    notes: null,
    personalRecord: false,
    points: null,
    source: "manual",
    createdAt: `${partial.swumOn}T10:00:${String(sequence % 60).padStart(2, "0")}.000Z`,
    ...partial,
  };
}

export const FREE_100_FIRST = swim({
  event: "freestyle_100",
  hundredths: 6710,
  swumOn: "2025-03-15",
  personalRecord: true,
  points: null,
  competition: "Cupa Primăverii",
});
export const FREE_100_BEST = swim({
  event: "freestyle_100",
  hundredths: 6577,
  swumOn: "2025-10-12",
  personalRecord: true,
  points: null,
  competition: "Cupa Moldovei",
});
export const FREE_100_SLOWER = swim({ event: "freestyle_100", hundredths: 6650, swumOn: "2025-11-20" });
export const FREE_50 = swim({
  event: "freestyle_50",
  hundredths: 3067,
  swumOn: "2025-11-20",
  personalRecord: true,
  points: null,
});
export const FREE_50_LONG = swim({
  event: "freestyle_50",
  hundredths: 3190,
  swumOn: "2025-07-05",
  poolLength: 50,
  personalRecord: true,
  points: null,
  notes: "Start slab",
});

export const IOANA_TIMES: TStudentTimes = {
  student: { ...IOANA, isAdvancedSwimmer: true },
  season: 2025,
  personalBests: [
    {
      event: "freestyle_100",
      poolLength: 25,
      hundredths: 6577,
      swumOn: "2025-10-12",
      timeId: FREE_100_BEST.id,
      competition: "Cupa Moldovei",
      seasonBestHundredths: 6577,
      swims: 3,
      points: null,
    },
    {
      event: "freestyle_50",
      poolLength: 25,
      hundredths: 3067,
      swumOn: "2025-11-20",
      timeId: FREE_50.id,
      competition: null,
      seasonBestHundredths: 3067,
      swims: 1,
      points: null,
    },
    {
      event: "freestyle_50",
      poolLength: 50,
      hundredths: 3190,
      swumOn: "2025-07-05",
      timeId: FREE_50_LONG.id,
      competition: null,
      seasonBestHundredths: null,
      swims: 1,
      points: null,
    },
  ],
  history: [FREE_100_SLOWER, FREE_50, FREE_100_BEST, FREE_50_LONG, FREE_100_FIRST],
  records: [
    {
      event: "freestyle_50",
      poolLength: 25,
      gender: "F",
      ageGroup: 12,
      hundredths: 3067,
      swumOn: "2025-11-20",
    },
  ],
};
