import type { TDeletionRequest } from "@bazin/shared/contracts/data-requests";
import type {
  TRegistrantCertificateRequest,
  TRegistrantOverview,
  TRegistrantRegistration,
  TRegistrantSession,
} from "@bazin/shared/contracts/registrant-access";
import type { TStudentDocument } from "@bazin/shared/contracts/students";
import { downloadFile } from "../../lib/download.ts";
import { api } from "../../lib/http.ts";

/*
 * A registrant's data without an account (issue 16). Every call after the mailed link carries the page's
 * session in a header; the session lives in this tab only (sessionStorage), so a reload keeps the page.
 */

/** The header name of shared/contracts/registrant-access.ts, here so the contract's zod stays out of the chunk. */
const SESSION_HEADER = "X-Registrant-Session";
const STORAGE_KEY = "bazin.registrant-session";

export function storedSession(): TRegistrantSession | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as TRegistrantSession) : null;
    return value && new Date(value.expiresAt).getTime() > Date.now() ? value : null;
  } catch {
    return null;
  }
}

export function storeSession(session: TRegistrantSession | null): void {
  try {
    if (session) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the page still works until it is reloaded.
  }
}

const withSession = (session: string) => ({ [SESSION_HEADER]: session });

/** POST /api/registrant-access/request: the same answer whether the address is known or not. */
export function requestAccessLink(body: { email: string; altcha: string }) {
  return api<{ accepted: true }>("/api/registrant-access/request", { method: "POST", body });
}

/** Opens the mailed link once. Two calls for one token (a double render) share the one request. */
const opening = new Map<string, Promise<TRegistrantSession>>();
export function openAccessLink(token: string): Promise<TRegistrantSession> {
  let pending = opening.get(token);
  if (!pending) {
    pending = api<TRegistrantSession>("/api/registrant-access/open", { method: "POST", body: { token } });
    opening.set(token, pending);
  }
  return pending;
}

export function getOverview(session: string, signal?: AbortSignal) {
  return api<TRegistrantOverview>("/api/registrant-access/me", { headers: withSession(session), signal });
}

export function downloadMyData(session: string) {
  return downloadFile("/api/registrant-access/export", undefined, withSession(session));
}

export function downloadDocument(session: string, id: string, kind: TStudentDocument) {
  return downloadFile(
    `/api/registrant-access/registrations/${encodeURIComponent(id)}/documents/${kind}`,
    undefined,
    withSession(session),
  );
}

export function askForDeletion(session: string, reason: string) {
  return api<TDeletionRequest>("/api/registrant-access/deletion-request", {
    method: "POST",
    body: reason.trim() ? { reason: reason.trim() } : {},
    headers: withSession(session),
  });
}

export function withdrawMedicalConsent(session: string, id: string) {
  return api<TRegistrantRegistration>(
    `/api/registrant-access/registrations/${encodeURIComponent(id)}/withdraw-medical-consent`,
    { method: "POST", body: {}, headers: withSession(session) },
  );
}

export function replaceCertificate(session: string, id: string, body: TRegistrantCertificateRequest) {
  return api<TRegistrantRegistration>(
    `/api/registrant-access/registrations/${encodeURIComponent(id)}/certificate`,
    { method: "POST", body, headers: withSession(session) },
  );
}
