import { describe, expect, it } from "vitest";
import { clubNameScore, defaultClub, matchAthletes, nameWords } from "./match.ts";

const student = (id: string, fullName: string, birthDate: string) => ({
  id,
  fullName,
  birthDate,
  gender: null,
});

describe("matching athletes with students", () => {
  const students = [
    student("ana", "Ana Maria Ștefănescu", "2012-03-10"),
    student("ana-twin", "Ioana Ștefănescu", "2012-03-10"),
    student("dan", "Dan Ene", "2011-06-01"),
    student("dan-old", "Dan Ene", "1980-01-01"),
    student("eva1", "Eva Lungu", "2013-01-15"),
    student("eva2", "Eva Lungu", "2013-01-15"),
  ];
  const match = (fullName: string, birthDate: string | null) =>
    matchAthletes([{ athleteId: "a", fullName, birthDate }], students).get("a")!;

  it("folds names: accents, case, punctuation and word order do not count", () => {
    expect(nameWords("ȘTEFĂNESCU, Ana-Maria")).toEqual(["ana", "maria", "stefanescu"]);
  });

  it("matches one student with the same name and birth date", () => {
    expect(match("Stefanescu ANA MARIA", "2012-03-10")).toMatchObject({
      status: "matched",
      studentId: "ana",
    });
  });

  it("is ambiguous when students share the birth date and part of the name", () => {
    const m = match("Maria Ștefănescu", "2012-03-10");
    expect(m.status).toBe("ambiguous");
    expect(m.candidates.map((c) => c.id).sort()).toEqual(["ana", "ana-twin"]);
  });

  it("is ambiguous when the name matches with another birth date", () => {
    const m = match("Dan Ene", "2011-07-01");
    expect(m.status).toBe("ambiguous");
    expect(m.candidates.map((c) => c.id).sort()).toEqual(["dan", "dan-old"]);
  });

  it("is ambiguous when several students have the same name and birth date", () => {
    const m = match("Eva Lungu", "2013-01-15");
    expect([m.status, m.studentId, m.candidates.length]).toEqual(["ambiguous", null, 2]);
  });

  it("matches an exact twin-free name even when namesakes with other birth dates exist", () => {
    expect(match("Ene Dan", "1980-01-01")).toMatchObject({ status: "matched", studentId: "dan-old" });
  });

  it("leaves unknown swimmers unmatched, and a missing birth date never matches by itself", () => {
    expect(match("Radu Simplu", "2010-01-01")).toEqual({
      status: "unmatched",
      studentId: null,
      candidates: [],
    });
    expect(match("Ana Maria Stefanescu", null).status).toBe("ambiguous");
  });
});

describe("choosing our club in the file", () => {
  const clubs = [
    { key: "0", name: "CSM Pitești" },
    { key: "1", name: "CS Bazinul Municipal Curtea de Argeș" },
    { key: "2", name: "CSS Dinamo" },
  ];

  it("scores distinctive words only", () => {
    expect(clubNameScore("Clubul Sportiv Delfinul", "CS Delfinul")).toBe(1);
    expect(clubNameScore("Clubul Sportiv Delfinul", "Clubul Sportiv Rechinul")).toBe(0);
  });

  it("picks the club whose name best matches ours", () => {
    expect(defaultClub(clubs, ["Bazinul Municipal Curtea de Argeș", "Bazinul Municipal"])?.key).toBe("1");
  });

  it("picks the only club when the names differ, and asks (none) among several", () => {
    expect(defaultClub([clubs[0]!], ["Bazinul Municipal"])?.key).toBe("0");
    expect(defaultClub(clubs, ["Aqua Kids"])).toBeNull();
    expect(defaultClub(clubs, [])).toBeNull();
  });
});
