import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/app.ts";
import {
  countInstructors,
  countSlots,
  findClubProfile,
  listInstructors,
  saveClubProfile,
} from "../modules/club/repository.ts";
import { countGdprVersions } from "../modules/gdpr/repository.ts";
import { CLUB_PROFILE, DEFAULT_SCHEDULE } from "./club.ts";
import { seedDemo } from "./demo.ts";
import { REQUIRED_SEED_STEPS, seedRequiredData } from "./required.ts";

describe("required data (every start, every database)", () => {
  let c: TestContext;
  beforeAll(async () => {
    c = await createTestContext();
  });
  afterAll(() => c.dispose());

  it("fills an empty database with the club profile, the 19 slots and privacy policy version 1", async () => {
    expect(await seedRequiredData(c.ctx)).toEqual(REQUIRED_SEED_STEPS.map((s) => s.name));
    expect(await findClubProfile(c.ctx.db)).toMatchObject({ name: CLUB_PROFILE.name, statYears: 13 });
    expect(await countSlots(c.ctx.db)).toBe(19);
    expect(DEFAULT_SCHEDULE).toHaveLength(19);
    expect(await countGdprVersions(c.ctx.db)).toBe(1);
    expect(await countGdprVersions(c.ctx.db, "terms")).toBe(1);
    // No invented people outside the demo.
    expect(await countInstructors(c.ctx.db)).toBe(0);
  });

  it("changes nothing on the next start, and keeps what an admin edited", async () => {
    await saveClubProfile(c.ctx.db, { ...CLUB_PROFILE, phone: "+40 230 999 999" });
    expect(await seedRequiredData(c.ctx)).toEqual([]);
    expect((await findClubProfile(c.ctx.db))?.phone).toBe("+40 230 999 999");
    expect(await countSlots(c.ctx.db)).toBe(19);
    expect(await countGdprVersions(c.ctx.db)).toBe(1);
  });

  it("seeds once when two instances start together", async () => {
    const fresh = await createTestContext();
    const results = await Promise.all([seedRequiredData(fresh.ctx), seedRequiredData(fresh.ctx)]);
    expect(results.flat().sort()).toEqual(REQUIRED_SEED_STEPS.map((s) => s.name).sort());
    expect(await countGdprVersions(fresh.ctx.db)).toBe(1);
    expect(await countSlots(fresh.ctx.db)).toBe(19);
    await fresh.dispose();
  });
});

describe("demo club", () => {
  it("on an empty database: three instructors covering Monday–Friday, each with a generated photo", async () => {
    const c = await createTestContext({ SEED_DEMO: "true" });
    await seedDemo(c.ctx);
    expect(await findClubProfile(c.ctx.db)).not.toBeNull();
    expect(await countSlots(c.ctx.db)).toBe(19);
    const instructors = await listInstructors(c.ctx.db, { activeOnly: true });
    expect(instructors).toHaveLength(3);
    expect(new Set(instructors.flatMap((i) => i.weekdays))).toEqual(new Set([1, 2, 3, 4, 5]));
    const files = await readdir(join(c.ctx.config.dataDir, "uploads", "instructors"), { recursive: true });
    for (const i of instructors) {
      expect(i.photoKey).toMatch(/^instructors\//);
      expect(files.some((f) => i.photoKey!.endsWith(String(f)))).toBe(true);
    }
    await c.dispose();
  });
});
