import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { LoadingScreen } from "../../../components/LoadingScreen.tsx";
import { CONSENT_STORAGE_KEY, clearConsent, readConsent, storeConsent } from "../../../lib/consent.ts";
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
 * blocked until the visitor asks again. The native shell counts as accepted. Nothing behind the gate renders
 * (and so no call sets a cookie) before the visitor accepts.
 */
export function CookieGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState(() => (isNative() ? "accepted" : readConsent()));

  useEffect(() => {
    if (isNative()) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === CONSENT_STORAGE_KEY) setState(readConsent());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  if (state === "accepted") return children;
  return (
    <Suspense fallback={<LoadingScreen minHeight="100vh" />}>
      {state === "rejected" ? (
        <AccessRestricted
          onRetry={() => {
            clearConsent();
            setState("none");
          }}
        />
      ) : (
        <ConsentPrompt
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
  );
}
