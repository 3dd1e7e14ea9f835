import { afterEach, describe, expect, it, vi } from "vitest";
import { API_CACHE, forgetOfflineAnswers } from "./offline-caches.ts";

describe("offline caches", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sign-out deletes the copies of API answers kept for offline use, not the code", async () => {
    const deleted: string[] = [];
    vi.stubGlobal("caches", { delete: async (name: string) => deleted.push(name) > 0 });
    await forgetOfflineAnswers();
    expect(deleted).toEqual([API_CACHE]);
  });

  it("does nothing where the browser has no Cache Storage", async () => {
    vi.stubGlobal("caches", undefined);
    await expect(forgetOfflineAnswers()).resolves.toBeUndefined();
  });
});
