import type { Role } from "@bazin/shared/domain/roles";
import type { ReactElement } from "react";
import { createBrowserRouter, type LoaderFunction, Outlet, type RouteObject, redirect } from "react-router";
import { LoadingScreen } from "../components/LoadingScreen.tsx";
import { HomePage } from "../features/public/routes/home.tsx";
import { loadPublicCatalog } from "../lib/i18n.ts";
import { paths } from "../lib/paths.ts";
import { isNative } from "../lib/platform.ts";
import { PublicLayout } from "./layouts/PublicLayout.tsx";
import { RootLayout } from "./layouts/RootLayout.tsx";
import { RouteErrorPage } from "./pages/RouteErrorPage.tsx";

/** Loads a route's screen on demand: `lazy(() => import("…"), (m) => <m.Screen />)`. */
function lazy<M>(load: () => Promise<M>, render: (module: M) => ReactElement) {
  return async () => ({ element: render(await load()) });
}

const guard = (role: Role | readonly Role[]) =>
  lazy(
    () => import("./layouts/RoleGuard.tsx"),
    (m) => <m.RoleGuard role={role} />,
  );

const roleHome = lazy(
  () => import("./pages/RoleHomePage.tsx"),
  (m) => <m.RoleHomePage />,
);

const profile = (kind: "profile" | "settings") =>
  lazy(
    () => import("../features/profile/routes/profile-page.tsx"),
    (m) => <m.ProfilePage kind={kind} />,
  );

/** The admin area's own screens (issue 5). */
const adminDashboard = lazy(
  () => import("../features/students/routes/dashboard-page.tsx"),
  (m) => <m.DashboardPage />,
);
const adminUsers = lazy(
  () => import("../features/students/routes/users-page.tsx"),
  (m) => <m.UsersPage />,
);

/** The chat screen, the same for every role (spec §2, §6). */
const chat = lazy(
  () => import("../features/chat/routes/chat-page.tsx"),
  (m) => <m.ChatPage />,
);

/** Announcement management; its preview is the events page's card, whose words are in the public catalog. */
const manageAnnouncements = async () => {
  const [m] = await Promise.all([
    import("../features/announcements/routes/announcements-page.tsx"),
    loadPublicCatalog(),
  ]);
  return { element: <m.AnnouncementsAdminPage /> };
};

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
    path: paths.developer,
    lazy: lazy(
      () => import("../features/public/routes/developer.tsx"),
      (m) => <m.DeveloperPage />,
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

export function buildRoutes(native: boolean = isNative()): RouteObject[] {
  return [
    {
      path: "/",
      Component: RootLayout,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <LoadingScreen minHeight="100vh" />,
      children: [
        ...publicRoutes(native),
        {
          lazy: lazy(
            () => import("./layouts/DataLayout.tsx"),
            (m) => <m.DataLayout />,
          ),
          children: [
            {
              lazy: lazy(
                () => import("./layouts/AuthLayout.tsx"),
                (m) => <m.AuthLayout />,
              ),
              children: [
                {
                  path: paths.login,
                  lazy: lazy(
                    () => import("../features/auth/routes/login.tsx"),
                    (m) => <m.LoginPage />,
                  ),
                },
                {
                  path: paths.register,
                  lazy: lazy(
                    () => import("../features/auth/routes/register.tsx"),
                    (m) => <m.RegisterPage />,
                  ),
                },
                {
                  path: paths.forgotPassword,
                  lazy: lazy(
                    () => import("../features/auth/routes/forgot-password.tsx"),
                    (m) => <m.ForgotPasswordPage />,
                  ),
                },
                {
                  path: paths.resetPassword,
                  lazy: lazy(
                    () => import("../features/auth/routes/reset-password.tsx"),
                    (m) => <m.ResetPasswordPage />,
                  ),
                },
                {
                  path: "*",
                  lazy: lazy(
                    () => import("./pages/NotFoundPage.tsx"),
                    (m) => <m.NotFoundPage />,
                  ),
                },
              ],
            },
            {
              path: paths.admin.home,
              lazy: guard("admin"),
              children: [
                { index: true, lazy: adminDashboard },
                { path: paths.admin.users, lazy: adminUsers },
                { path: paths.admin.settings, lazy: profile("settings") },
                { path: paths.admin.chat, lazy: chat },
                {
                  path: paths.admin.consents,
                  lazy: lazy(
                    () => import("../features/records/routes/consents-page.tsx"),
                    (m) => <m.ConsentsPage />,
                  ),
                },
                {
                  path: paths.admin.audit,
                  lazy: lazy(
                    () => import("../features/records/routes/audit-page.tsx"),
                    (m) => <m.AuditPage />,
                  ),
                },
                {
                  path: paths.admin.club,
                  lazy: lazy(
                    () => import("../features/club/routes/club-page.tsx"),
                    (m) => <m.ClubPage />,
                  ),
                },
                {
                  path: paths.admin.groups,
                  lazy: lazy(
                    () => import("../features/groups/routes/groups-page.tsx"),
                    (m) => <m.GroupsPage />,
                  ),
                },
              ],
            },
            {
              // Under /admin but for coaches too (spec §6), so it has its own guard.
              path: paths.admin.announcements,
              lazy: guard(["admin", "coach"]),
              children: [{ index: true, lazy: manageAnnouncements }],
            },
            {
              path: paths.coach.home,
              lazy: guard("coach"),
              children: [
                { index: true, lazy: roleHome },
                { path: paths.coach.users, lazy: adminUsers },
                { path: paths.coach.settings, lazy: profile("settings") },
                { path: paths.coach.chat, lazy: chat },
              ],
            },
            {
              path: paths.swimmer.home,
              lazy: guard("swimmer"),
              children: [
                { index: true, lazy: roleHome },
                { path: paths.swimmer.profile, lazy: profile("profile") },
                { path: paths.swimmer.chat, lazy: chat },
              ],
            },
            {
              path: paths.account,
              lazy: guard("user"),
              children: [
                {
                  index: true,
                  lazy: lazy(
                    () => import("./pages/AccountPage.tsx"),
                    (m) => <m.AccountPage />,
                  ),
                },
                { path: paths.accountChat, lazy: chat },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
