import {
  createBrowserRouter,
  type LoaderFunction,
  Outlet,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  redirect,
} from "react-router";
import { LoadingScreen } from "../components/LoadingScreen.tsx";
import { HomePage } from "../features/public/routes/home.tsx";
import { loadPublicCatalog } from "../lib/i18n.ts";
import { paths } from "../lib/paths.ts";
import { isNative } from "../lib/platform.ts";
import { PublicLayout } from "./layouts/PublicLayout.tsx";
import { RootLayout } from "./layouts/RootLayout.tsx";
import { lazy, loadWithin } from "./lazy-route.tsx";
import { RouteErrorPage } from "./pages/RouteErrorPage.tsx";

/** The public pages besides home, gallery, events and registration, each loaded when first visited. */
const PUBLIC_PAGES: RouteObject[] = [
  {
    path: paths.contact,
    lazy: lazy(
      () => import("../features/public/routes/contact.tsx"),
      (m) => <m.ContactPage />,
    ),
  },
  {
    path: paths.privacy,
    lazy: lazy(
      () => import("../features/public/routes/privacy.tsx"),
      (m) => <m.PrivacyPage />,
    ),
  },
  {
    path: paths.terms,
    lazy: lazy(
      () => import("../features/public/routes/terms.tsx"),
      (m) => <m.TermsPage />,
    ),
  },
  {
    path: paths.myRegistration,
    lazy: lazy(
      () => import("../features/registrant-access/routes/request-page.tsx"),
      (m) => <m.RegistrantRequestPage />,
    ),
  },
  {
    path: paths.myRegistrationLink,
    lazy: lazy(
      () => import("../features/registrant-access/routes/link-page.tsx"),
      (m) => <m.RegistrantLinkPage />,
    ),
  },
  {
    path: paths.developer,
    lazy: lazy(
      () => import("../features/public/routes/developer.tsx"),
      (m) => <m.DeveloperPage />,
    ),
  },
  {
    path: paths.renewal,
    lazy: lazy(
      () => import("../features/renewal/routes/renewal-page.tsx"),
      (m) => <m.RenewalPage />,
    ),
  },
];

const toLogin: LoaderFunction = () => redirect(paths.login);

/** Public pages other than the home need the rest of the `public` catalog first (lib/i18n.ts, ADR 008). */
const withPublicCatalog = async () => {
  await loadPublicCatalog();
  return { Component: Outlet };
};

/** Public site; in the native shell these addresses lead to sign in instead (spec §2). */
function publicRoutes(native: boolean): RouteObject[] {
  if (native) {
    return [
      paths.home,
      paths.gallery,
      paths.events,
      paths.registration,
      ...PUBLIC_PAGES.map((route) => route.path!),
    ].map((path) => ({ path, loader: toLogin }));
  }
  return [
    {
      Component: PublicLayout,
      children: [
        { index: true, Component: HomePage },
        {
          lazy: withPublicCatalog,
          children: [
            {
              path: paths.gallery,
              lazy: lazy(
                () => import("../features/gallery/routes/gallery-page.tsx"),
                (m) => <m.GalleryPage />,
              ),
            },
            {
              path: paths.events,
              lazy: lazy(
                () => import("../features/events/routes/events-page.tsx"),
                (m) => <m.EventsPage />,
              ),
            },
            {
              path: paths.registration,
              lazy: lazy(
                () => import("../features/registration/routes/registration-page.tsx"),
                (m) => <m.RegistrationPage />,
              ),
            },
            ...PUBLIC_PAGES,
          ],
        },
      ],
    },
  ];
}

const ROOT_ID = "root";

/**
 * The public site. The signed-in areas and the sign-in pages (portal-routes.tsx) are added by
 * `portalRoutesPatcher` on the first visit of any other address, 404 included.
 */
export function buildRoutes(native: boolean = isNative()): RouteObject[] {
  return [
    {
      id: ROOT_ID,
      path: "/",
      Component: RootLayout,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <LoadingScreen minHeight="100vh" />,
      children: publicRoutes(native),
    },
  ];
}

/** Adds the portal's route table once per router, when a navigation first needs it. */
export function portalRoutesPatcher(): PatchRoutesOnNavigationFunction {
  let patched: Promise<void> | undefined;
  return ({ patch }) => {
    patched ??= loadWithin(() => import("./portal-routes.tsx")).then(
      (m) => patch(ROOT_ID, m.portalRoutes()),
      (error) => {
        patched = undefined; // a failed download (offline) is tried again on the next navigation
        throw error;
      },
    );
    return patched;
  };
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(), { patchRoutesOnNavigation: portalRoutesPatcher() });
}
