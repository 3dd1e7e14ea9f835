import { newClientKey } from "../../../lib/client-key.ts";
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

/*
 * Reading it back checks what a zod schema would (it used to be one), by hand: zod is not in the wizard's first
 * load (ADR 010). The whole entry is dropped when its frame is wrong (version, step, key, no values object); a
 * single unreadable value falls back to empty, as `.catch()` did.
 */
const MAX_TEXT = 2000;
const MAX_ID = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isString = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.length <= max;
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);

const TEXT_FIELDS = [
  "fullName",
  "birthDate",
  "phone",
  "email",
  "emailConfirm",
  "contactPerson",
  "contactQuality",
  "locality",
  "street",
  "streetNumber",
  "blockApartment",
  "county",
  "legalRepresentative",
  "certificateUploadId",
  "certificateIssuedOn",
] as const satisfies readonly (keyof WizardValues)[];

function readChoices(value: unknown): WizardValues["choices"] {
  if (!Array.isArray(value) || value.length > 50) return [];
  const choices = value.map((choice: unknown) =>
    isRecord(choice) && isString(choice.slotId, MAX_ID) && isString(choice.instructorId, MAX_ID)
      ? { slotId: choice.slotId, instructorId: choice.instructorId }
      : null,
  );
  return choices.every((choice) => choice !== null) ? (choices as WizardValues["choices"]) : [];
}

function readCertificate(value: unknown): CertificateInfo | null {
  if (!isRecord(value)) return null;
  const { name, sizeBytes, contentType } = value;
  return isString(name, 300) && isInt(sizeBytes) && isString(contentType, MAX_ID)
    ? { name, sizeBytes, contentType }
    : null;
}

/** A stored wizard as saved by `saveWizard`, or null when it cannot be one. */
function readStored(data: unknown): StoredWizard | null {
  if (!isRecord(data) || data.version !== 1) return null;
  const { step, idempotencyKey, values } = data;
  if (!isInt(step) || step < 0 || step > SUMMARY_STEP) return null;
  if (!isString(idempotencyKey, MAX_ID) || idempotencyKey.length === 0) return null;
  if (!isRecord(values)) return null;
  const read: WizardValues = {
    ...EMPTY_VALUES,
    choices: readChoices(values.choices),
    gdprAccepted: typeof values.gdprAccepted === "boolean" ? values.gdprAccepted : false,
    gdprVersion: isInt(values.gdprVersion) ? values.gdprVersion : 0,
  };
  for (const field of TEXT_FIELDS) {
    const value = values[field];
    read[field] = isString(value, MAX_TEXT) ? value : "";
  }
  return { step, idempotencyKey, values: read, certificate: readCertificate(data.certificate) };
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function freshWizard(): StoredWizard {
  return { step: 0, idempotencyKey: newClientKey(), values: { ...EMPTY_VALUES }, certificate: null };
}

/** The saved wizard, or a fresh one when nothing (or something unreadable) is saved. */
export function loadWizard(): StoredWizard {
  const raw = storage()?.getItem(WIZARD_STORAGE_KEY);
  if (!raw) return freshWizard();
  try {
    return readStored(JSON.parse(raw)) ?? freshWizard();
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
