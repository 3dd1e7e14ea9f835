import { describe, expect, it } from "vitest";
import { type StompEvent, StompFrameError, StompParser, serializeFrame } from "./stomp-codec.ts";

function frames(events: StompEvent[]) {
  return events.flatMap((e) => (e.type === "frame" ? [e.frame] : []));
}

function parseAll(chunks: string[], options?: { maxFrameBytes?: number }) {
  const parser = new StompParser(options);
  return chunks.flatMap((c) => parser.push(c));
}

describe("StompParser", () => {
  it("parses a frame split across many chunks, byte by byte", () => {
    const text = "SEND\ndestination:/app/chat.1\nreceipt:r-1\n\nhello ăîșțâ 🏊\0";
    const events = parseAll([...text]);
    expect(frames(events)).toEqual([
      { command: "SEND", headers: { destination: "/app/chat.1", receipt: "r-1" }, body: "hello ăîșțâ 🏊" },
    ]);
  });

  it("parses several frames in one chunk, with heart-beat EOLs between them", () => {
    const events = parseAll(["\nSUBSCRIBE\nid:0\ndestination:/a\n\n\0\r\n\nUNSUBSCRIBE\nid:0\n\n\0\n"]);
    expect(events.map((e) => (e.type === "frame" ? e.frame.command : e.type))).toEqual([
      "heartbeat",
      "SUBSCRIBE",
      "heartbeat",
      "heartbeat",
      "UNSUBSCRIBE",
      "heartbeat",
    ]);
  });

  it("reports a heart-beat sent alone", () => {
    expect(parseAll(["\n"])).toEqual([{ type: "heartbeat" }]);
    expect(parseAll(["\r", "\n"])).toEqual([{ type: "heartbeat" }]);
  });

  it("accepts CRLF line ends", () => {
    const [frame] = frames(parseAll(["SEND\r\ndestination:/app/x\r\n\r\nbody\0"]));
    expect(frame).toEqual({ command: "SEND", headers: { destination: "/app/x" }, body: "body" });
  });

  it("decodes escaped header values, except in CONNECT", () => {
    const [send, connect] = frames(
      parseAll(["SEND\ndestination:/app/a\\cb\nnote:line\\none\\r\\\\end\n\n\0CONNECT\nlogin:a\\cb\n\n\0"]),
    );
    expect(send?.headers).toEqual({ destination: "/app/a:b", note: "line\none\r\\end" });
    expect(connect?.headers).toEqual({ login: "a\\cb" });
  });

  it("treats an undefined escape sequence as a protocol error", () => {
    expect(() => parseAll(["SEND\ndestination:/a\\t\n\n\0"])).toThrow(StompFrameError);
  });

  it("keeps the first of repeated headers", () => {
    const [frame] = frames(parseAll(["SEND\ndestination:/first\ndestination:/second\n\n\0"]));
    expect(frame?.headers.destination).toBe("/first");
  });

  it("reads content-length in UTF-8 bytes, so a body may hold NUL and multi-byte characters", () => {
    const body = '{"text":"ș\u0000🏊"}';
    const bytes = Buffer.byteLength(body);
    expect(bytes).toBeGreaterThan(body.length);
    const text = `SEND\ndestination:/app/x\ncontent-length:${bytes}\n\n${body}\0SEND\ndestination:/b\n\n\0`;
    const parsed = frames(parseAll([text.slice(0, 40), text.slice(40)]));
    expect(parsed.map((f) => f.body)).toEqual([body, ""]);
  });

  it("refuses a body longer than its content-length", () => {
    expect(() => parseAll(["SEND\ncontent-length:2\n\nabc\0"])).toThrow(/content-length/);
  });

  it("refuses frames larger than the limit, even before they end", () => {
    const parser = new StompParser({ maxFrameBytes: 100 });
    parser.push("SEND\ndestination:/a\n\n");
    expect(() => parser.push("x".repeat(200))).toThrow(
      expect.objectContaining({ code: "STOMP_FRAME_TOO_LARGE" }),
    );
    expect(() => parseAll(["SEND\ncontent-length:1000\n\n"], { maxFrameBytes: 100 })).toThrow(
      expect.objectContaining({ code: "STOMP_FRAME_TOO_LARGE" }),
    );
    expect(() => parseAll([`SEND\nx:${"y".repeat(200)}`], { maxFrameBytes: 100 })).toThrow(
      expect.objectContaining({ code: "STOMP_FRAME_TOO_LARGE" }),
    );
  });

  it("keeps a surrogate pair that straddles two chunks", () => {
    const text = "SEND\ndestination:/a\n\n🏊\0";
    const split = text.indexOf("🏊") + 1;
    const [frame] = frames(parseAll([text.slice(0, split), text.slice(split)]));
    expect(frame?.body).toBe("🏊");
  });

  it("refuses a header line without a name and a bad command line", () => {
    expect(() => parseAll(["SEND\n:x\n\n\0"])).toThrow(
      expect.objectContaining({ code: "STOMP_MALFORMED_FRAME" }),
    );
    expect(() => parseAll(["send me\n\n\0"])).toThrow(
      expect.objectContaining({ code: "STOMP_MALFORMED_FRAME" }),
    );
  });
});

describe("serializeFrame", () => {
  it("escapes headers, counts content-length in bytes and ends with NUL", () => {
    const text = serializeFrame({
      command: "MESSAGE",
      headers: { destination: "/topic/a:b", note: "x\ny\\" },
      body: "ș🏊",
    });
    expect(text).toBe("MESSAGE\ndestination:/topic/a\\cb\nnote:x\\ny\\\\\ncontent-length:6\n\nș🏊\0");
  });

  it("does not escape CONNECTED headers", () => {
    expect(serializeFrame({ command: "CONNECTED", headers: { server: "a:b" }, body: "" })).toBe(
      "CONNECTED\nserver:a:b\n\n\0",
    );
  });

  it("round-trips through the parser", () => {
    const frame = { command: "MESSAGE", headers: { destination: "/q:\r\n\\" }, body: '{"a":"\u0000ț"}' };
    const [parsed] = frames(parseAll([serializeFrame(frame)]));
    expect(parsed?.body).toBe(frame.body);
    expect(parsed?.headers.destination).toBe(frame.headers.destination);
  });
});
