import { List, Text, Title, type TitleOrder } from "@mantine/core";
import { Fragment, type ReactNode } from "react";

/*
 * The privacy text arrives as Markdown. This shows its paragraphs, headings, lists and bold text as React
 * elements (never as HTML), so nothing in the text can run or inject markup. Links show as their words.
 */

function inline(text: string): ReactNode {
  const plain = text.replace(/\[([^\]]+)\]\([^)]*\)/g, "$1");
  return plain.split(/(\*\*[^*]+\*\*)/g).map((part, index) =>
    part.startsWith("**") && part.endsWith("**") && part.length > 4 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
      <strong key={index}>{part.slice(2, -2)}</strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

const BULLET = /^\s*(?:[-*+]|\d+[.)])\s+/;

/** Renders Markdown text below a heading of level `headingBase - 1` (headings start at `headingBase`). */
export function PolicyText({ markdown, headingBase = 3 }: { markdown: string; headingBase?: number }) {
  const blocks = markdown
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return blocks.map((block, index) => {
    const lines = block.split("\n");
    const key = `${index}:${block.slice(0, 20)}`;
    const heading = /^(#{1,6})\s+(.+)$/.exec(lines[0] ?? "");
    const body = heading ? lines.slice(1) : lines;
    return (
      <Fragment key={key}>
        {heading && (
          <Title order={Math.min(6, headingBase + heading[1]!.length - 1) as TitleOrder} size="h5" mt="sm">
            {inline(heading[2]!)}
          </Title>
        )}
        {body.length > 0 && <Block lines={body} />}
      </Fragment>
    );
  });
}

function Block({ lines }: { lines: string[] }) {
  if (lines.every((line) => BULLET.test(line))) {
    return (
      <List type={/^\s*\d/.test(lines[0]!) ? "ordered" : "unordered"} spacing={4} size="sm">
        {lines.map((line, item) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items of one list never move
          <List.Item key={item}>{inline(line.replace(BULLET, ""))}</List.Item>
        ))}
      </List>
    );
  }
  return <Text size="sm">{inline(lines.join(" "))}</Text>;
}
