/**
 * A published text usually starts with its own "# Title"; the page already shows the title as its <h1>, so
 * the text's leading title line is dropped.
 */
export function withoutLeadingTitle(markdown: string): string {
  return markdown.replace(/^\s*#\s+[^\n]*\n+/, "");
}
