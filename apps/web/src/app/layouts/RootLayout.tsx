import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { CookieGate } from "../../features/consent/components/CookieGate.tsx";

/** Spec §2: the page scrolls to the top on every route change. */
function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run whenever the path changes
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Root of every route: the cookie gate first, then the matched layout. */
export function RootLayout() {
  return (
    <CookieGate>
      <ScrollToTop />
      <Outlet />
    </CookieGate>
  );
}
