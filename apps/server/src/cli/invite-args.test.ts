import { describe, expect, it } from "vitest";
import { parseInviteArgs } from "./invite-args.ts";

const base = ["--email", "Ana@Club.ro", "--first-name", "Ana", "--last-name", "Pop"];

describe("admin:invite arguments", () => {
  it("reads an invitation, administrator and Romanian by default, normalized by the shared contract", () => {
    expect(parseInviteArgs(base)).toEqual({
      kind: "invite",
      input: { email: "ana@club.ro", firstName: "Ana", lastName: "Pop", role: "admin" },
      lang: "ro",
    });
  });

  it("takes a role, a mail language and the --opt=value form", () => {
    expect(parseInviteArgs([...base, "--role=coach", "--lang", "en"])).toMatchObject({
      kind: "invite",
      input: { role: "coach" },
      lang: "en",
    });
  });

  it("asks for help with --help or -h, whatever else is given", () => {
    expect(parseInviteArgs(["--help"])).toEqual({ kind: "help" });
    expect(parseInviteArgs(["-h", "--email", "x"])).toEqual({ kind: "help" });
  });

  it("names missing options", () => {
    expect(parseInviteArgs([])).toEqual({
      kind: "error",
      message: "Missing --email, --first-name, --last-name.",
    });
    expect(parseInviteArgs(["--email", "ana@club.ro", "--first-name", "Ana"])).toEqual({
      kind: "error",
      message: "Missing --last-name.",
    });
  });

  it("refuses what the contract refuses, naming the option", () => {
    const at = (args: string[]) => parseInviteArgs(args);
    expect(at(["--email", "not-an-email", "--first-name", "Ana", "--last-name", "Pop"])).toEqual({
      kind: "error",
      message: "--email: The email address is not valid.",
    });
    expect(at([...base, "--role", "owner"])).toEqual({
      kind: "error",
      message: '--role: must be one of admin, coach, swimmer, user (got "owner").',
    });
    expect(at(["--email", "ana@club.ro", "--first-name", "  ", "--last-name", "x".repeat(101)])).toEqual({
      kind: "error",
      message: "--first-name: Required field.\n--last-name: At most 100 characters.",
    });
  });

  it("refuses unknown options, positionals, a missing value and an unknown language", () => {
    for (const args of [
      [...base, "--admin"],
      [...base, "extra"],
      ["--first-name", "Ana", "--last-name", "Pop", "--email"],
      [...base, "--lang", "de"],
    ]) {
      const parsed = parseInviteArgs(args);
      expect(parsed.kind, args.join(" ")).toBe("error");
    }
    expect(parseInviteArgs([...base, "--admin"])).toMatchObject({
      message: expect.stringContaining("--admin"),
    });
    expect(parseInviteArgs([...base, "--lang", "de"])).toMatchObject({
      message: '--lang: must be one of ro, en (got "de").',
    });
  });
});
