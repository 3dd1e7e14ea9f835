/** Every route of the web app, in one place. Links and redirects use these, never literal strings. */
export const paths = {
  home: "/",
  contact: "/contact",
  registration: "/inscriere",
  gallery: "/galerie",
  events: "/evenimente",
  privacy: "/politica-confidentialitate",
  terms: "/termeni-conditii",
  /** A registrant's data without an account (issue 16): the form that mails the link, and the link's page. */
  myRegistration: "/datele-mele",
  myRegistrationLink: "/datele-mele/link",
  developer: "/developer",
  /** A registrant's renewal request, opened from the 7-day expiry mail (`?token=…`, a one-time link). */
  renewal: "/reinnoire",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  admin: {
    home: "/admin",
    users: "/admin/users",
    settings: "/admin/settings",
    chat: "/admin/chat",
    /** Shared by admins and coaches (spec §6). */
    announcements: "/admin/announcements",
    groups: "/admin/groups",
    consents: "/admin/consimtamant",
    gdpr: "/admin/gdpr",
    audit: "/admin/audit",
    system: "/admin/system",
    /** GDPR requests to delete an account and its data; /admin/gdpr itself holds the policy versions. */
    deletionRequests: "/admin/gdpr/requests",
    /** The club's settings: profile, schedule slots, instructors, gallery (?tab=…). */
    club: "/admin/club",
    /** The training half's swimmer screens, shared by admins and coaches (TRAINING.md §7). */
    advancedSwimmers: "/admin/advanced-swimmers",
    advancedSwimmerCreate: "/admin/advanced-swimmers/create",
    swimmingTimes: "/admin/swimming-times",
    swimmingTimesCreate: "/admin/swimming-times/create",
    /** Meet results from a Lenex file (.lef / .lxf). */
    swimmingTimesImport: "/admin/swimming-times/import",
    clubRecords: "/admin/club-records",
    /** The training hub (SPEC §2), shared by admins and coaches: planning centre, workouts, plans. */
    trainingHub: "/admin/traininghub",
    workouts: "/admin/traininghub/workouts",
    workoutCreate: "/admin/traininghub/create-workout",
    plans: "/admin/traininghub/plans",
    planCreate: "/admin/traininghub/plans/new",
    cssHelper: "/admin/traininghub/css",
    /** Training sessions by week: scheduling, status, attendance (issue 14). */
    sessionManager: "/admin/traininghub/sessionManager",
  },
  /** A session's time recorder and live mode (SPEC §2), for admins and coaches. */
  sessionTimes: (sessionId: string) => `/admin/traininghub/session/${encodeURIComponent(sessionId)}/times`,
  sessionLive: (sessionId: string) => `/admin/traininghub/session/${encodeURIComponent(sessionId)}/live`,
  coach: { home: "/coach", users: "/coach/users", settings: "/coach/settings", chat: "/coach/chat" },
  swimmer: {
    home: "/swimmer",
    profile: "/swimmer/profile",
    chat: "/swimmer/chat",
    times: "/swimmer/times",
    /** The swimmer's own sessions; `?session=<id>` opens one (the feedback and scheduling notifications' link). */
    sessions: "/swimmer/sessions",
  },
  account: "/account",
  accountChat: "/account/chat",
} as const;

/** Query parameter of /admin/users (and /coach/users) that opens a student's details over the list. */
export const STUDENT_PARAM = "student";

/** The admin's students list with one student's details open (a notification's or the audit log's link). */
export const studentPath = (id: string) => `${paths.admin.users}?${STUDENT_PARAM}=${encodeURIComponent(id)}`;

/** An advanced swimmer's details (its id is its student's). */
export const advancedSwimmerPath = (id: string) =>
  `${paths.admin.advancedSwimmers}/${encodeURIComponent(id)}/details`;

/** The builder on a saved workout. */
export const workoutEditPath = (id: string) =>
  `${paths.admin.trainingHub}/edit-workout/${encodeURIComponent(id)}`;
/** A workout as the swimmer and the pool deck see it, with print. */
export const workoutPreviewPath = (id: string) => `${paths.admin.workouts}/${encodeURIComponent(id)}/preview`;
/** The plan form on a saved plan (SPEC §2: same screen as plans). */
export const planEditPath = (id: string) => `${paths.admin.trainingHub}/edit-plan/${encodeURIComponent(id)}`;
/** A plan's analytics: tabs calendar, swimmers, sessions, analytics. */
export const planAnalyticsPath = (id: string, tab?: string) =>
  `${paths.admin.plans}/${encodeURIComponent(id)}/analytics${tab ? `?tab=${encodeURIComponent(tab)}` : ""}`;

/** A swimmer's times: PBs, history and progression (SPEC §2 `/admin/swimming-times/cursant/{id}/details`). */
export const studentTimesPath = (id: string) =>
  `${paths.admin.swimmingTimes}/cursant/${encodeURIComponent(id)}/details`;

/** Query parameter that carries where a visitor wanted to go before being sent to sign in. */
export const REDIRECT_PARAM = "redirectTo";

export function loginPath(redirectTo?: string): string {
  return redirectTo ? `${paths.login}?${REDIRECT_PARAM}=${encodeURIComponent(redirectTo)}` : paths.login;
}

/** Accepts only paths inside this app ("/x", never "//host" or "https://…"), so a link cannot send users away. */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}
