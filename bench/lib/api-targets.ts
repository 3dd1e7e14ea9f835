import type { AppContext } from "../../apps/server/src/app-context.ts";
import { hashToken, randomToken } from "../../apps/server/src/lib/tokens.ts";
import { createInvitationWithLink } from "../../apps/server/src/modules/auth/invitations.service.ts";
import { insertPasswordReset } from "../../apps/server/src/modules/auth/tokens.repository.ts";
import type { Caller, DemoApp } from "./demo-app.ts";

/*
 * Real addresses for the API's GET routes on the demo club (bench/lib/demo-app.ts): path parameters filled with
 * ids of the demo data, required query parameters with what the web app sends.
 */

/** The first value in a JSON document (depth first) that `pick` accepts. */
function findIn(
  value: unknown,
  pick: (v: unknown, key: string) => string | undefined,
  key = "",
): string | null {
  const picked = pick(value, key);
  if (picked !== undefined) return picked;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findIn(item, pick, key);
      if (found !== null) return found;
    }
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const found = findIn(v, pick, k);
      if (found !== null) return found;
    }
  }
  return null;
}
const anIdIn = (json: unknown, field = "id") =>
  findIn(json, (v, key) => (key === field && typeof v === "string" ? v : undefined));
const aUrlIn = (json: unknown, prefix: string) =>
  findIn(json, (v) => (typeof v === "string" && v.startsWith(prefix) ? v : undefined));

function day(offsetDays: number) {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}
/** A month view of the calendar, around today (the demo sessions are placed around the seeding day). */
const MONTH = `from=${day(-21)}&to=${day(20)}`;

/** Query strings for GET operations with required query parameters (what the web app sends). */
export const REQUIRED_QUERIES: Record<string, string> = {
  "/api/club-records": "gender=F",
  "/api/club-records/export.csv": "gender=F",
  "/api/sessions": MONTH,
  "/api/me/sessions": MONTH,
  "/api/workouts/name-available": "name=Bench%20name",
};

export interface Resolver {
  get(path: string, caller: Caller): Promise<unknown>;
  xsrf: string;
  headers: Map<Caller, Record<string, string>>;
  base: string;
  ctx: AppContext;
}

/**
 * The address of a GET operation with path parameters, for a caller, made from the demo data (null: none exists,
 * and the reason is printed). Keyed by the route as Fastify declares it.
 */
export const PATHS: Record<string, (r: Resolver, caller: Caller) => Promise<string | null>> = {
  "/api/auth/invitations/:token": async ({ ctx }) => {
    const { url } = await createInvitationWithLink(
      ctx,
      null,
      { email: "bench.invited@example.test", role: "user", firstName: "Bench", lastName: "Invited" },
      "ro",
    );
    return `/api/auth/invitations/${new URL(url).searchParams.get("token")}`;
  },
  "/api/auth/reset-password/:token": async ({ ctx, get }) => {
    const userId = anIdIn(await get("/api/auth/me", "user"));
    if (!userId) return null;
    const token = randomToken();
    await insertPasswordReset(ctx.db, {
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + 3_600_000),
      createdAt: new Date(),
    });
    return `/api/auth/reset-password/${token}`;
  },
  "/api/club/instructors/:id/photo": async ({ get }) =>
    aUrlIn(await get("/api/club", "anonymous"), "/api/club/"),
  "/api/gallery/files/:photoId/:width": async ({ get }) =>
    aUrlIn(await get("/api/gallery", "anonymous"), "/api/gallery/files/"),
  "/api/announcements/:id/image": async ({ get }) =>
    aUrlIn(await get("/api/announcements", "anonymous"), "/api/announcements/"),
  "/api/admin/announcements/:id/image": async ({ get }, caller) => {
    const list = (await get("/api/admin/announcements?pageSize=100", caller)) as {
      items: { id: string; imageUrl: string | null }[];
    };
    const withImage = list.items.find((a) => a.imageUrl);
    return withImage ? `/api/admin/announcements/${withImage.id}/image` : null;
  },
  "/api/chat/rooms/:roomId/messages": async ({ get }, caller) => {
    const id = anIdIn(await get("/api/chat/rooms", caller));
    return id && `/api/chat/rooms/${id}/messages`;
  },
  "/api/students/:id": async ({ get }, caller) => {
    const id = anIdIn(await get("/api/students", caller));
    return id && `/api/students/${id}`;
  },
  "/api/students/:id/documents/:kind": async ({ get }, caller) => {
    const id = anIdIn(await get("/api/students", caller));
    return id && `/api/students/${id}/documents/registrationForm`;
  },
  "/api/advanced-swimmers/:id": async ({ get }, caller) => {
    const id = anIdIn(await get("/api/advanced-swimmers", caller));
    return id && `/api/advanced-swimmers/${id}`;
  },
  "/api/swim-times/students/:studentId": async ({ get }, caller) => {
    const id = anIdIn(await get("/api/swim-times", caller), "studentId");
    return id && `/api/swim-times/students/${id}`;
  },
  "/api/swim-times/students/:studentId/export.csv": async ({ get }, caller) => {
    const id = anIdIn(await get("/api/swim-times", caller), "studentId");
    return id && `/api/swim-times/students/${id}/export.csv`;
  },
  "/api/workouts/:id": async ({ get }, caller) => {
    const id = anIdIn(await get("/api/workouts", caller));
    return id && `/api/workouts/${id}`;
  },
  "/api/workouts/:id/fit": async ({ get }, caller) => {
    const id = anIdIn(await get("/api/workouts", caller));
    return id && `/api/workouts/${id}/fit`;
  },
  "/api/plans/:id": async ({ get }, caller) => {
    const id = anIdIn(await get("/api/plans", caller));
    return id && `/api/plans/${id}`;
  },
  "/api/plans/:id/analytics": async ({ get }, caller) => {
    const id = anIdIn(await get("/api/plans", caller));
    return id && `/api/plans/${id}/analytics`;
  },
  "/api/sessions/:id": async ({ get }, caller) => {
    const id = anIdIn(await get(`/api/sessions?${MONTH}`, caller));
    return id && `/api/sessions/${id}`;
  },
  "/api/sessions/:id/times": async ({ get }, caller) => {
    const id = anIdIn(await get(`/api/sessions?${MONTH}`, caller));
    return id && `/api/sessions/${id}/times`;
  },
  "/api/me/sessions/:id/workout": async ({ get }, caller) => {
    const id = anIdIn(await get(`/api/me/sessions?${MONTH}`, caller));
    return id && `/api/me/sessions/${id}/workout`;
  },
  "/api/calendar/:token.ics": async ({ base, headers, xsrf }) => {
    // A feed address of the swimmer's: creating one is the only way to learn its token.
    const created = await fetch(`${base}/api/me/calendar-feed`, {
      method: "POST",
      headers: {
        ...headers.get("swimmer"),
        cookie: `${headers.get("swimmer")!.cookie}; XSRF-TOKEN=${xsrf}`,
        "x-xsrf-token": xsrf,
      },
    });
    if (!created.ok) throw new Error(`POST /api/me/calendar-feed answered ${created.status}`);
    const { url } = (await created.json()) as { url: string };
    return new URL(url).pathname;
  },
};

/** A resolver on a running demo app: GETs as any caller, failing on anything but 2xx. */
export function resolverOf(demo: DemoApp): Resolver {
  const get = async (path: string, caller: Caller) => {
    const response = await fetch(`${demo.base}${path}`, { headers: demo.headers.get(caller) });
    if (!response.ok) throw new Error(`GET ${path} as ${caller} answered ${response.status}`);
    return response.json();
  };
  return { get, xsrf: demo.xsrf, headers: demo.headers, base: demo.base, ctx: demo.ctx };
}

/** The address of a route (`/api/students/:id`) for a caller, or null when the demo club has no such data. */
export async function addressFor(demo: DemoApp, route: string, caller: Caller): Promise<string | null> {
  let path: string | null = route;
  if (route.includes(":")) {
    const make = PATHS[route];
    path = make ? await make(resolverOf(demo), caller) : null;
  }
  if (path && !path.includes("?") && REQUIRED_QUERIES[route]) path = `${path}?${REQUIRED_QUERIES[route]}`;
  return path;
}
