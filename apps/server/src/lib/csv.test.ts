import { describe, expect, it } from "vitest";
import { csvField, csvStream } from "./csv.ts";

describe("csvField", () => {
  it("quotes only fields that need it, doubling inner quotes", () => {
    expect(csvField("Ștefănescu")).toBe("Ștefănescu");
    expect(csvField('Pop, "Ana"')).toBe('"Pop, ""Ana"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(" leading")).toBe('" leading"');
  });

  it("writes numbers as numbers and nothing for missing values", () => {
    expect(csvField(14)).toBe("14");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
  });

  it("neutralises text a spreadsheet would run as a formula, but keeps phone numbers", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("-cmd")).toBe("'-cmd");
    expect(csvField("+40 712 345 678")).toBe("+40 712 345 678");
    expect(csvField("0722-123-456")).toBe("0722-123-456");
    expect(csvField("-5")).toBe("-5");
    expect(csvField("+2.5")).toBe("+2.5");
  });

  it("neutralises every dangerous start, also when the rest begins like a number or a phone", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      for (const rest of ["1+SUM(2;3)", "1+cmd|' /C calc'!A0", "HYPERLINK(1)", "40 712+1", " 5"]) {
        const value = `${start}${rest}`;
        const field = csvField(value);
        const unquoted = field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field;
        expect(unquoted, JSON.stringify(value)).toBe(`'${value}`);
      }
    }
  });
});

describe("csvStream", () => {
  it("starts with the byte order mark and ends every line with CRLF", async () => {
    async function* batches() {
      yield [["Ana", 1]];
      yield [];
      yield [
        ["Ion", 2],
        ["Maria", 3],
      ];
    }
    const chunks: Buffer[] = [];
    for await (const chunk of csvStream(["name", "n"], batches())) chunks.push(Buffer.from(chunk));
    const text = Buffer.concat(chunks).toString("utf8");
    expect(text).toBe("\uFEFFname,n\r\nAna,1\r\nIon,2\r\nMaria,3\r\n");
  });

  it("ends with the error of a failing batch", async () => {
    async function* batches(): AsyncGenerator<unknown[][]> {
      yield [["Ana"]];
      throw new Error("database gone");
    }
    const read = async () => {
      for await (const _ of csvStream(["name"], batches()));
    };
    await expect(read()).rejects.toThrow("database gone");
  });
});
