import type { Role } from "@bazin/shared/domain/roles";
import {
  type Icon,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconCalendarStats,
  IconCalendarTime,
  IconFileCertificate,
  IconHistory,
  IconHome,
  IconLayoutDashboard,
  IconListDetails,
  IconMessages,
  IconServer,
  IconSettings,
  IconShieldCheck,
  IconSpeakerphone,
  IconStopwatch,
  IconSwimming,
  IconTargetArrow,
  IconTrophy,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
  IconUserX,
} from "@tabler/icons-react";
import { paths } from "../../lib/paths.ts";

export interface PortalNavItem {
  to: string;
  label:
    | "admin:nav.dashboard"
    | "admin:nav.settings"
    | "admin:nav.announcements"
    | "admin:nav.groups"
    | "coach:nav.announcements"
    | "admin:nav.users"
    | "admin:nav.consents"
    | "admin:nav.audit"
    | "admin:nav.system"
    | "admin:nav.deletionRequests"
    | "admin:nav.gdpr"
    | "admin:nav.club"
    | "admin:nav.advancedSwimmers"
    | "admin:nav.swimmingTimes"
    | "admin:nav.clubRecords"
    | "admin:nav.trainingHub"
    | "admin:nav.workouts"
    | "admin:nav.plans"
    | "admin:nav.sessions"
    | "swimmer:nav.times"
    | "swimmer:nav.sessions"
    | "coach:nav.dashboard"
    | "coach:nav.settings"
    | "coach:nav.students"
    | "swimmer:nav.dashboard"
    | "swimmer:nav.profile"
    | "common:account.nav"
    | "common:chat.nav";
  icon: Icon;
  /** Match the path exactly (area home) rather than as a prefix. */
  end: boolean;
  /** Other screens of the same area, under paths of their own (the SPEC's routes), that light it up too. */
  alsoUnder?: readonly string[];
}

/** The training screens admins and coaches share (TRAINING.md §7). */
const TRAINING_NAV: readonly PortalNavItem[] = [
  { to: paths.admin.advancedSwimmers, label: "admin:nav.advancedSwimmers", icon: IconSwimming, end: false },
  { to: paths.admin.swimmingTimes, label: "admin:nav.swimmingTimes", icon: IconStopwatch, end: false },
  { to: paths.admin.clubRecords, label: "admin:nav.clubRecords", icon: IconTrophy, end: false },
  // Exact: the library and plans below are under /admin/traininghub too.
  { to: paths.admin.trainingHub, label: "admin:nav.trainingHub", icon: IconTargetArrow, end: true },
  {
    to: paths.admin.workouts,
    label: "admin:nav.workouts",
    icon: IconListDetails,
    end: false,
    alsoUnder: [paths.admin.workoutCreate, `${paths.admin.trainingHub}/edit-workout`],
  },
  {
    to: paths.admin.plans,
    label: "admin:nav.plans",
    icon: IconCalendarStats,
    end: false,
    alsoUnder: [`${paths.admin.trainingHub}/edit-plan`],
  },
  {
    to: paths.admin.sessionManager,
    label: "admin:nav.sessions",
    icon: IconCalendarTime,
    end: false,
    // A session's time recorder and live mode belong to the sessions.
    alsoUnder: [`${paths.admin.trainingHub}/session`],
  },
];

/**
 * The sidebar of each role. Only screens that exist are listed; later issues add theirs here.
 */
export const ROLE_NAV: Record<Role, readonly PortalNavItem[]> = {
  admin: [
    { to: paths.admin.home, label: "admin:nav.dashboard", icon: IconLayoutDashboard, end: true },
    { to: paths.admin.users, label: "admin:nav.users", icon: IconUsers, end: false },
    { to: paths.admin.groups, label: "admin:nav.groups", icon: IconUsersGroup, end: false },
    ...TRAINING_NAV,
    { to: paths.admin.announcements, label: "admin:nav.announcements", icon: IconSpeakerphone, end: false },
    { to: paths.admin.chat, label: "common:chat.nav", icon: IconMessages, end: false },
    { to: paths.admin.club, label: "admin:nav.club", icon: IconBuildingCommunity, end: false },
    { to: paths.admin.consents, label: "admin:nav.consents", icon: IconShieldCheck, end: false },
    // Exact: /admin/gdpr/requests has its own entry.
    { to: paths.admin.gdpr, label: "admin:nav.gdpr", icon: IconFileCertificate, end: true },
    {
      to: paths.admin.deletionRequests,
      label: "admin:nav.deletionRequests",
      icon: IconUserX,
      end: false,
    },
    { to: paths.admin.audit, label: "admin:nav.audit", icon: IconHistory, end: false },
    { to: paths.admin.system, label: "admin:nav.system", icon: IconServer, end: false },
    { to: paths.admin.settings, label: "admin:nav.settings", icon: IconSettings, end: false },
  ],
  coach: [
    { to: paths.coach.home, label: "coach:nav.dashboard", icon: IconLayoutDashboard, end: true },
    { to: paths.admin.announcements, label: "coach:nav.announcements", icon: IconSpeakerphone, end: false },
    // Coaches manage students with admins (spec §6); the accounts tab stays admin-only.
    { to: paths.coach.users, label: "coach:nav.students", icon: IconUsers, end: false },
    ...TRAINING_NAV,
    { to: paths.coach.chat, label: "common:chat.nav", icon: IconMessages, end: false },
    { to: paths.coach.settings, label: "coach:nav.settings", icon: IconSettings, end: false },
  ],
  swimmer: [
    { to: paths.swimmer.home, label: "swimmer:nav.dashboard", icon: IconHome, end: true },
    { to: paths.swimmer.sessions, label: "swimmer:nav.sessions", icon: IconCalendarEvent, end: false },
    { to: paths.swimmer.times, label: "swimmer:nav.times", icon: IconStopwatch, end: false },
    { to: paths.swimmer.chat, label: "common:chat.nav", icon: IconMessages, end: false },
    { to: paths.swimmer.profile, label: "swimmer:nav.profile", icon: IconUserCircle, end: false },
  ],
  user: [
    { to: paths.account, label: "common:account.nav", icon: IconUserCircle, end: true },
    { to: paths.accountChat, label: "common:chat.nav", icon: IconMessages, end: false },
  ],
};

/** Where each role edits its own account. */
export const ROLE_SETTINGS: Record<Role, string> = {
  admin: paths.admin.settings,
  coach: paths.coach.settings,
  swimmer: paths.swimmer.profile,
  user: paths.account,
};
