import { BANNER_TIMEOUT_MS } from "@bazin/shared/domain/limits";
import { useCallback, useEffect, useState } from "react";

export interface Banner {
  kind: "success" | "error";
  message: string;
}

/** A message that clears itself after `timeoutMs` (spec: profile banners disappear after 5 seconds). */
export function useTimedBanner(timeoutMs: number = BANNER_TIMEOUT_MS) {
  const [banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), timeoutMs);
    return () => clearTimeout(timer);
  }, [banner, timeoutMs]);

  const show = useCallback((kind: Banner["kind"], message: string) => setBanner({ kind, message }), []);
  const clear = useCallback(() => setBanner(null), []);
  return { banner, show, clear };
}
