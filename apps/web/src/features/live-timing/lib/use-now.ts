import { useEffect, useState } from "react";

/** How often the running times repaint: enough for hundredths to look alive without burning a phone's battery. */
const FRAME_MS = 40;

/** `performance.now()`, refreshed on animation frames while `active` (the displays read offsets from it). */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    let last = 0;
    const tick = (time: number) => {
      if (time - last >= FRAME_MS) {
        last = time;
        setNow(performance.now());
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [active]);
  return now;
}
