import { publicPageAt } from "@bazin/shared/domain/public-pages";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { LoadingScreen } from "../../../components/LoadingScreen.tsx";
import { CONSENT_STORAGE_KEY, clearConsent, readConsent, storeConsent } from "../../../lib/consent.ts";
import { csrfToken } from "../../../lib/http.ts";
import { isNative } from "../../../lib/platform.ts";

/* Most visits have already chosen: the two gate screens load only when needed. */
const AccessRestricted = lazy(() =>
  import("./AccessRestricted.tsx").then((module) => ({ default: module.AccessRestricted })),
);
const ConsentPrompt = lazy(() =>
  import("./ConsentPrompt.tsx").then((module) => ({ default: module.ConsentPrompt })),
);

/**
 * Spec §2 cookie gate: no choice yet → consent prompt; accepted → the site runs; rejected → the whole site is
 * blocked until the visitor asks again. The native shell counts as accepted.
 *
 * A first visit to a public page shows that page behind the prompt, inert (no focus, no clicks) and hidden
 * from screen readers, so the visitor sees what the site is before choosing. Public pages only read
 * (GET requests that set no cookie); the sign-in screens and signed-in areas, which would ask for the
 * anti-forgery cookie, do not render at all before acceptance. The page keeps its place in the tree when the
 * visitor accepts, so it becomes interactive without being rebuilt.
 */
export function CookieGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState(() => (isNative() ? "accepted" : readConsent()));
  const { pathname } = useLocation();

  useEffect(() => {
    if (isNative()) return;
    // A choice made on the server's prompt while this was rendering (lib/prerendered-prompt.ts).
    setState(readConsent());
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === CONSENT_STORAGE_KEY) setState(readConsent());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  useEffect(() => {
    if (state !== "accepted" || isNative()) return;
    // The anti-forgery cookie, asked for once the page is up, tells the server that this visitor accepted the
    // cookies: from the next page on it names each public page's code in the HTML (preload hints), which a
    // first visit, still at the prompt, is spared. `csrfToken` asks only when the cookie is not there yet; a
    // failure changes nothing but those hints.
    const timer = setTimeout(() => void csrfToken().catch(() => undefined), 0);
    return () => clearTimeout(timer);
  }, [state]);

  const behind = state === "none" && publicPageAt(pathname) !== undefined;
  return (
    <>
      {(state === "accepted" || behind) && (
        <div inert={behind} aria-hidden={behind || undefined} data-consent-pending={behind || undefined}>
          {children}
        </div>
      )}
      {state !== "accepted" && (
        // Over a page the prompt simply appears when its code is there; alone, a loading screen stands in.
        <Suspense fallback={behind ? null : <LoadingScreen minHeight="100vh" />}>
          {state === "rejected" ? (
            <AccessRestricted
              onRetry={() => {
                clearConsent();
                setState("none");
              }}
            />
          ) : (
            <ConsentPrompt
              overPage={behind}
              onAccept={() => {
                storeConsent("accepted");
                setState("accepted");
              }}
              onReject={() => {
                storeConsent("rejected");
                setState("rejected");
              }}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
