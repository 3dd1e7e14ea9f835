import { createHmac, hash, randomBytes, timingSafeEqual } from "node:crypto";

/** A random, URL-safe token of 32 bytes. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Tokens are stored hashed: a database leak does not hand out live sessions or links. Every signed-in request
 * hashes its session token; the one-shot `hash` costs a third of a Hash object's create/update/digest.
 */
export function hashToken(token: string): string {
  return hash("sha256", token, "hex");
}

export function hmac(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url");
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
