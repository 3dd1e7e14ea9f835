import { afterEach, describe, expect, it, vi } from "vitest";
import { newClientKey } from "./client-key.ts";

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newClientKey", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is a fresh v4 UUID each time", () => {
    const keys = new Set(Array.from({ length: 50 }, newClientKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(V4);
  });

  it("is still a v4 UUID on a plain-http page, where crypto.randomUUID is missing", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: real.getRandomValues.bind(real) });
    const keys = new Set(Array.from({ length: 50 }, newClientKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(V4);
  });
});
