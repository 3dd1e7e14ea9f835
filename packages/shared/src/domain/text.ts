/*
 * One rule for every text a client sends: no NUL character (U+0000). PostgreSQL cannot store it in a text
 * column (it answers 22021), no one types it, and a client that sends it is probing. The server refuses it
 * before validation on every route (plugins/text-guard.ts) and in real-time frames (the chat SEND), with the
 * translated `validation:textNulCharacter`.
 */

const NUL = "\u0000";

/** The validation message key shared by forms and server. */
export const NUL_CHARACTER_MESSAGE = "textNulCharacter";

/** Whether a string holds a NUL character. */
export const hasNulCharacter = (text: string): boolean => text.includes(NUL);

/**
 * The path ("address.street", "items.2.name", "_" for the value itself) of the first string holding a NUL in a
 * parsed JSON value, a query or route parameters; a key holding one counts too. Null when there is none.
 */
export function nulCharacterPath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return hasNulCharacter(value) ? path || "_" : null;
  if (value === null || typeof value !== "object") return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = path ? `${path}.${key}` : String(key);
    if (typeof key === "string" && hasNulCharacter(key)) return itemPath;
    const found = nulCharacterPath(item, itemPath);
    if (found) return found;
  }
  return null;
}
