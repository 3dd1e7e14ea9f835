import type {
  TAdvancedSwimmerDetail,
  TAdvancedSwimmerSummary,
  TSwimmerCandidate,
} from "@bazin/shared/contracts/swimmers";

export const GROUP = {
  id: "3b0e8d1c-0a9f-4d3e-8f65-1c2b3a4d5e6f",
  name: "Grupa de performanță",
  color: "#1c7ed6",
};
export const OTHER_GROUP = {
  id: "4c1f9e2d-1b0a-4e4f-9a76-2d3c4b5e6f70",
  name: "Grupa mică",
  color: "#e64980",
};

export const IOANA: TAdvancedSwimmerSummary = {
  id: "0b6f3c1e-2a4d-4c8b-9e7f-1a2b3c4d5e6f",
  fullName: "Ioana Ștefănescu",
  birthDate: "2012-05-02",
  age: 14,
  gender: "F",
  group: GROUP,
  maxHr: 206,
  restingHr: 62,
  thresholdHr: 179,
  hrZoneFilter: "high",
  hasAccount: true,
  createdAt: "2026-01-10T09:00:00.000Z",
  personalBests: 4,
};

export const MIHAI: TAdvancedSwimmerSummary = {
  ...IOANA,
  id: "7c2d9e4f-5b6a-4d1c-8e3f-9a8b7c6d5e4f",
  fullName: "Mihai Dumitrescu",
  gender: "M",
  group: null,
  maxHr: 168,
  hrZoneFilter: "low",
  hasAccount: false,
  personalBests: 0,
};

export const IOANA_DETAIL: TAdvancedSwimmerDetail = {
  ...IOANA,
  email: "ioana@example.com",
  phone: "0712345678",
  zones: [
    { zone: 1, minBpm: 134, maxBpm: 148 },
    { zone: 2, minBpm: 148, maxBpm: 163 },
    { zone: 3, minBpm: 163, maxBpm: 177 },
    { zone: 4, minBpm: 177, maxBpm: 192 },
    { zone: 5, minBpm: 192, maxBpm: 206 },
  ],
  zonesOverridden: false,
  personalBestList: [
    {
      event: "freestyle_100",
      poolLength: 25,
      hundredths: 6532,
      swumOn: "2026-03-14",
      timeId: "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a",
      competition: "Cupa Bucovinei",
      seasonBestHundredths: 6610,
      swims: 5,
      points: null,
    },
  ],
  recentTimes: [
    {
      id: "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a",
      studentId: IOANA.id,
      fullName: IOANA.fullName,
      event: "freestyle_100",
      poolLength: 25,
      hundredths: 6532,
      swumOn: "2026-03-14",
      competition: "Cupa Bucovinei",
      notes: null,
      personalRecord: true,
      points: null,
      source: "manual",
      createdAt: "2026-03-14T12:00:00.000Z",
    },
  ],
  updatedAt: "2026-03-14T12:00:00.000Z",
};

export const ANA: TSwimmerCandidate = {
  id: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d",
  fullName: "Ana Popescu",
  birthDate: "2012-02-01",
  age: 14,
  email: "ana@example.com",
  gender: "F",
  hasAccount: false,
};
