import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, loginAs, type TestUser } from "../../../test/factories.ts";
import { createStudent } from "../../../test/factories-training.ts";

/** The CSV downloads of a swimmer's times and of the club records (issue 12), as a spreadsheet opens them. */
describe("times and records CSV exports", () => {
  let t: TestApp;
  let admin: TestAgent;
  let swimmerAccount: TestUser;
  let studentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = new TestAgent(t.app);
    await loginAs(admin, await createUser(t.db, { role: "admin" }));
    swimmerAccount = await createUser(t.db, { role: "swimmer" });
    const student = await createStudent(t.db, {
      fullName: "Ioana Țăranu",
      birthDate: "2012-05-04",
      gender: "F",
      userId: swimmerAccount.id,
    });
    studentId = student.id;
    const res = await admin.post("/api/swim-times", {
      studentId,
      swumOn: "2026-10-10",
      entries: [
        { event: "freestyle_100", time: "1:05.32", poolLength: 25, competition: '=HYPERLINK("x")' },
        { event: "freestyle_100", time: "1:04.90", poolLength: 25, competition: "Cupa Argeș, finala" },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
  });
  afterAll(() => t.close());

  const lines = (body: string) =>
    body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");

  it("gives a swimmer's times with the BOM, Romanian headers and times written as people write them", async () => {
    const res = await admin.get(`/api/swim-times/students/${studentId}/export.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain('filename="timpi-ioana-taranu-2026-11-22.csv"');
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const [header, newest, older] = lines(res.body);
    expect(header).toBe("Data,Proba,Bazin (m),Timp,Record personal,Competiție,Sursă,Observații");
    expect(newest).toBe('2026-10-10,100 m liber,25,1:04.90,da,"Cupa Argeș, finala",Introdus manual,');
    // A competition name typed as a formula is neutralised for the spreadsheet.
    expect(older).toBe(`2026-10-10,100 m liber,25,1:05.32,da,"'=HYPERLINK(""x"")",Introdus manual,`);
  });

  it("lets a swimmer download only their own times, in English when asked", async () => {
    const swimmer = new TestAgent(t.app);
    swimmer.lang = "en";
    await loginAs(swimmer, swimmerAccount);
    const own = await swimmer.get("/api/me/times/export.csv");
    expect(own.statusCode).toBe(200);
    expect(lines(own.body)[0]).toBe("Date,Event,Pool (m),Time,Personal best,Competition,Source,Notes");
    expect(lines(own.body)).toHaveLength(3);
    expect((await swimmer.get(`/api/swim-times/students/${studentId}/export.csv`)).statusCode).toBe(403);
  });

  it("exports the records table of a query", async () => {
    const res = await admin.get("/api/club-records/export.csv?poolLength=25&gender=F&ageGroup=14");
    expect(res.statusCode).toBe(200);
    const [header, row, ...rest] = lines(res.body);
    expect(header).toBe(
      "Proba,Bazin (m),Gen,Categorie de vârstă,Timp,Deținător,Vârsta în anul recordului,Data,Competiție",
    );
    expect(row).toBe('100 m liber,25,Feminin,14 ani,1:04.90,Ioana Țăranu,14,2026-10-10,"Cupa Argeș, finala"');
    expect(rest).toEqual([]);
  });
});
