import { rename, rm } from "node:fs/promises";
import type { Storage } from "../../storage/storage.ts";

const ASIDE = ".deleting";

/**
 * Renames stored files out of the way, reversibly: `restore` puts them back (the deletion failed), `purge`
 * removes them (it committed). Files already missing are skipped.
 */
export async function setAside(storage: Storage, keys: readonly string[]) {
  const moved: string[] = [];
  try {
    for (const key of new Set(keys)) {
      const path = storage.pathOf(key);
      try {
        await rename(path, path + ASIDE);
        moved.push(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  } catch (error) {
    await restore();
    throw error;
  }
  async function restore() {
    for (const path of moved) await rename(path + ASIDE, path).catch(() => {});
  }
  return {
    restore,
    async purge() {
      for (const path of moved) await rm(path + ASIDE, { force: true });
    },
  };
}
