import "@testing-library/jest-dom/vitest";
import "../locales/app-namespaces.ts";
import { notifications } from "@mantine/notifications";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { i18n } from "../lib/i18n.ts";
import { queryClient } from "../lib/query-client.ts";
import enCommon from "../locales/en/common.json";
import enPublic from "../locales/en/public.json";
import roPublic from "../locales/ro/public.json";

// The app loads most of `public` and the English catalogs on demand (lib/i18n.ts); tests get them all at once.
i18n.addResourceBundle("ro", "public", roPublic, true, true);
i18n.addResourceBundle("en", "common", enCommon, true, true);
i18n.addResourceBundle("en", "public", enPublic, true, true);

// findBy…/waitFor give up after 1 s by default; a two-core CI machine busy with other suites can take longer to
// render a lazy page. A limit, not a measurement: a correct screen still has to appear.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs; Mantine and the router call them.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView = () => undefined;

// Test files share a worker's modules and page (vitest.config.ts, `isolate: false`): each test starts from a clean
// page, storage, address and toast list, whatever the file before it left.
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; tests start without cookies
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  await i18n.changeLanguage("ro");
});

afterEach(() => {
  cleanup();
  notifications.clean();
  // The app's own cache (used by DataLayout) must not carry a signed-in user from one test to the next.
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete (globalThis as { Capacitor?: unknown }).Capacitor;
});
