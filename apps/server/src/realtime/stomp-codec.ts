/*
 * STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html) as they travel over SockJS: the
 * client's messages are text chunks that may hold part of a frame, several frames, or heart-beat EOLs between
 * frames. The parser works on UTF-8 bytes because `content-length` counts bytes, and a body with a
 * `content-length` may hold NUL and any character.
 */

export interface StompFrame {
  command: string;
  /** Decoded header values; when a header repeats, the first occurrence wins (STOMP 1.2). */
  headers: Record<string, string>;
  body: string;
}

export type StompEvent = { type: "frame"; frame: StompFrame } | { type: "heartbeat" };

/** A frame the parser cannot accept; the connection must answer ERROR and close. */
export class StompFrameError extends Error {
  constructor(
    /** An AppError code, so the broker can translate it like any other error. */
    readonly code: "STOMP_MALFORMED_FRAME" | "STOMP_FRAME_TOO_LARGE",
    detail: string,
  ) {
    super(detail);
    this.name = "StompFrameError";
  }
}

/** Chat messages are at most 5000 characters (≤ 20 kB of UTF-8 in JSON); 64 KiB leaves room, no more. */
export const DEFAULT_MAX_FRAME_BYTES = 64 * 1024;
const MAX_HEADERS = 64;

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

/** CONNECT and CONNECTED are exempt from header escaping, for compatibility with STOMP 1.0 (spec §"Value Encoding"). */
function escapes(command: string) {
  return command !== "CONNECT" && command !== "CONNECTED";
}

function unescapeHeader(raw: string): string {
  if (!raw.includes("\\")) return raw;
  return raw.replace(/\\(.?)/gs, (_, c: string) => {
    switch (c) {
      case "r":
        return "\r";
      case "n":
        return "\n";
      case "c":
        return ":";
      case "\\":
        return "\\";
      default:
        // The spec makes an undefined escape sequence a fatal protocol error.
        throw new StompFrameError("STOMP_MALFORMED_FRAME", `undefined escape sequence \\${c}`);
    }
  });
}

function escapeHeader(value: string): string {
  return value.replace(/[\\\r\n:]/g, (c) => {
    switch (c) {
      case "\\":
        return "\\\\";
      case "\r":
        return "\\r";
      case "\n":
        return "\\n";
      default:
        return "\\c";
    }
  });
}

interface PendingBody {
  command: string;
  headers: Record<string, string>;
  bodyStart: number;
  contentLength: number | null;
}

/** An incremental parser for one connection. `push` each text chunk as it arrives; it returns what completed. */
export class StompParser {
  private buffer = Buffer.alloc(0);
  /** A high surrogate that ended the last chunk, kept until its low half arrives. */
  private danglingSurrogate = "";
  private pending: PendingBody | null = null;
  private readonly maxFrameBytes: number;

  constructor(options: { maxFrameBytes?: number } = {}) {
    this.maxFrameBytes = options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES;
  }

  /** Parses what `chunk` completes. Throws StompFrameError on a malformed or oversized frame. */
  push(chunk: string): StompEvent[] {
    let text = this.danglingSurrogate + chunk;
    this.danglingSurrogate = "";
    const last = text.charCodeAt(text.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) {
      this.danglingSurrogate = text.slice(-1);
      text = text.slice(0, -1);
    }
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, Buffer.from(text)]) : Buffer.from(text);
    const events: StompEvent[] = [];
    let offset = 0;
    for (;;) {
      const consumed = this.next(offset, events);
      if (consumed === offset) break;
      offset = consumed;
    }
    this.buffer = this.buffer.subarray(offset);
    if (this.pending) this.pending.bodyStart -= offset;
    if (this.buffer.length > this.maxFrameBytes + 2) {
      throw new StompFrameError("STOMP_FRAME_TOO_LARGE", `frame larger than ${this.maxFrameBytes} bytes`);
    }
    return events;
  }

  /** Consumes one heart-beat or frame starting at `offset`; returns the new offset (unchanged: needs more). */
  private next(offset: number, events: StompEvent[]): number {
    const buf = this.buffer;
    if (!this.pending) {
      if (offset >= buf.length) return offset;
      if (buf[offset] === LF) {
        events.push({ type: "heartbeat" });
        return offset + 1;
      }
      if (buf[offset] === CR) {
        if (offset + 1 >= buf.length) return offset;
        if (buf[offset + 1] !== LF) throw new StompFrameError("STOMP_MALFORMED_FRAME", "CR without LF");
        events.push({ type: "heartbeat" });
        return offset + 2;
      }
      const head = this.parseHead(offset);
      if (!head) return offset;
      this.pending = head;
    }
    return this.parseBody(offset, events);
  }

  /** The command and headers, once their closing blank line has arrived. */
  private parseHead(offset: number): PendingBody | null {
    const buf = this.buffer;
    const lines: string[] = [];
    let lineStart = offset;
    for (;;) {
      const nl = buf.indexOf(LF, lineStart);
      if (nl < 0) {
        this.checkSize(buf.length - offset);
        return null;
      }
      const end = nl > lineStart && buf[nl - 1] === CR ? nl - 1 : nl;
      const line = buf.toString("utf8", lineStart, end);
      lineStart = nl + 1;
      if (line === "") break;
      lines.push(line);
      if (lines.length > MAX_HEADERS + 1)
        throw new StompFrameError("STOMP_MALFORMED_FRAME", "too many headers");
    }
    this.checkSize(lineStart - offset);
    const [command = "", ...headerLines] = lines;
    if (!/^[A-Z]+$/.test(command)) throw new StompFrameError("STOMP_MALFORMED_FRAME", "bad command line");
    const decode = escapes(command) ? unescapeHeader : (s: string) => s;
    const headers: Record<string, string> = Object.create(null);
    for (const line of headerLines) {
      const colon = line.indexOf(":");
      if (colon <= 0) throw new StompFrameError("STOMP_MALFORMED_FRAME", "header without name");
      const name = decode(line.slice(0, colon));
      if (!(name in headers)) headers[name] = decode(line.slice(colon + 1));
    }
    let contentLength: number | null = null;
    if (headers["content-length"] !== undefined) {
      const raw = headers["content-length"];
      if (!/^\d{1,9}$/.test(raw)) throw new StompFrameError("STOMP_MALFORMED_FRAME", "bad content-length");
      contentLength = Number(raw);
      this.checkSize(lineStart - offset + contentLength);
    }
    return { command, headers: { ...headers }, bodyStart: lineStart, contentLength };
  }

  private parseBody(offset: number, events: StompEvent[]): number {
    const buf = this.buffer;
    const pending = this.pending as PendingBody;
    let end: number;
    if (pending.contentLength !== null) {
      end = pending.bodyStart + pending.contentLength;
      if (end >= buf.length) return offset;
      if (buf[end] !== NUL)
        throw new StompFrameError("STOMP_MALFORMED_FRAME", "body longer than content-length");
    } else {
      end = buf.indexOf(NUL, pending.bodyStart);
      if (end < 0) {
        this.checkSize(buf.length - offset);
        return offset;
      }
    }
    this.checkSize(end - offset);
    const body = buf.toString("utf8", pending.bodyStart, end);
    this.pending = null;
    events.push({ type: "frame", frame: { command: pending.command, headers: pending.headers, body } });
    return end + 1;
  }

  private checkSize(bytes: number) {
    if (bytes > this.maxFrameBytes) {
      throw new StompFrameError("STOMP_FRAME_TOO_LARGE", `frame larger than ${this.maxFrameBytes} bytes`);
    }
  }
}

/**
 * One frame as text, NUL-terminated. Headers are escaped (except in CONNECT/CONNECTED); a frame with a body gets
 * its `content-length` in UTF-8 bytes unless the caller set one.
 */
export function serializeFrame(frame: StompFrame): string {
  const encode = escapes(frame.command) ? escapeHeader : (s: string) => s;
  let out = `${frame.command}\n`;
  for (const [name, value] of Object.entries(frame.headers)) out += `${encode(name)}:${encode(value)}\n`;
  if (frame.body.length > 0 && frame.headers["content-length"] === undefined) {
    out += `content-length:${Buffer.byteLength(frame.body)}\n`;
  }
  return `${out}\n${frame.body}\0`;
}

/** The heart-beat a side sends when it has nothing else to send. */
export const HEARTBEAT = "\n";
