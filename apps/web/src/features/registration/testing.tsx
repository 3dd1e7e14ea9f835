import type { TClubResponse } from "@bazin/shared/contracts/club";
import { addDays, localDate } from "@bazin/shared/domain/club";
import { configure } from "@testing-library/react";
import { createChallenge, sha } from "altcha/lib";
import { vi } from "vitest";
import { CSRF_OK, type MockAnswer, mockApi } from "../../test/mock-api.ts";
import { renderRoutes } from "../../test/render.tsx";
import { WIZARD_STORAGE_KEY } from "./lib/wizard-storage.ts";
import { EMPTY_VALUES, type WizardValues } from "./lib/wizard-values.ts";
import { RegistrationPage } from "./routes/registration-page.tsx";

/*
 * Test support for the wizard: the club as GET /api/club answers it, live availability, the privacy text, a
 * real (cheap) ALTCHA challenge, and an XMLHttpRequest stand-in for the certificate upload. Only the network
 * boundary is replaced; everything above it is the real wizard.
 */

// The wizard waits on several answers (club, places, bot check) before it moves: give a busy machine time.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

export const IDS = {
  monChildren1630: "11111111-1111-4111-8111-111111111111",
  monChildren1730: "11111111-1111-4111-8111-111111111112",
  tueChildren1530: "11111111-1111-4111-8111-111111111113",
  tueAdults1930: "11111111-1111-4111-8111-111111111114",
  thuAdults1930: "11111111-1111-4111-8111-111111111115",
  ana: "22222222-2222-4222-8222-222222222221",
  elena: "22222222-2222-4222-8222-222222222222",
  cristian: "22222222-2222-4222-8222-222222222223",
  upload: "33333333-3333-4333-8333-333333333333",
} as const;

export const CLUB: TClubResponse = {
  profile: {
    name: "Bazinul Didactic Municipal",
    shortName: "Bazinul Municipal",
    description: { ro: "Școala de înot", en: "Swimming school" },
    street: "Strada Sportului nr. 4",
    locality: "Fălticeni",
    county: "Suceava",
    postalCode: "725200",
    countryCode: "RO",
    phone: "+40 230 541 234",
    whatsapp: "+40 742 541 234",
    email: "contact@example.ro",
    socialUrl: "https://example.ro/social",
    latitude: 47.46,
    longitude: 26.3,
    officeHours: [{ weekdays: [1, 2, 3, 4, 5], opens: "08:00", closes: "16:00" }],
    poolLengthMeters: 25,
    poolIndoor: true,
    statInstructors: 3,
    statYears: 13,
    statDaysPerWeek: 5,
    facilities: [],
  },
  instructors: [
    {
      id: IDS.ana,
      firstName: "Ana",
      lastName: "Pop",
      bio: { ro: "x", en: "x" },
      photoUrl: null,
      weekdays: [1, 2, 4],
    },
    {
      id: IDS.elena,
      firstName: "Elena",
      lastName: "Ionescu",
      bio: { ro: "x", en: "x" },
      photoUrl: null,
      weekdays: [1],
    },
    {
      id: IDS.cristian,
      firstName: "Cristian",
      lastName: "Marin",
      bio: { ro: "x", en: "x" },
      photoUrl: null,
      weekdays: [2, 4],
    },
  ],
  slots: [
    {
      id: IDS.monChildren1630,
      weekday: 1,
      startTime: "16:30",
      durationMinutes: 60,
      ageGroup: "children",
      capacity: 12,
    },
    {
      id: IDS.monChildren1730,
      weekday: 1,
      startTime: "17:30",
      durationMinutes: 60,
      ageGroup: "children",
      capacity: 12,
    },
    {
      id: IDS.tueChildren1530,
      weekday: 2,
      startTime: "15:30",
      durationMinutes: 60,
      ageGroup: "children",
      capacity: 12,
    },
    {
      id: IDS.tueAdults1930,
      weekday: 2,
      startTime: "19:30",
      durationMinutes: 60,
      ageGroup: "adults",
      capacity: 10,
    },
    {
      id: IDS.thuAdults1930,
      weekday: 4,
      startTime: "19:30",
      durationMinutes: 60,
      ageGroup: "adults",
      capacity: 10,
    },
  ],
};

export function availability(left: Partial<Record<string, number>> = {}) {
  return {
    body: {
      slots: CLUB.slots.map((slot) => {
        const available = left[slot.id] ?? 5;
        return { slotId: slot.id, capacity: slot.capacity, taken: slot.capacity - available, available };
      }),
    },
  };
}

export const GDPR = {
  body: {
    version: 3,
    text: "# Date\n\nFolosim datele **doar** pentru înscriere.\n\n- nume\n- telefon",
    createdAt: "2026-01-01T00:00:00.000Z",
  },
};

/** A real ALTCHA v2 challenge, cheap to solve (SHA-256, one round, small counter). */
export async function altchaChallenge(): Promise<MockAnswer> {
  const challenge = await createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: 20,
    deriveKey: sha.deriveKey,
    hmacSignatureSecret: "test-secret",
  });
  return { body: challenge };
}

export const REGISTERED = {
  status: 201,
  body: {
    id: "44444444-4444-4444-8444-444444444444",
    fullName: "Ion Popescu",
    registeredAt: "2026-03-01T10:00:00.000Z",
    validUntil: "2026-04-15",
    daysRemaining: 45,
    status: "active",
  },
};

/** The API as the wizard sees it, with any route replaced. */
export function mockWizardApi(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    "GET /api/csrf": CSRF_OK,
    "GET /api/club": { body: CLUB },
    "GET /api/registration/availability": availability(),
    "GET /api/gdpr/current": GDPR,
    "GET /api/registration/altcha": () => altchaChallenge(),
    ...overrides,
  });
}

/**
 * Stands in for XMLHttpRequest (the certificate upload): reports progress, then answers `answer`. With
 * `held`, the answer waits for `release()`, so a test can look at the upload in progress on a busy machine
 * (two timers overdue at once would otherwise run back to back, before the progress is drawn).
 */
export function mockUpload(
  answer: MockAnswer = {
    status: 201,
    body: { uploadId: IDS.upload, contentType: "application/pdf", sizeBytes: 1234 },
  },
  { held = false }: { held?: boolean } = {},
) {
  const sent: { headers: Record<string, string>; body: FormData | null }[] = [];
  let release = () => {};
  const released = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  class FakeXhr {
    status = 0;
    responseText = "";
    withCredentials = false;
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      sent.push({ headers: this.headers, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        void released.then(() =>
          setTimeout(() => {
            this.status = answer.status ?? 200;
            this.responseText = JSON.stringify(answer.body ?? {});
            this.onload?.();
          }, 10),
        );
      }, 10);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return { sent, release: () => release() };
}

export function renderWizard() {
  return renderRoutes(
    [
      { path: "/inscriere", element: <RegistrationPage /> },
      { path: "/", element: <p>home page</p> },
    ],
    "/inscriere",
  );
}

export const TODAY = localDate();

/** A complete adult registration, as the wizard stores it. */
export const ADULT: WizardValues = {
  ...EMPTY_VALUES,
  fullName: "Ion Popescu",
  birthDate: "1990-04-10",
  phone: "0722 123 456",
  email: "ion@example.ro",
  emailConfirm: "ion@example.ro",
  choices: [{ slotId: IDS.tueAdults1930, instructorId: IDS.cristian }],
  locality: "Fălticeni",
  street: "Strada Sportului",
  streetNumber: "4",
  county: "Suceava",
  gdprAccepted: true,
  gdprVersion: 3,
  certificateUploadId: IDS.upload,
  certificateIssuedOn: addDays(TODAY, -10),
};

/** A child (10 years old) with everything a minor needs. */
export const CHILD: WizardValues = {
  ...ADULT,
  fullName: "Ana Popescu",
  birthDate: addDays(TODAY, -365 * 10),
  contactPerson: "Maria Popescu",
  contactQuality: "mamă",
  legalRepresentative: "Maria Popescu",
  choices: [{ slotId: IDS.monChildren1630, instructorId: IDS.elena }],
};

export const CERTIFICATE = { name: "adeverinta.pdf", sizeBytes: 1234, contentType: "application/pdf" };

/** Puts a wizard in session storage, as if the visitor had got to `step` before a reload. */
export function seedWizard(
  step: number,
  values: Partial<WizardValues> = {},
  certificate: typeof CERTIFICATE | null = null,
) {
  sessionStorage.setItem(
    WIZARD_STORAGE_KEY,
    JSON.stringify({
      version: 1,
      step,
      idempotencyKey: "55555555-5555-4555-8555-555555555555",
      values: { ...EMPTY_VALUES, ...values },
      certificate,
    }),
  );
}

export function storedWizard() {
  return JSON.parse(sessionStorage.getItem(WIZARD_STORAGE_KEY) ?? "null");
}
