import { z } from "zod";
import { EMPTY_VALUES, SUMMARY_STEP, type WizardValues } from "./wizard-values.ts";

/*
 * The wizard survives a reload: its values, step and idempotency key live in the tab's session storage (gone
 * when the tab closes, so a shared computer does not keep someone's data). The certificate itself is never
 * stored, only what the server answered for it and the file's name and size.
 */

export const WIZARD_STORAGE_KEY = "registration-wizard";

export interface CertificateInfo {
  name: string;
  sizeBytes: number;
  contentType: string;
}

export interface StoredWizard {
  step: number;
  idempotencyKey: string;
  values: WizardValues;
  certificate: CertificateInfo | null;
}

const text = z.string().max(2000).catch("");
const ZStoredWizard = z.object({
  version: z.literal(1),
  step: z.number().int().min(0).max(SUMMARY_STEP),
  idempotencyKey: z.string().min(1).max(100),
  values: z.object({
    fullName: text,
    birthDate: text,
    phone: text,
    email: text,
    emailConfirm: text,
    contactPerson: text,
    contactQuality: text,
    choices: z
      .array(z.object({ slotId: z.string().max(100), instructorId: z.string().max(100) }))
      .max(50)
      .catch([]),
    locality: text,
    street: text,
    streetNumber: text,
    blockApartment: text,
    county: text,
    legalRepresentative: text,
    gdprAccepted: z.boolean().catch(false),
    gdprVersion: z.number().int().catch(0),
    certificateUploadId: text,
    certificateIssuedOn: text,
  }),
  certificate: z
    .object({ name: z.string().max(300), sizeBytes: z.number().int(), contentType: z.string().max(100) })
    .nullable()
    .catch(null),
});

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A random v4 UUID, also where `crypto.randomUUID` is missing (plain-http pages are not secure contexts). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function freshWizard(): StoredWizard {
  return { step: 0, idempotencyKey: newIdempotencyKey(), values: { ...EMPTY_VALUES }, certificate: null };
}

/** The saved wizard, or a fresh one when nothing (or something unreadable) is saved. */
export function loadWizard(): StoredWizard {
  const raw = storage()?.getItem(WIZARD_STORAGE_KEY);
  if (!raw) return freshWizard();
  try {
    const parsed = ZStoredWizard.safeParse(JSON.parse(raw));
    if (!parsed.success) return freshWizard();
    const { version: _version, ...wizard } = parsed.data;
    return wizard;
  } catch {
    return freshWizard();
  }
}

export function saveWizard(wizard: StoredWizard): void {
  try {
    storage()?.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ version: 1, ...wizard }));
  } catch {
    // Storage full or forbidden: the wizard still works, it just will not survive a reload.
  }
}

export function clearWizard(): void {
  try {
    storage()?.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
