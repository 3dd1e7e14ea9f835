import { dateTimeFormat } from "@bazin/shared/lib/intl";
import type { TFunction } from "i18next";
import type { Language } from "../lib/i18n.ts";

/** Everything the registration documents print, gathered by the registration module. */
export interface RegistrationDocumentData {
  lang: Language;
  /** Registration number, e.g. 2026-1A2B3C4D. */
  number: string;
  registeredAt: Date;
  club: {
    name: string;
    street: string;
    locality: string;
    county: string;
    postalCode: string;
    phone: string;
    email: string;
  } | null;
  student: {
    fullName: string;
    birthDate: string;
    age: number;
    minor: boolean;
    phone: string;
    email: string;
    contactPerson?: string | null;
    contactQuality?: string | null;
    locality: string;
    street: string;
    streetNumber: string;
    blockApartment?: string | null;
    county: string;
    legalRepresentative?: string | null;
  };
  schedule: { weekday: number; startTime: string; instructor: string }[];
  certificateIssuedOn: string;
  validUntil: string;
  validityDays: number;
  gdpr: { version: number; acceptedAt: Date };
}

/** A "YYYY-MM-DD" day or a moment as the documents print it: 22.11.2026 in both languages (Romanian form). */
export function formatDay(value: string | Date): string {
  const day = typeof value === "string" ? value : isoDayInRomania(value);
  const [y, m, d] = day.split("-");
  return `${d}.${m}.${y}`;
}

function isoDayInRomania(at: Date): string {
  return dateTimeFormat("en-CA", {
    timeZone: "Europe/Bucharest",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/** The time of day in Romania, "HH:mm". */
export function formatTime(at: Date): string {
  return dateTimeFormat("en-GB", {
    timeZone: "Europe/Bucharest",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(at);
}

/** The applicant's home address on one line. */
export function addressLine(t: TFunction, s: RegistrationDocumentData["student"]): string {
  return t("mail:documents.addressLine", {
    street: s.street,
    number: s.streetNumber,
    block: s.blockApartment ? t("mail:documents.addressBlock", { block: s.blockApartment }) : "",
    locality: s.locality,
    county: s.county,
  });
}

/** One chosen slot: "Luni, ora 16:30 – instructor Ana Pop". */
export function scheduleLine(t: TFunction, slot: RegistrationDocumentData["schedule"][number]): string {
  return t("mail:documents.scheduleLine", {
    day: t(`common:weekdays.${slot.weekday}`),
    time: slot.startTime,
    instructor: slot.instructor,
  });
}
