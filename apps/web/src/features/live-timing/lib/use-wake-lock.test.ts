import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useWakeLock } from "./use-wake-lock.ts";

/** A Screen Wake Lock API whose locks the test can release, as the browser does when the page is hidden. */
function fakeWakeLock() {
  const locks: { released: boolean; release: () => Promise<void> }[] = [];
  const request = vi.fn(async () => {
    const lock = {
      released: false,
      release: async () => {
        lock.released = true;
      },
    };
    locks.push(lock);
    return lock;
  });
  Object.defineProperty(navigator, "wakeLock", { value: { request }, configurable: true });
  return { request, locks };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "wakeLock");
});

describe("[COACH][LIVE] keeping the screen on", () => {
  it("holds a screen lock while a set runs, asks again when the page is visible again, and lets go after", async () => {
    const api = fakeWakeLock();
    const { rerender } = renderHook(({ active }) => useWakeLock(active), { initialProps: { active: true } });
    await waitFor(() => expect(api.request).toHaveBeenCalledWith("screen"));

    // Hidden then shown again: the browser dropped the lock, the hook takes a new one.
    api.locks[0]!.released = true;
    await act(async () => void document.dispatchEvent(new Event("visibilitychange")));
    await waitFor(() => expect(api.request).toHaveBeenCalledTimes(2));

    rerender({ active: false });
    await waitFor(() => expect(api.locks[1]!.released).toBe(true));
  });

  it("does nothing where the API is missing", () => {
    expect("wakeLock" in navigator).toBe(false);
    expect(() => renderHook(() => useWakeLock(true))).not.toThrow();
  });
});
