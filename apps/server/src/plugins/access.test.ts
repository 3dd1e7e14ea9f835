import { ROLES } from "@bazin/shared/domain/roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTestContext, TestAgent, type TestApp } from "../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../test/factories.ts";
import { buildApp } from "../app.ts";
import type { RouteAccess } from "./access.ts";

/** The routes the native shell and other clients rely on (issue #2): each must exist with this rule. */
const EXPECTED: [string, string, RouteAccess["access"]][] = [
  ["GET", "/api/csrf", "public"],
  ["GET", "/api/health", "public"],
  ["POST", "/api/auth/login", "public"],
  ["POST", "/api/auth/logout", "public"],
  ["GET", "/api/auth/me", "authenticated"],
  ["GET", "/api/users/me", "authenticated"],
  ["PUT", "/api/users/me", "authenticated"],
  ["POST", "/api/users/me/change-password", "authenticated"],
  ["POST", "/api/auth/invitations", ["admin"]],
  ["GET", "/api/auth/invitations", ["admin"]],
  ["POST", "/api/auth/invitations/:id/resend", ["admin"]],
  ["DELETE", "/api/auth/invitations/:id", ["admin"]],
  ["GET", "/api/auth/invitations/:token", "public"],
  ["POST", "/api/auth/register", "public"],
  ["POST", "/api/auth/forgot-password", "public"],
  ["GET", "/api/auth/reset-password/:token", "public"],
  ["POST", "/api/auth/reset-password", "public"],
  // Course registration (issue #3): the wizard's calls, and the admin's renewal.
  ["GET", "/api/registration/availability", "public"],
  ["GET", "/api/registration/altcha", "public"],
  ["POST", "/api/registration/certificate", "public"],
  ["POST", "/api/registrations", "public"],
  // A registrant's rights without an account (issue 16): the mailed link's session is checked by the service.
  ["POST", "/api/registrant-access/request", "public"],
  ["POST", "/api/registrant-access/open", "public"],
  ["GET", "/api/registrant-access/me", "public"],
  ["GET", "/api/registrant-access/export", "public"],
  ["GET", "/api/registrant-access/registrations/:id/documents/:kind", "public"],
  ["POST", "/api/registrant-access/deletion-request", "public"],
  ["POST", "/api/registrant-access/registrations/:id/withdraw-medical-consent", "public"],
  ["POST", "/api/registrant-access/registrations/:id/certificate", "public"],
  ["POST", "/api/students/:id/renew", ["admin", "coach"]],
  // Chat (issue #4): every member reads and marks rooms; only admins delete messages.
  ["GET", "/api/chat/rooms", "authenticated"],
  ["GET", "/api/chat/contacts", "authenticated"],
  ["POST", "/api/chat/direct", "authenticated"],
  ["GET", "/api/chat/rooms/:roomId/messages", "authenticated"],
  ["POST", "/api/chat/rooms/:roomId/read", "authenticated"],
  ["DELETE", "/api/chat/messages/:messageId", ["admin"]],
  // The notification bell (issue #4): every signed-in user, each on their own notifications.
  ["GET", "/api/notifications", "authenticated"],
  ["PATCH", "/api/notifications/:id/read", "authenticated"],
  ["PATCH", "/api/notifications/read-all", "authenticated"],
  ["DELETE", "/api/notifications/:id", "authenticated"],
  // Admin core (issue #5): students for admins and coaches (spec §6); dashboard, accounts and audit admin only.
  ["GET", "/api/admin/dashboard", ["admin"]],
  ["GET", "/api/students", ["admin", "coach"]],
  ["GET", "/api/students/export.csv", ["admin", "coach"]],
  ["GET", "/api/students/:id", ["admin", "coach"]],
  ["GET", "/api/students/:id/documents/:kind", ["admin", "coach"]],
  ["PATCH", "/api/students/:id/status", ["admin", "coach"]],
  ["DELETE", "/api/students/:id", ["admin", "coach"]],
  ["POST", "/api/students/:id/invite", ["admin", "coach"]],
  ["GET", "/api/accounts", ["admin"]],
  ["PATCH", "/api/accounts/:id/role", ["admin"]],
  ["PATCH", "/api/accounts/:id/active", ["admin"]],
  ["GET", "/api/admin/audit", ["admin"]],
  // /admin/system (issue #5): admins only, one endpoint per tab.
  // Announcements are managed by admins and coaches (spec §6); groups, consents, the club's settings and
  // the gallery by admins only.
  ["GET", "/api/admin/announcements", ["admin", "coach"]],
  ["POST", "/api/admin/announcements", ["admin", "coach"]],
  ["PUT", "/api/admin/announcements/:id", ["admin", "coach"]],
  ["PATCH", "/api/admin/announcements/:id/active", ["admin", "coach"]],
  ["DELETE", "/api/admin/announcements/:id", ["admin", "coach"]],
  ["PUT", "/api/admin/announcements/:id/image", ["admin", "coach"]],
  ["DELETE", "/api/admin/announcements/:id/image", ["admin", "coach"]],
  ["GET", "/api/announcements", "public"],
  ["GET", "/api/admin/groups", ["admin"]],
  ["GET", "/api/admin/groups/candidates", ["admin"]],
  ["POST", "/api/admin/groups", ["admin"]],
  ["PUT", "/api/admin/groups/:id", ["admin"]],
  ["DELETE", "/api/admin/groups/:id", ["admin"]],
  ["GET", "/api/admin/consents", ["admin"]],
  ["GET", "/api/admin/consents/export.csv", ["admin"]],
  ["GET", "/api/club", "public"],
  ["PUT", "/api/club/profile", ["admin"]],
  ["POST", "/api/club/instructors", ["admin"]],
  ["PUT", "/api/club/instructors/:id", ["admin"]],
  ["DELETE", "/api/club/instructors/:id", ["admin"]],
  ["PUT", "/api/club/instructors/:id/photo", ["admin"]],
  ["POST", "/api/club/slots", ["admin"]],
  ["PUT", "/api/club/slots/:id", ["admin"]],
  ["DELETE", "/api/club/slots/:id", ["admin"]],
  ["GET", "/api/gallery", "public"],
  ["POST", "/api/gallery", ["admin"]],
  ["PATCH", "/api/gallery/:id", ["admin"]],
  ["DELETE", "/api/gallery/:id", ["admin"]],
  ["GET", "/api/admin/system/overview", ["admin"]],
  ["GET", "/api/admin/system/memory", ["admin"]],
  ["GET", "/api/admin/system/performance", ["admin"]],
  ["GET", "/api/admin/system/database", ["admin"]],
  ["GET", "/api/admin/system/system", ["admin"]],
  ["GET", "/api/admin/system/network", ["admin"]],
  ["GET", "/api/admin/system/disk", ["admin"]],
  // GDPR self-service (issue #5): each person on their own data; admins answer the deletion requests.
  ["GET", "/api/users/me/data", "authenticated"],
  ["GET", "/api/users/me/deletion-request", "authenticated"],
  ["POST", "/api/users/me/deletion-request", "authenticated"],
  ["POST", "/api/users/me/deletion-request/cancel", "authenticated"],
  ["GET", "/api/admin/deletion-requests", ["admin"]],
  ["POST", "/api/admin/deletion-requests/:id/complete", ["admin"]],
  ["POST", "/api/admin/deletion-requests/:id/reject", ["admin"]],
  // GDPR versions (issue #5): admins manage them; every signed-in user accepts the current one.
  ["GET", "/api/gdpr/current", "public"],
  ["GET", "/api/legal/:document", "public"],
  ["POST", "/api/gdpr/accept", "authenticated"],
  ["GET", "/api/admin/gdpr/versions", ["admin"]],
  ["POST", "/api/admin/gdpr/versions", ["admin"]],
  ["POST", "/api/admin/gdpr/versions/:id/major", ["admin"]],
  // Swimmers, times and club records (issue 12): admins and coaches (coaches within their groups, checked by
  // the swimmers' policy); a swimmer reads only their own times.
  ["GET", "/api/advanced-swimmers", ["admin", "coach"]],
  ["GET", "/api/advanced-swimmers/candidates", ["admin", "coach"]],
  ["GET", "/api/advanced-swimmers/groups", ["admin", "coach"]],
  ["POST", "/api/advanced-swimmers", ["admin", "coach"]],
  ["GET", "/api/advanced-swimmers/:id", ["admin", "coach"]],
  ["PUT", "/api/advanced-swimmers/:id", ["admin", "coach"]],
  ["DELETE", "/api/advanced-swimmers/:id", ["admin", "coach"]],
  ["GET", "/api/swim-times", ["admin", "coach"]],
  ["POST", "/api/swim-times", ["admin", "coach"]],
  ["PUT", "/api/swim-times/:id", ["admin", "coach"]],
  ["DELETE", "/api/swim-times/:id", ["admin", "coach"]],
  ["GET", "/api/swim-times/students", ["admin", "coach"]],
  ["GET", "/api/swim-times/students/:studentId", ["admin", "coach"]],
  ["GET", "/api/me/times", ["swimmer"]],
  ["GET", "/api/club-records", ["admin", "coach"]],
  ["GET", "/api/swim-times/students/:studentId/export.csv", ["admin", "coach"]],
  ["GET", "/api/me/times/export.csv", ["swimmer"]],
  ["GET", "/api/club-records/export.csv", ["admin", "coach"]],
  ["POST", "/api/lenex/preview", ["admin", "coach"]],
  ["POST", "/api/lenex/import", ["admin", "coach"]],
  // The training hub (issue 13): workouts for admins and coaches.
  ["GET", "/api/workouts", ["admin", "coach"]],
  ["GET", "/api/workouts/authors", ["admin", "coach"]],
  ["GET", "/api/workouts/name-available", ["admin", "coach"]],
  ["POST", "/api/workouts", ["admin", "coach"]],
  ["GET", "/api/workouts/:id", ["admin", "coach"]],
  ["PUT", "/api/workouts/:id", ["admin", "coach"]],
  ["POST", "/api/workouts/:id/duplicate", ["admin", "coach"]],
  ["POST", "/api/workouts/:id/archive", ["admin", "coach"]],
  ["DELETE", "/api/workouts/:id", ["admin", "coach"]],
  ["GET", "/api/workouts/:id/fit", ["admin", "coach"]],
  // Plans, the planning centre and the recovery setting (issue 13).
  ["GET", "/api/plans", ["admin", "coach"]],
  ["POST", "/api/plans", ["admin", "coach"]],
  ["GET", "/api/plans/:id", ["admin", "coach"]],
  ["PUT", "/api/plans/:id", ["admin", "coach"]],
  ["DELETE", "/api/plans/:id", ["admin", "coach"]],
  ["GET", "/api/plans/:id/analytics", ["admin", "coach"]],
  ["GET", "/api/training-hub/overview", ["admin", "coach"]],
  ["GET", "/api/training-settings/recovery", ["admin", "coach"]],
  ["PUT", "/api/training-settings/recovery", ["admin"]],
  // Sessions (issue 14): staff schedule and run them (coaches within their scope); a swimmer sees only their own.
  ["GET", "/api/sessions", ["admin", "coach"]],
  ["POST", "/api/sessions", ["admin", "coach"]],
  ["GET", "/api/sessions/:id", ["admin", "coach"]],
  ["PUT", "/api/sessions/:id", ["admin", "coach"]],
  ["PUT", "/api/sessions/:id/status", ["admin", "coach"]],
  ["DELETE", "/api/sessions/:id", ["admin", "coach"]],
  ["PUT", "/api/sessions/:id/attendance", ["admin", "coach"]],
  ["PUT", "/api/sessions/:id/participants/:studentId", ["admin", "coach"]],
  // The time recorder and live mode (issue 14).
  ["GET", "/api/sessions/:id/times", ["admin", "coach"]],
  ["POST", "/api/sessions/:id/times", ["admin", "coach"]],
  ["PUT", "/api/sessions/:id/times/:timeId", ["admin", "coach"]],
  ["DELETE", "/api/sessions/:id/times/:timeId", ["admin", "coach"]],
  ["POST", "/api/plans/:id/schedule", ["admin", "coach"]],
  ["GET", "/api/me/sessions", ["swimmer"]],
  ["POST", "/api/me/sessions/:id/absence", ["swimmer"]],
  ["PUT", "/api/me/sessions/:id/rating", ["swimmer"]],
  ["POST", "/api/me/sessions/:id/feedback-read", ["swimmer"]],
  ["GET", "/api/me/sessions/:id/workout", ["swimmer"]],
  // The coach dashboard's grid (issue 14): a coach's swimmers (an admin's: all).
  ["GET", "/api/coach/swimmers", ["admin", "coach"]],
  ["GET", "/api/club-records/export.lef", ["admin", "coach"]],
  // Calendar feed (issue 14): each member's own address; the feed itself is public, its token the credential.
  ["GET", "/api/me/calendar-feed", "authenticated"],
  ["POST", "/api/me/calendar-feed", "authenticated"],
  ["DELETE", "/api/me/calendar-feed", "authenticated"],
  ["GET", "/api/calendar/:token.ics", "public"],
];

type Caller = "anonymous" | (typeof ROLES)[number];

function expectedOutcome(access: RouteAccess["access"], caller: Caller): "allowed" | 401 | 403 {
  if (access === "public") return "allowed";
  if (caller === "anonymous") return 401;
  if (access === "authenticated") return "allowed";
  return access?.includes(caller) ? "allowed" : 403;
}

describe("route access matrix", () => {
  let t: TestApp;
  const users = new Map<Caller, TestUser>();
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) users.set(role, await createUser(t.db, { role }));
  });
  afterAll(() => t.close());

  it("every /api route declares who may call it", () => {
    expect(t.app.apiRoutes.length).toBeGreaterThanOrEqual(EXPECTED.length);
    for (const route of t.app.apiRoutes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it("has the documented routes with their documented rules", () => {
    for (const [method, url, access] of EXPECTED) {
      const route = t.app.apiRoutes.find((r) => r.method === method && r.url === url);
      expect(route, `${method} ${url}`).toBeDefined();
      expect(route!.access, `${method} ${url}`).toEqual(access);
    }
  });

  it("answers anonymous callers and every role as each route declares", async () => {
    const failures: string[] = [];
    for (const route of t.app.apiRoutes) {
      const url = route.url.replace(/:(\w+)/g, "placeholder");
      for (const caller of ["anonymous", ...ROLES] as Caller[]) {
        // A fresh client per call: some routes (logout) end the session they are called with.
        const agent = new TestAgent(t.app);
        if (caller !== "anonymous") await signInDirectly(agent, t.db, users.get(caller)!, t.clock.now());
        await agent.ensureCsrf();
        const res = await agent.request(route.method as "GET", url, route.method === "GET" ? undefined : {});
        // Downloads (CSV, documents) answer with their file, not JSON.
        const isJson = String(res.headers["content-type"] ?? "").startsWith("application/json");
        const code = isJson ? (res.json().code as string | undefined) : undefined;
        const outcome = expectedOutcome(route.access, caller);
        const ok =
          outcome === "allowed"
            ? !["UNAUTHENTICATED", "FORBIDDEN", "CSRF_INVALID"].includes(code ?? "") && res.statusCode < 500
            : res.statusCode === outcome && code === (outcome === 401 ? "UNAUTHENTICATED" : "FORBIDDEN");
        if (!ok) failures.push(`${route.method} ${route.url} as ${caller}: ${res.statusCode} ${code ?? ""}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("a route without an access rule", () => {
  it("stops the app from starting", async () => {
    const { ctx, dispose } = await createTestContext();
    const app = await buildApp({ ctx, background: false });
    await expect(
      app
        .register(async (scope) => {
          scope.get("/api/forgotten", async () => ({ open: true }));
        })
        .ready(),
    ).rejects.toThrow(/GET \/api\/forgotten declares no access rule/);
    await app.close().catch(() => {});
    await dispose();
  });
});
