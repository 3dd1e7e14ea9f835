import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, request as playwrightRequest } from "@playwright/test";
import { DEMO_PASSWORD, type Role, readLatestMail } from "./fixtures";

/*
 * Fresh accounts for journeys that change a password or count failed sign-ins, so they never disturb the
 * shared demo accounts. They are made the way the product makes them: an admin invites, the mail carries
 * the link, the invitee registers.
 */

export interface FreshAccount {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
}

async function apiAs(baseURL: string, username: string, password: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const csrf = (await (await api.get("/api/csrf")).json()) as { token: string };
  const login = await api.post("/api/auth/login", {
    headers: { "X-XSRF-TOKEN": csrf.token },
    data: { username, password },
  });
  expect(login.ok(), `login as ${username}: ${login.status()}`).toBe(true);
  return api;
}

async function csrfOf(api: APIRequestContext): Promise<string> {
  const state = await api.storageState();
  return state.cookies.find((c) => c.name === "XSRF-TOKEN")!.value;
}

/** Has the demo admin invite a new person and returns the link from the invitation mail. */
export async function inviteByMail(
  baseURL: string,
  who: { email: string; role: Role; firstName: string; lastName: string },
): Promise<string> {
  const admin = await apiAs(baseURL, "admin", DEMO_PASSWORD);
  const sentAfter = Date.now() - 1000;
  const res = await admin.post("/api/auth/invitations", {
    headers: { "X-XSRF-TOKEN": await csrfOf(admin) },
    data: who,
  });
  expect(res.status(), await res.text()).toBe(201);
  await admin.dispose();
  const mail = await readLatestMail(who.email, { after: sentAfter });
  const link = mail.links.find((l) => l.includes("/register?token="));
  expect(link, `invitation mail links: ${mail.links.join(", ")}`).toBeTruthy();
  return link!;
}

/** A new account of the role, invited and registered through the API. */
export async function createFreshAccount(baseURL: string, role: Role = "swimmer"): Promise<FreshAccount> {
  const suffix = randomBytes(4).toString("hex");
  const account: FreshAccount = {
    username: `e2e_${role}_${suffix}`,
    email: `e2e.${role}.${suffix}@example.ro`,
    password: "Inot2026ok",
    firstName: "Ștefan",
    lastName: "Țăranu",
    role,
  };
  const link = await inviteByMail(baseURL, account);
  const token = new URL(link).searchParams.get("token")!;
  const api = await playwrightRequest.newContext({ baseURL });
  const csrf = (await (await api.get("/api/csrf")).json()) as { token: string };
  const res = await api.post("/api/auth/register", {
    headers: { "X-XSRF-TOKEN": csrf.token },
    data: { token, username: account.username, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(201);
  await api.dispose();
  return account;
}
