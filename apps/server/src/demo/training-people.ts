import type { Gender } from "@bazin/shared/domain/training/events";
import type { DemoStudent } from "../seed/students.ts";

/*
 * The demo club's swimmers (TRAINING.md §8): course registrations of children and teenagers who train in three
 * groups, eight of them advanced swimmers with heart-rate data. Made-up people with Romanian names.
 */

export const DEMO_TRAINING_GROUPS = {
  performance: "Grupa de performanță",
  juniors: {
    name: "Grupa de juniori",
    description: "Juniori 12–14 ani, pregătire pentru concursuri.",
    color: "#2f9e44",
  },
  children: {
    name: "Grupa de copii",
    description: "Copii 8–11 ani, tehnică și primele concursuri.",
    color: "#f08c00",
  },
} as const;
export type DemoGroupKey = keyof typeof DEMO_TRAINING_GROUPS;

export interface DemoSwimmer {
  fullName: string;
  gender: Gender | null;
  /** How fast for their age: 1 is the club's usual level, lower is faster. */
  talent: number;
  /** Events as `<stroke>_<metres>` the swimmer races. */
  events: string[];
  /** An advanced swimmer: group and heart rate (max, resting); `customZones` for a coach's own zones. */
  profile?: { group: DemoGroupKey; maxHr: number; restingHr: number; customZones?: boolean };
  /** The demo `swimmer` account is this student's. */
  account?: "swimmer";
}

const minor = (parent: string, quality: "mamă" | "tată") => ({
  contactPerson: parent,
  contactQuality: quality,
  legalRepresentative: parent,
});
const PERFORMANCE_SLOTS = [
  { weekday: 1, startTime: "18:30" },
  { weekday: 3, startTime: "18:30" },
  { weekday: 5, startTime: "18:30" },
];
const JUNIOR_SLOTS = [
  { weekday: 2, startTime: "17:30" },
  { weekday: 4, startTime: "17:30" },
];
const CHILDREN_SLOTS = [
  { weekday: 1, startTime: "16:30" },
  { weekday: 3, startTime: "16:30" },
];

/** The registrations of the swimmers (the course students list shows them too). */
export const DEMO_TRAINING_STUDENTS: readonly DemoStudent[] = [
  {
    fullName: "Mihai Dumitrescu",
    birthDate: "2010-03-14",
    email: "mihai.dumitrescu@bazin.local",
    phone: "0722100202",
    registeredDaysAgo: 30,
    slots: PERFORMANCE_SLOTS,
    minor: minor("Daniela Dumitrescu", "mamă"),
  },
  {
    fullName: "Ștefan Munteanu",
    birthDate: "2009-07-22",
    email: "familia.munteanu@example.com",
    phone: "0723456789",
    registeredDaysAgo: 28,
    slots: PERFORMANCE_SLOTS,
    minor: minor("Cătălin Munteanu", "tată"),
  },
  {
    fullName: "Ioana Bălan",
    birthDate: "2010-11-02",
    email: "ioana.balan@example.com",
    phone: "0724567890",
    registeredDaysAgo: 27,
    slots: PERFORMANCE_SLOTS,
    minor: minor("Mirela Bălan", "mamă"),
  },
  {
    fullName: "Andreea Căpraru",
    birthDate: "2008-05-19",
    email: "andreea.capraru@example.com",
    phone: "0725678901",
    registeredDaysAgo: 26,
    slots: [
      { weekday: 2, startTime: "19:30" },
      { weekday: 4, startTime: "19:30" },
    ],
  },
  {
    fullName: "Cosmin Tănase",
    birthDate: "2009-12-01",
    email: "cosmin.tanase@example.com",
    phone: "0726789012",
    registeredDaysAgo: 25,
    slots: PERFORMANCE_SLOTS,
    minor: minor("Lucia Tănase", "mamă"),
  },
  {
    fullName: "Luca Ene",
    birthDate: "2012-01-30",
    email: "familia.ene@example.com",
    phone: "0727890123",
    registeredDaysAgo: 24,
    slots: JUNIOR_SLOTS,
    minor: minor("Sorin Ene", "tată"),
  },
  {
    fullName: "Teodora Roșu",
    birthDate: "2012-08-09",
    email: "teodora.rosu@example.com",
    phone: "0728901234",
    registeredDaysAgo: 23,
    slots: JUNIOR_SLOTS,
    minor: minor("Adina Roșu", "mamă"),
  },
  {
    fullName: "Darius Popovici",
    birthDate: "2013-04-17",
    email: "familia.popovici@example.com",
    phone: "0729012345",
    registeredDaysAgo: 22,
    slots: JUNIOR_SLOTS,
    minor: minor("Florin Popovici", "tată"),
  },
  {
    fullName: "Bogdan Chiriță",
    birthDate: "2011-09-12",
    email: "bogdan.chirita@example.com",
    phone: "0731234567",
    registeredDaysAgo: 21,
    slots: JUNIOR_SLOTS,
    minor: minor("Gabriela Chiriță", "mamă"),
  },
  {
    fullName: "Carmen Lupu",
    birthDate: "2011-05-25",
    email: "familia.lupu@example.com",
    phone: "0732345678",
    registeredDaysAgo: 20,
    slots: JUNIOR_SLOTS,
    minor: minor("Viorel Lupu", "tată"),
  },
  {
    fullName: "Alexandra Sârbu",
    birthDate: "2014-12-31",
    email: "familia.sarbu@example.com",
    phone: "0734567890",
    registeredDaysAgo: 19,
    slots: CHILDREN_SLOTS,
    minor: minor("Oana Sârbu", "mamă"),
  },
  {
    fullName: "Tudor Iordache",
    birthDate: "2015-03-08",
    email: "familia.iordache@example.com",
    phone: "0735678901",
    registeredDaysAgo: 18,
    slots: CHILDREN_SLOTS,
    minor: minor("Marius Iordache", "tată"),
  },
  {
    fullName: "Sofia Niculescu",
    birthDate: "2016-06-03",
    email: "familia.niculescu@example.com",
    phone: "0736789012",
    registeredDaysAgo: 17,
    slots: CHILDREN_SLOTS,
    minor: minor("Irina Niculescu", "mamă"),
  },
  {
    fullName: "Matei Vlăduț",
    birthDate: "2016-10-21",
    email: "familia.vladut@example.com",
    phone: "0737890123",
    registeredDaysAgo: 16,
    slots: CHILDREN_SLOTS,
    minor: minor("Radu Vlăduț", "tată"),
  },
  {
    fullName: "Ilinca Dobre",
    birthDate: "2017-02-14",
    email: "familia.dobre@example.com",
    phone: "0738901234",
    registeredDaysAgo: 15,
    slots: CHILDREN_SLOTS,
    minor: minor("Anca Dobre", "mamă"),
  },
];

/**
 * Who swims what. "Maria Țîrlea" and "Radu Constantinescu" are course registrations of the base demo; Radu has
 * no gender set, so the records screen shows how such swimmers are left out.
 */
export const DEMO_SWIMMERS: readonly DemoSwimmer[] = [
  {
    fullName: "Mihai Dumitrescu",
    gender: "M",
    talent: 0.93,
    account: "swimmer",
    events: ["freestyle_100", "freestyle_200", "butterfly_100", "butterfly_200", "im_200"],
    profile: { group: "performance", maxHr: 203, restingHr: 52 },
  },
  {
    fullName: "Ștefan Munteanu",
    gender: "M",
    talent: 0.97,
    events: ["freestyle_50", "freestyle_100", "backstroke_100", "backstroke_200"],
    profile: { group: "performance", maxHr: 199, restingHr: 55 },
  },
  {
    fullName: "Ioana Bălan",
    gender: "F",
    talent: 0.96,
    events: ["breaststroke_50", "breaststroke_100", "breaststroke_200", "im_200"],
    profile: { group: "performance", maxHr: 205, restingHr: 58 },
  },
  {
    fullName: "Andreea Căpraru",
    gender: "F",
    talent: 0.98,
    events: ["freestyle_200", "freestyle_400", "freestyle_800", "freestyle_1500"],
    profile: { group: "performance", maxHr: 196, restingHr: 49, customZones: true },
  },
  {
    fullName: "Cosmin Tănase",
    gender: "M",
    talent: 1.02,
    events: ["freestyle_50", "freestyle_100", "breaststroke_100"],
  },
  {
    fullName: "Luca Ene",
    gender: "M",
    talent: 0.99,
    events: ["freestyle_100", "backstroke_50", "backstroke_100", "im_100"],
    profile: { group: "juniors", maxHr: 208, restingHr: 62 },
  },
  {
    fullName: "Teodora Roșu",
    gender: "F",
    talent: 0.97,
    events: ["freestyle_50", "freestyle_100", "butterfly_50", "butterfly_100"],
    profile: { group: "juniors", maxHr: 207, restingHr: 64 },
  },
  {
    fullName: "Maria Țîrlea",
    gender: "F",
    talent: 1.01,
    events: ["freestyle_50", "breaststroke_50", "im_100"],
    profile: { group: "juniors", maxHr: 168, restingHr: 66 },
  },
  { fullName: "Darius Popovici", gender: "M", talent: 1.04, events: ["freestyle_50", "backstroke_50"] },
  {
    fullName: "Bogdan Chiriță",
    gender: "M",
    talent: 1.0,
    events: ["freestyle_100", "freestyle_200", "im_200"],
  },
  {
    fullName: "Carmen Lupu",
    gender: "F",
    talent: 1.0,
    events: ["backstroke_50", "backstroke_100", "freestyle_100"],
  },
  { fullName: "Alexandra Sârbu", gender: "F", talent: 1.03, events: ["freestyle_50", "backstroke_50"] },
  {
    fullName: "Sofia Niculescu",
    gender: "F",
    talent: 1.0,
    events: ["freestyle_50", "breaststroke_50"],
    profile: { group: "children", maxHr: 211, restingHr: 70 },
  },
  { fullName: "Radu Constantinescu", gender: null, talent: 1.05, events: ["freestyle_50", "freestyle_100"] },
];
