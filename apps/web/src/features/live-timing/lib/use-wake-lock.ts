import { useEffect } from "react";

/**
 * Keeps the phone's screen on while `active` (a set is running): the Screen Wake Lock API, asked again when the
 * page becomes visible (the browser releases the lock when it is hidden). Where the API is missing or refuses
 * (battery saver, an old browser) nothing happens: the stopwatch still works, the screen may just dim.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === "undefined" || !("wakeLock" in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request("screen");
        if (stopped) void lock.release();
        else sentinel = lock;
      } catch {
        // Refused: carry on without it.
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisibility);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
