import { readdir, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Db } from "../../db/client.ts";
import { pendingUploads, students } from "../../db/schema/registration.ts";

/*
 * Files of the registration that a crash left without a row. A submit writes its two PDFs before its
 * transaction and copies the certificate inside it, and removes the pending copy after the commit; an upload
 * writes its file before its row. A process killed in between (SIGKILL, power loss, OOM) never runs the code
 * that would remove them, so nothing points at them and nothing would ever delete them: medical certificates
 * and personal data kept with no record. The daily job sweeps them.
 */

/** The storage areas only the registration writes to (storage keys start with the area). */
export const REGISTRATION_AREAS = ["pending", "certificates", "documents"] as const;

/**
 * Far longer than a submit or an upload takes on any instance: a younger file without a row may belong to one
 * still running (its row not yet committed), so it is left alone.
 */
export const ORPHAN_FILE_GRACE_MS = 60 * 60_000;

/**
 * Removes the files of the registration's areas that no student and no pending upload points at, and
 * half-written `.part` files, when they are older than the grace period. Returns the removed keys.
 */
export async function removeOrphanRegistrationFiles(db: Db, dataDir: string, now: Date): Promise<string[]> {
  const root = resolve(dataDir, "uploads");
  const cutoff = now.getTime() - ORPHAN_FILE_GRACE_MS;
  const candidates: string[] = [];
  for (const area of REGISTRATION_AREAS) {
    const entries = await readdir(join(root, area), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = join(entry.parentPath, entry.name).slice(root.length + 1);
      const modified = await stat(join(root, key)).then(
        (s) => s.mtimeMs,
        () => null,
      );
      if (modified !== null && modified < cutoff) candidates.push(key);
    }
  }
  if (candidates.length === 0) return [];

  const referenced = new Set<string>();
  for (const row of await db.select({ key: pendingUploads.storageKey }).from(pendingUploads)) {
    referenced.add(row.key);
  }
  const rows = await db
    .select({
      certificate: students.medicalCertificateKey,
      form: students.registrationFormKey,
      declaration: students.declarationKey,
    })
    .from(students);
  for (const row of rows) {
    if (row.certificate) referenced.add(row.certificate);
    referenced.add(row.form);
    referenced.add(row.declaration);
  }

  const removed: string[] = [];
  for (const key of candidates) {
    if (referenced.has(key)) continue;
    await rm(join(root, key), { force: true });
    removed.push(key);
  }
  return removed;
}
