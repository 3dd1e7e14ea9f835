/** Text for HTML: element content and quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Some HTML already built from escaped parts; plain strings given to `el` are escaped, these are not. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type Child = string | Html | null | undefined | false | readonly Child[];

function render(child: Child): string {
  if (child === null || child === undefined || child === false) return "";
  if (child instanceof Html) return child.value;
  if (typeof child === "string") return escapeHtml(child);
  return child.map(render).join("");
}

/** Elements that have no content and no end tag. */
const VOID_ELEMENTS = new Set(["img", "br", "hr"]);

/**
 * One element: `el("a", { href: url }, text)`. Every attribute value and every string child is escaped, so
 * text from the database (an admin's, a visitor's) cannot become markup.
 */
export function el(tag: string, attributes: Record<string, string | undefined> | null, ...children: Child[]) {
  const attrs = Object.entries(attributes ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join("");
  if (VOID_ELEMENTS.has(tag)) return new Html(`<${tag}${attrs} />`);
  return new Html(`<${tag}${attrs}>${render(children)}</${tag}>`);
}

/** Several children as one piece of HTML. */
export function fragment(...children: Child[]): Html {
  return new Html(render(children));
}

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

/** Inline Markdown: **bold** becomes <strong>, a [link](url) keeps its text only; the rest is text. */
function inline(text: string): Html {
  const parts = text.replace(/\[([^\]]+)\]\([^)]*\)/g, "$1").split(/\*\*(.+?)\*\*/g);
  return fragment(
    parts.map((part, index) => (index % 2 ? el("strong", null, part) : part.replace(/[*_`]/g, ""))),
  );
}

/**
 * The published texts (privacy policy, terms) as plain HTML: headings, paragraphs and lists, like the web
 * app's Markdown component shows them (the text's "# Title" is the page's <h1>, so "##" is an <h2>).
 */
export function markdownToHtml(markdown: string): Html {
  const out: Html[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) out.push(el("p", null, inline(paragraph.join(" "))));
    if (list)
      out.push(
        el(
          list.ordered ? "ol" : "ul",
          null,
          list.items.map((item) => el("li", null, inline(item))),
        ),
      );
    paragraph = [];
    list = null;
  };
  for (const line of markdown.split(/\r?\n/)) {
    const heading = HEADING.exec(line);
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (!line.trim()) flush();
    else if (heading) {
      flush();
      out.push(el(`h${Math.min(6, heading[1]!.length)}`, null, inline(heading[2]!)));
    } else if (item) {
      const ordered = !BULLET.test(line);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1]!);
    } else if (list) list.items[list.items.length - 1] += ` ${line.trim()}`;
    else paragraph.push(line.trim());
  }
  flush();
  return fragment(out);
}
