import type { Role } from "@bazin/shared/domain/roles";
import type { RouteObject } from "react-router";
import { loadPublicCatalog } from "../lib/i18n.ts";
import { paths } from "../lib/paths.ts";
import { lazy } from "./lazy-route.tsx";

/*
 * The signed-in areas and the sign-in pages. This table is itself loaded on demand (router.tsx patches it in
 * on the first visit of an address the public routes don't match), so the home page's first load carries
 * none of its entries: each one costs the entry chunk its import's preload list.
 */

const guard = (role: Role | readonly Role[]) =>
  lazy(
    () => import("./layouts/RoleGuard.tsx"),
    (m) => <m.RoleGuard role={role} />,
  );

/** The coach's dashboard (issue 14): swimmers grid, calendar and chat views. */
const coachDashboard = lazy(
  () => import("../features/coach-dashboard/routes/coach-dashboard-page.tsx"),
  (m) => <m.CoachDashboardPage />,
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

/** The training half's swimmer, times and records screens (issue 12), for admins and coaches. */
const swimmersList = lazy(
  () => import("../features/swimmers/routes/swimmers-page.tsx"),
  (m) => <m.SwimmersPage />,
);
const swimmerCreate = lazy(
  () => import("../features/swimmers/routes/swimmer-create-page.tsx"),
  (m) => <m.SwimmerCreatePage />,
);
const swimmerDetails = lazy(
  () => import("../features/swimmers/routes/swimmer-details-page.tsx"),
  (m) => <m.SwimmerDetailsPage />,
);
const timesList = lazy(
  () => import("../features/times/routes/times-page.tsx"),
  (m) => <m.TimesPage />,
);
const timesCreate = lazy(
  () => import("../features/times/routes/times-create-page.tsx"),
  (m) => <m.TimesCreatePage />,
);
const lenexImport = lazy(
  () => import("../features/lenex/routes/lenex-import-page.tsx"),
  (m) => <m.LenexImportPage />,
);
const studentTimes = lazy(
  () => import("../features/times/routes/student-times-page.tsx"),
  (m) => <m.StudentTimesPage />,
);
const clubRecords = lazy(
  () => import("../features/times/routes/club-records-page.tsx"),
  (m) => <m.ClubRecordsPage />,
);
const swimmerTimes = lazy(
  () => import("../features/times/routes/my-times-page.tsx"),
  (m) => <m.MyTimesPage />,
);
/** The training hub (issue 13): planning centre, workout library and builder, plans, CSS helper. */
const planningCentre = lazy(
  () => import("../features/planning/routes/planning-centre-page.tsx"),
  (m) => <m.PlanningCentrePage />,
);
const workoutLibrary = lazy(
  () => import("../features/workouts/routes/workout-library-page.tsx"),
  (m) => <m.WorkoutLibraryPage />,
);
const workoutBuilder = lazy(
  () => import("../features/workouts/routes/workout-builder-page.tsx"),
  (m) => <m.WorkoutBuilderPage />,
);
const workoutPreview = lazy(
  () => import("../features/workouts/routes/workout-preview-page.tsx"),
  (m) => <m.WorkoutPreviewPage />,
);
const plansList = lazy(
  () => import("../features/plans/routes/plans-page.tsx"),
  (m) => <m.PlansPage />,
);
const planForm = lazy(
  () => import("../features/plans/routes/plan-form-page.tsx"),
  (m) => <m.PlanFormPage />,
);
const planAnalytics = lazy(
  () => import("../features/plans/routes/plan-analytics-page.tsx"),
  (m) => <m.PlanAnalyticsPage />,
);
const sessionManager = lazy(
  () => import("../features/session-manager/routes/session-manager-page.tsx"),
  (m) => <m.SessionManagerPage />,
);
/** A session's time recorder (issue 14): swimmers × timed repeats or free events. */
const sessionTimes = lazy(
  () => import("../features/session-times/routes/session-times-page.tsx"),
  (m) => <m.SessionTimesPage />,
);
/** Live mode (issue 14): the poolside stopwatch of a session, offline-safe. */
const liveTiming = lazy(
  () => import("../features/live-timing/routes/live-timing-page.tsx"),
  (m) => <m.LiveTimingPage />,
);
const cssHelper = lazy(
  () => import("../features/planning/routes/css-helper-page.tsx"),
  (m) => <m.CssHelperPage />,
);
/** The swimmer's own sessions (issue 14): calendar, details, feedback, absence, calendar address. */
const swimmerSessions = lazy(
  () => import("../features/sessions/routes/my-sessions-page.tsx"),
  (m) => <m.MySessionsPage />,
);
const swimmerDashboard = lazy(
  () => import("./pages/SwimmerDashboardPage.tsx"),
  (m) => <m.SwimmerDashboardPage />,
);

export function portalRoutes(): RouteObject[] {
  return [
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
                () => import("../features/compliance/routes/consents-page.tsx"),
                (m) => <m.ConsentsPage />,
              ),
            },
            {
              path: paths.admin.gdpr,
              lazy: lazy(
                () => import("../features/gdpr/routes/gdpr-page.tsx"),
                (m) => <m.GdprPage />,
              ),
            },
            {
              path: paths.admin.audit,
              lazy: lazy(
                () => import("../features/compliance/routes/audit-page.tsx"),
                (m) => <m.AuditPage />,
              ),
            },
            {
              path: paths.admin.deletionRequests,
              lazy: lazy(
                () => import("../features/compliance/routes/deletion-requests-page.tsx"),
                (m) => <m.DeletionRequestsPage />,
              ),
            },
            {
              path: paths.admin.system,
              lazy: lazy(
                () => import("../features/system/routes/system-page.tsx"),
                (m) => <m.SystemPage />,
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
          path: paths.admin.advancedSwimmers,
          lazy: guard(["admin", "coach"]),
          children: [
            { index: true, lazy: swimmersList },
            { path: "create", lazy: swimmerCreate },
            { path: ":id/details", lazy: swimmerDetails },
          ],
        },
        {
          path: paths.admin.swimmingTimes,
          lazy: guard(["admin", "coach"]),
          children: [
            { index: true, lazy: timesList },
            { path: "create", lazy: timesCreate },
            { path: "import", lazy: lenexImport },
            // SPEC §2: details and statistics are the same screen.
            { path: "cursant/:studentId/details", lazy: studentTimes },
            { path: "cursant/:studentId/statistics", lazy: studentTimes },
          ],
        },
        {
          path: paths.admin.clubRecords,
          lazy: guard(["admin", "coach"]),
          children: [{ index: true, lazy: clubRecords }],
        },
        {
          path: paths.admin.trainingHub,
          lazy: guard(["admin", "coach"]),
          children: [
            { index: true, lazy: planningCentre },
            { path: "workouts", lazy: workoutLibrary },
            { path: "create-workout", lazy: workoutBuilder },
            { path: "edit-workout/:id", lazy: workoutBuilder },
            { path: "workouts/:id/preview", lazy: workoutPreview },
            { path: "plans", lazy: plansList },
            // SPEC §2: the plan form is the same screen as plans; "new" opens it empty.
            { path: "plans/new", lazy: planForm },
            { path: "edit-plan/:id", lazy: planForm },
            { path: "plans/:id/analytics", lazy: planAnalytics },
            { path: "css", lazy: cssHelper },
            { path: "sessionManager", lazy: sessionManager },
            { path: "session/:id/live", lazy: liveTiming },
            { path: "session/:id/times", lazy: sessionTimes },
          ],
        },
        {
          path: paths.coach.home,
          lazy: guard("coach"),
          children: [
            { index: true, lazy: coachDashboard },
            { path: paths.coach.users, lazy: adminUsers },
            { path: paths.coach.settings, lazy: profile("settings") },
            { path: paths.coach.chat, lazy: chat },
          ],
        },
        {
          path: paths.swimmer.home,
          lazy: guard("swimmer"),
          children: [
            { index: true, lazy: swimmerDashboard },
            { path: paths.swimmer.sessions, lazy: swimmerSessions },
            { path: paths.swimmer.times, lazy: swimmerTimes },
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
  ];
}
