import type { ReactElement } from "react";

/** Loads a route's screen on demand: `lazy(() => import("…"), (m) => <m.Screen />)`. */
export function lazy<M>(load: () => Promise<M>, render: (module: M) => ReactElement) {
  return async () => ({ element: render(await load()) });
}
