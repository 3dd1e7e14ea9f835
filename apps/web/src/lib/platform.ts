import type { CapacitorGlobal } from "@capacitor/core";

/**
 * True inside the Capacitor shell (Android/iOS), false in a browser.
 *
 * Capacitor's native bridge defines `window.Capacitor` (with `isNativePlatform`) before the page's own scripts
 * run; `Capacitor.isNativePlatform()` from @capacitor/core reads that same object. Reading it directly keeps
 * @capacitor/core (~7 KB) out of the first load of every browser visitor (home page budget ≤ 150 KB gzip).
 * Import @capacitor/core where a plugin is actually used.
 */
export function isNative(): boolean {
  const capacitor = (globalThis as { Capacitor?: Partial<CapacitorGlobal> }).Capacitor;
  return capacitor?.isNativePlatform?.() === true;
}

/**
 * Where the API lives. In a browser the app is served by the API server itself, so paths stay relative.
 * The native shell has no server of its own: it talks to a local-network address (spec §7), set at build time.
 */
export function apiBase(): string {
  if (!isNative()) return "";
  return (import.meta.env.VITE_API_BASE ?? "http://192.168.1.100:8080").replace(/\/$/, "");
}
