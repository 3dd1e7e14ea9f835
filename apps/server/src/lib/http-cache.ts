import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/*
 * Public answers that change rarely (the club's profile, announcements, the gallery, the privacy policy) carry an
 * ETag, a fingerprint of the JSON body, and a Cache-Control that lets a browser or a proxy keep them. When it asks
 * again with If-None-Match and the body is the same, the answer is 304 with no body: the database is still read,
 * but nothing is sent again. Any change to the data changes the body, so the ETag, and the next request gets it.
 *
 * The hook runs as a route's own `onSend`, before @fastify/compress (which appends its hook after the route's), so
 * it sees the serialized JSON. The ETag is weak (W/): the same JSON may go out gzip-compressed or not.
 */

/** Whether an If-None-Match header names this ETag (or is `*`), comparing weakly as RFC 9110 says for GET. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === opaque);
}

/** The weak ETag of a body. */
export function etagOf(body: string): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/**
 * A route's `onSend` hook: ETag on every 200 JSON answer, the given Cache-Control, and 304 without a body when the
 * client already holds this version. `cacheControl` defaults to revalidating every time (`no-cache`).
 */
export function revalidated(cacheControl = "public, no-cache") {
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: Error | null, payload?: unknown) => void,
  ) => {
    if (reply.statusCode !== 200 || typeof payload !== "string") return done(null, payload);
    const etag = etagOf(payload);
    reply.header("ETag", etag).header("Cache-Control", cacheControl);
    if (!matchesEtag(request.headers["if-none-match"], etag)) return done(null, payload);
    reply.code(304).removeHeader("Content-Type").removeHeader("Content-Length");
    done(null, "");
  };
}
