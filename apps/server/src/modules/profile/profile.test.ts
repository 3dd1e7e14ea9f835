import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, loginAs, type TestUser } from "../../../test/factories.ts";

describe("profile", () => {
  let t: TestApp;
  let agent: TestAgent;
  let swimmer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    agent = new TestAgent(t.app);
    swimmer = await createUser(t.db, { role: "swimmer", firstName: "Radu", lastName: "Enache" });
  });

  const update = (body: Record<string, unknown>, a = agent) => a.put("/api/users/me", body);

  it("GET /api/users/me returns the spec's fields and whether the username may change", async () => {
    await loginAs(agent, swimmer);
    const res = await agent.get("/api/users/me");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      firstName: "Radu",
      lastName: "Enache",
      username: swimmer.username,
      email: swimmer.email,
      phone: null,
      role: "swimmer",
      usernameEditable: true,
    });
  });

  it("needs a session", async () => {
    expect((await agent.get("/api/users/me")).statusCode).toBe(401);
    expect((await update({ username: "abc" })).statusCode).toBe(401);
  });

  describe("CSRF", () => {
    it("refuses an update without the header, with a foreign token, or with a header not matching the cookie", async () => {
      await loginAs(agent, swimmer);
      const body = { username: swimmer.username, email: "", phone: "" };
      const cookies = Object.fromEntries(agent.cookies);
      const missing = await t.app.inject({ method: "PUT", url: "/api/users/me", cookies, payload: body });
      expect(missing.statusCode).toBe(403);
      expect(missing.json().code).toBe("CSRF_INVALID");
      const foreign = await agent.put("/api/users/me", body, { "x-xsrf-token": "abc.def" });
      expect(foreign.json().code).toBe("CSRF_INVALID");
      const other = await new TestAgent(t.app).ensureCsrf();
      const mismatch = await agent.put("/api/users/me", body, { "x-xsrf-token": other });
      expect(mismatch.statusCode).toBe(403);
      expect(mismatch.json().code).toBe("CSRF_INVALID");
    });
  });

  it("a swimmer changes username, email and phone; empty email and phone mean 'not set'", async () => {
    await loginAs(agent, swimmer);
    const newName = `${swimmer.username}_x`;
    const res = await update({
      username: newName,
      email: "Radu.Enache@Example.test",
      phone: "+40 722 123 456",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: newName,
      email: "radu.enache@example.test",
      phone: "+40722123456",
    });
    const cleared = await update({ username: newName, email: "", phone: "" });
    expect(cleared.json()).toMatchObject({ email: null, phone: null });
    expect((await agent.get("/api/users/me")).json()).toMatchObject({
      username: newName,
      email: null,
      phone: null,
    });
  });

  it("refuses a username another account has, in any letter case", async () => {
    const other = await createUser(t.db, { username: "taken_name" });
    await loginAs(agent, swimmer);
    const res = await update({ username: other.username });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("USERNAME_TAKEN");
  });

  it("refuses an email another account has", async () => {
    const other = await createUser(t.db, { email: "shared@example.test" });
    await loginAs(agent, swimmer);
    const res = await update({ username: swimmer.username, email: "SHARED@example.test" });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("EMAIL_TAKEN");
    expect(other.email).toBe("shared@example.test");
  });

  it("keeps one's own email without calling it taken", async () => {
    await loginAs(agent, swimmer);
    const res = await update({ username: swimmer.username, email: swimmer.email });
    expect(res.statusCode).toBe(200);
  });

  for (const role of ["coach", "admin", "user"]) {
    it(`a ${role} cannot change the username but can change email and phone`, async () => {
      const staff = await createUser(t.db, { role });
      await loginAs(agent, staff);
      expect((await agent.get("/api/users/me")).json().usernameEditable).toBe(false);
      const changed = await update({ username: `${staff.username}_new` });
      expect(changed.statusCode).toBe(403);
      expect(changed.json().code).toBe("USERNAME_NOT_EDITABLE");
      const same = await update({ username: staff.username, email: "", phone: "0722123456" });
      expect(same.statusCode).toBe(200);
      expect(same.json()).toMatchObject({ username: staff.username, email: null, phone: "0722123456" });
    });
  }

  describe("validation messages", () => {
    beforeEach(() => loginAs(agent, swimmer));

    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      ["too short username", { username: " ab " }, { username: "usernameMinLength" }],
      ["username with capitals or signs", { username: "Ana-Maria" }, { username: "usernameFormat" }],
      ["email that is not an address", { username: "valid_name", email: "ana@" }, { email: "emailInvalid" }],
      ["phone with too few digits", { username: "valid_name", phone: "+40 722" }, { phone: "phoneInvalid" }],
      ["phone with letters", { username: "valid_name", phone: "07221234ab" }, { phone: "phoneInvalid" }],
    ];
    for (const [name, body, fields] of cases) {
      it(`names the rule for a ${name}`, async () => {
        const res = await update(body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields });
      });
    }

    it("says the first problem in Romanian by default and in English when asked", async () => {
      const ro = await update({ username: "ab" });
      expect(ro.json().message).toBe("Numele de utilizator trebuie să aibă cel puțin 3 caractere.");
      agent.lang = "en";
      const en = await update({ username: "valid_name", email: "nope" });
      expect(en.json().message).toBe("The email address is not valid.");
    });

    it("answers a wrong type with the generic key, not a crash", async () => {
      const res = await update({ username: 42 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { username: "invalid" } });
    });
  });

  describe("change password", () => {
    const change = (currentPassword: string, newPassword: string, a = agent) =>
      a.post("/api/users/me/change-password", { currentPassword, newPassword });

    it("refuses a wrong current password and marks the field", async () => {
      await loginAs(agent, swimmer);
      const res = await change("Wrong-pass1", "NewPass123");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: "CURRENT_PASSWORD_WRONG",
        message: "Parola curentă este greșită.",
        fields: { currentPassword: "currentPasswordWrong" },
      });
    });

    const weak: [string, string][] = [
      ["Ab1", "passwordMinLength"],
      ["parola123", "passwordUppercase"],
      ["PAROLA123", "passwordLowercase"],
      ["ParolaFaraCifre", "passwordNumber"],
      ["", "newPasswordRequired"],
    ];
    for (const [password, key] of weak) {
      it(`refuses a new password breaking ${key}`, async () => {
        await loginAs(agent, swimmer);
        const res = await change(swimmer.password, password);
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ newPassword: key });
      });
    }

    it("requires the current password", async () => {
      await loginAs(agent, swimmer);
      agent.lang = "en";
      const res = await change("", "NewPass123");
      expect(res.json()).toMatchObject({
        fields: { currentPassword: "currentPasswordRequired" },
        message: "Enter your current password.",
      });
    });

    it("changes the password, keeps this session and ends the others", async () => {
      const phone = new TestAgent(t.app);
      await loginAs(phone, swimmer);
      await loginAs(agent, swimmer);
      const res = await change(swimmer.password, "NewPass123");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await agent.get("/api/users/me")).statusCode).toBe(200);
      expect((await phone.get("/api/users/me")).statusCode).toBe(401);

      t.clock.advance(1000);
      const old = await new TestAgent(t.app).post("/api/auth/login", {
        username: swimmer.username,
        password: swimmer.password,
      });
      expect(old.statusCode).toBe(401);
      await loginAs(new TestAgent(t.app), { username: swimmer.username, password: "NewPass123" });
    });
  });
});
