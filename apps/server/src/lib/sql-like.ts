/** A case-insensitive "contains" LIKE pattern: `%`, `_` and `\` typed by a user are literal characters. */
export function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
