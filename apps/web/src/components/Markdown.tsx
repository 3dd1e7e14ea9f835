import { createElement, type ReactNode } from "react";
import { Link } from "react-router";
import classes from "./Markdown.module.css";

/*
 * A small Markdown renderer for the texts the club publishes (privacy policy, terms): headings, paragraphs,
 * bulleted and numbered lists, bold, italic, inline code and links. It builds React elements, never HTML
 * strings, so markup inside a text shows as text and cannot run. Links go only to http(s), mailto:, tel:
 * or a path of this site; anything else stays plain text.
 */

export type MarkdownBlock =
  | { type: "heading"; level: number; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; ordered: boolean; items: string[] };

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

/** Splits Markdown text into blocks. */
export function parseMarkdown(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", text: paragraph.join(" ") });
    if (list) blocks.push({ type: "list", ...list });
    paragraph = [];
    list = null;
  };

  for (const raw of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: "heading", level: heading[1]!.length, text: heading[2]! });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = !bullet;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1]!.trim());
      continue;
    }
    if (list && /^\s+/.test(raw)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (list) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

/** Whether a link target is one we follow: the web, mail, phone, or a path of this site. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|tel:)/i.test(href) || (href.startsWith("/") && !href.startsWith("//"));
}

const INLINE =
  /\*\*(.+?)\*\*|__(.+?)__|(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])|(?<!\w)_(?!\s)(.+?)(?<!\s)_(?!\w)|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Bold, italic, code and links inside one block, as React nodes. */
export function renderInline(text: string, keyPrefix = "i"): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index ?? 0;
    if (at > last) nodes.push(text.slice(last, at));
    const key = `${keyPrefix}.${index++}`;
    const [, bold, bold2, italic, italic2, code, linkText, href] = match;
    if (bold !== undefined || bold2 !== undefined) {
      nodes.push(<strong key={key}>{renderInline(bold ?? bold2!, key)}</strong>);
    } else if (italic !== undefined || italic2 !== undefined) {
      nodes.push(<em key={key}>{renderInline(italic ?? italic2!, key)}</em>);
    } else if (code !== undefined) {
      nodes.push(<code key={key}>{code}</code>);
    } else if (linkText !== undefined && href !== undefined) {
      const external = /^https?:\/\//i.test(href);
      nodes.push(
        href.startsWith("/") && isSafeHref(href) ? (
          <Link key={key} to={href}>
            {renderInline(linkText, key)}
          </Link>
        ) : isSafeHref(href) ? (
          <a key={key} href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
            {renderInline(linkText, key)}
          </a>
        ) : (
          <span key={key}>{renderInline(linkText, key)}</span>
        ),
      );
    }
    last = at + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export interface MarkdownProps {
  markdown: string;
  /** Added to every heading level: 1 turns "#" into <h2> when the page has its own <h1>. */
  headingOffset?: number;
  /** id for the first heading, so a page can name its region after it (aria-labelledby). */
  firstHeadingId?: string;
}

/** Renders Markdown as React elements (see the module comment for what it supports). */
export function Markdown({ markdown, headingOffset = 0, firstHeadingId }: MarkdownProps) {
  let headingSeen = false;
  return (
    <div className={classes.markdown}>
      {parseMarkdown(markdown).map((block, index) => {
        const key = `b${index}`;
        if (block.type === "heading") {
          const level = Math.min(6, block.level + headingOffset);
          const id = !headingSeen && firstHeadingId ? firstHeadingId : undefined;
          headingSeen = true;
          return createElement(`h${level}`, { key, id }, renderInline(block.text, key));
        }
        if (block.type === "list") {
          const items = block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a published text's items never move
            <li key={i}>{renderInline(item, `${key}.${i}`)}</li>
          ));
          return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
        }
        return <p key={key}>{renderInline(block.text, key)}</p>;
      })}
    </div>
  );
}
