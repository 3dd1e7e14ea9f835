import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import {
  createMemoryRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  RouterProvider,
} from "react-router";
import { AppProviders } from "../app/providers.tsx";

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders `ui` with theme, translations and a fresh query cache (no router). */
export function renderWithProviders(ui: ReactElement, queryClient: QueryClient = testQueryClient()) {
  return render(
    <AppProviders env="test">
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </AppProviders>,
  );
}

/**
 * Renders routes in a memory router at `path`, with the same providers as the app. Returns the router so a
 * test can read where navigation went (`router.state.location`).
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  queryClient: QueryClient = testQueryClient(),
  /** The app's router adds its portal routes on demand (app/router.tsx); tests of the whole app pass it. */
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction,
) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const view = render(
    <AppProviders env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppProviders>,
  );
  return { router, ...view };
}
