/*
 * One rule for every text a client sends: no character that cannot be stored. That is NUL (U+0000), which
 * PostgreSQL refuses in text (22021), and a lone UTF-16 surrogate (half of an emoji, "\ud800" in JSON), which
 * it refuses in jsonb (22P05). No one types either; a client that sends one is broken or probing. The server
 * refuses them before validation on every route (plugins/text-guard.ts) and in real-time frames (the chat
 * SEND), with the translated `validation:textInvalidCharacter`.
 */

// With the u flag, \p{Cs} matches only a surrogate that is not half of a pair.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the character this rule refuses
const UNSTORABLE = /\u0000|\p{Cs}/u;

/** The validation message key shared by forms and server. */
export const INVALID_CHARACTER_MESSAGE = "textInvalidCharacter";

/** Whether a string holds a character that cannot be stored (NUL, a lone surrogate). */
export const hasInvalidCharacter = (text: string): boolean => UNSTORABLE.test(text);

/**
 * The path ("address.street", "items.2.name", "_" for the value itself) of the first string holding a
 * character that cannot be stored, in a parsed JSON value, a query or route parameters; a key holding one
 * counts too. Null when there is none.
 */
export function invalidCharacterPath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return hasInvalidCharacter(value) ? path || "_" : null;
  if (value === null || typeof value !== "object") return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = path ? `${path}.${key}` : String(key);
    if (typeof key === "string" && hasInvalidCharacter(key)) return itemPath;
    const found = invalidCharacterPath(item, itemPath);
    if (found) return found;
  }
  return null;
}
