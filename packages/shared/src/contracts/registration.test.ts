import { describe, expect, it } from "vitest";
import {
  registrationIssues,
  sixMonthsBefore,
  type TRegistrationInput,
  ZRegistrationRequest,
} from "./registration.ts";

const SLOT = "0b9f3f4e-6f3a-4d59-9a51-7a1b2c3d4e5f";
const INSTRUCTOR = "1c8e2d3f-7a4b-4c6d-8e9f-0a1b2c3d4e5f";
const UUID = "2d7f1e4a-8b5c-4d6e-9f0a-1b2c3d4e5f6a";

const valid: TRegistrationInput = {
  fullName: "Ștefan Țurcanu",
  birthDate: "1990-05-14",
  phone: "+40 722 123 456",
  email: "stefan@example.test",
  emailConfirm: "stefan@example.test",
  choices: [{ slotId: SLOT, instructorId: INSTRUCTOR }],
  locality: "Ștefănești",
  street: "Str. Mihai Viteazu",
  streetNumber: "12A",
  county: "Argeș",
  gdprAccepted: true,
  gdprVersion: 1,
  certificateUploadId: UUID,
  certificateIssuedOn: "2026-11-01",
  idempotencyKey: UUID,
  altcha: "eyJ9",
};

/** The first issue's field and message key, as the server's `fields` and the form show them. */
function firstIssue(input: unknown): [string, string] | null {
  const parsed = ZRegistrationRequest.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return [issue.path.join("."), issue.message];
}

const long = (n: number) => "a".repeat(n);

describe("registration request: one rule per field (spec §5)", () => {
  it("accepts a complete adult registration and normalises the phone", () => {
    const parsed = ZRegistrationRequest.parse(valid);
    expect(parsed.phone).toBe("+40722123456");
    expect(parsed.language).toBe("ro");
    expect(parsed.blockApartment).toBeUndefined();
  });

  it.each<[string, Partial<Record<keyof TRegistrationInput, unknown>>, string, string]>([
    ["empty name", { fullName: "" }, "fullName", "fullNameRequired"],
    ["blank name", { fullName: "   " }, "fullName", "fullNameRequired"],
    ["name over 100", { fullName: long(101) }, "fullName", "maxLength100"],
    ["markup in the name", { fullName: "<b>Ana</b>" }, "fullName", "suspiciousContent"],
    ["a script in the name", { fullName: "Ana<script>alert(1)</script>" }, "fullName", "suspiciousContent"],
    ["a control character", { fullName: "Ana\u0007Pop" }, "fullName", "suspiciousContent"],
    ["a link", { fullName: "Ana http://spam.example" }, "fullName", "suspiciousContent"],
    ["a bare domain", { fullName: "Ana castiga.ro" }, "fullName", "suspiciousContent"],
    ["www", { fullName: "Ana www.spam" }, "fullName", "suspiciousContent"],
    ["javascript:", { fullName: "javascript:alert(1)" }, "fullName", "suspiciousContent"],
    ["template braces", { fullName: "Ana {{7*7}}" }, "fullName", "suspiciousContent"],
    ["a birth date in another format", { birthDate: "14.05.1990" }, "birthDate", "dateInvalid"],
    ["a birth date before 1900", { birthDate: "1899-12-31" }, "birthDate", "birthDateInvalid"],
    ["a birth date that is not a day (30 February)", { birthDate: "2015-02-30" }, "birthDate", "dateInvalid"],
    [
      "a certificate date that is not a day",
      { certificateIssuedOn: "2026-09-31" },
      "certificateIssuedOn",
      "dateInvalid",
    ],
    ["no phone", { phone: "" }, "phone", "phoneRequired"],
    ["too short a phone", { phone: "0722 123" }, "phone", "phoneInvalid"],
    ["too long a phone", { phone: "+4072212345678901" }, "phone", "phoneInvalid"],
    ["letters in the phone", { phone: "0722abc456" }, "phone", "phoneInvalid"],
    ["no email", { email: "" }, "email", "emailRequired"],
    ["a malformed email", { email: "stefan@", emailConfirm: "stefan@" }, "email", "emailInvalid"],
    ["no email confirmation", { emailConfirm: "" }, "emailConfirm", "emailConfirmRequired"],
    ["contact person over 100", { contactPerson: long(101) }, "contactPerson", "maxLength100"],
    ["markup in the contact person", { contactPerson: "<i>x</i>" }, "contactPerson", "suspiciousContent"],
    ["capacity over 50", { contactQuality: long(51) }, "contactQuality", "maxLength50"],
    ["no slot", { choices: [] }, "choices", "slotRequired"],
    [
      "a slot that is not an id",
      { choices: [{ slotId: "x", instructorId: INSTRUCTOR }] },
      "choices.0.slotId",
      "slotRequired",
    ],
    [
      "no instructor for the day",
      { choices: [{ slotId: SLOT, instructorId: "" }] },
      "choices.0.instructorId",
      "instructorRequired",
    ],
    ["no locality", { locality: "" }, "locality", "fieldRequired"],
    ["locality over 50", { locality: long(51) }, "locality", "maxLength50"],
    ["a link in the locality", { locality: "https://x.test" }, "locality", "suspiciousContent"],
    ["no street", { street: " " }, "street", "fieldRequired"],
    ["street over 100", { street: long(101) }, "street", "maxLength100"],
    ["markup in the street", { street: "Str. <img src=x onerror=alert(1)>" }, "street", "suspiciousContent"],
    ["no number", { streetNumber: "" }, "streetNumber", "fieldRequired"],
    ["number over 10", { streetNumber: long(11) }, "streetNumber", "maxLength10"],
    ["block/apartment over 20", { blockApartment: long(21) }, "blockApartment", "maxLength20"],
    [
      "a control character in block/apartment",
      { blockApartment: "B\u0000" },
      "blockApartment",
      "suspiciousContent",
    ],
    ["no county", { county: "" }, "county", "fieldRequired"],
    ["county over 50", { county: long(51) }, "county", "maxLength50"],
    ["representative over 100", { legalRepresentative: long(101) }, "legalRepresentative", "maxLength100"],
    [
      "markup in the representative",
      { legalRepresentative: "<a>" },
      "legalRepresentative",
      "suspiciousContent",
    ],
    ["GDPR not accepted", { gdprAccepted: false }, "gdprAccepted", "gdprRequired"],
    ["no certificate", { certificateUploadId: "" }, "certificateUploadId", "certificateRequired"],
    [
      "a certificate date in another format",
      { certificateIssuedOn: "01/11/2026" },
      "certificateIssuedOn",
      "dateInvalid",
    ],
    ["an unfinished bot check", { altcha: "" }, "altcha", "botCheckRequired"],
  ])("rejects %s", (_name, patch, path, message) => {
    expect(firstIssue({ ...valid, ...patch })).toEqual([path, message]);
  });

  it.each([
    ["diacritics and a hyphen", { fullName: "Ioana Ștefănescu-Țăranu" }],
    ["an apostrophe", { fullName: "Anne O'Neil" }],
    [
      "dots, commas and a slash in the address",
      { street: "Str. Unirii, nr. 3/B", blockApartment: "Bl. A2, sc. 1, ap. 4" },
    ],
    [
      "the longest allowed texts",
      { fullName: long(100), locality: long(50), streetNumber: long(10), county: long(50) },
    ],
    ["a phone with dots and brackets", { phone: "(0722).123.456" }],
  ])("accepts %s", (_name, patch) => {
    expect(firstIssue({ ...valid, ...patch })).toBeNull();
  });
});

describe("registration rules across fields, on a given day", () => {
  const today = "2026-11-22";
  const issues = (patch: Partial<TRegistrationInput>) =>
    registrationIssues(ZRegistrationRequest.parse({ ...valid, ...patch }), today).map(
      (i) => `${i.path}:${i.message}`,
    );
  const minor = { birthDate: "2015-03-02" };

  it.each<[string, Partial<TRegistrationInput>, string[]]>([
    ["a complete adult", {}, []],
    ["emails that differ only in letter case", { emailConfirm: "STEFAN@example.test" }, []],
    ["emails that differ", { emailConfirm: "other@example.test" }, ["emailConfirm:emailMismatch"]],
    [
      "a birth date in the future",
      {
        birthDate: "2026-11-23",
        contactPerson: "Mirela Pop",
        contactQuality: "mamă",
        legalRepresentative: "Mirela Pop",
      },
      ["birthDate:birthDateFuture"],
    ],
    [
      "a minor without contact person, capacity or legal representative",
      minor,
      [
        "contactPerson:contactPersonRequired",
        "contactQuality:contactQualityRequired",
        "legalRepresentative:legalRepresentativeRequired",
      ],
    ],
    [
      "a minor with all three",
      { ...minor, contactPerson: "Mirela Pop", contactQuality: "mamă", legalRepresentative: "Mirela Pop" },
      [],
    ],
    ["someone turning 18 today (an adult)", { birthDate: "2008-11-22" }, []],
    [
      "a child turning 5 tomorrow (too young)",
      {
        birthDate: "2021-11-23",
        contactPerson: "Mirela Pop",
        contactQuality: "mamă",
        legalRepresentative: "Mirela Pop",
      },
      ["birthDate:birthDateTooYoung"],
    ],
    [
      "a child turning 5 today",
      {
        birthDate: "2021-11-22",
        contactPerson: "Mirela Pop",
        contactQuality: "mamă",
        legalRepresentative: "Mirela Pop",
      },
      [],
    ],
    [
      "a one-year-old",
      {
        birthDate: "2025-06-01",
        contactPerson: "Mirela Pop",
        contactQuality: "mamă",
        legalRepresentative: "Mirela Pop",
      },
      ["birthDate:birthDateTooYoung"],
    ],
    [
      "someone turning 18 tomorrow (still a minor)",
      { birthDate: "2008-11-23", contactPerson: "Mirela Pop", contactQuality: "mamă" },
      ["legalRepresentative:legalRepresentativeRequired"],
    ],
    [
      "a certificate issued in the future",
      { certificateIssuedOn: "2026-11-23" },
      ["certificateIssuedOn:certificateDateFuture"],
    ],
    ["a certificate issued exactly 6 months ago", { certificateIssuedOn: "2026-05-22" }, []],
    [
      "a certificate older than 6 months",
      { certificateIssuedOn: "2026-05-21" },
      ["certificateIssuedOn:certificateTooOld"],
    ],
  ])("%s", (_name, patch, expected) => {
    expect(issues(patch)).toEqual(expected);
  });

  it.each([
    ["2026-11-22", "2026-05-22"],
    ["2026-03-15", "2025-09-15"],
    ["2026-08-31", "2026-02-28"],
    ["2028-08-31", "2028-02-29"],
  ])("six months before %s is %s", (day, expected) => {
    expect(sixMonthsBefore(day)).toBe(expected);
  });
});
