import { Box, Text, VisuallyHidden } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type DiffLine, lineDiff } from "../lib/line-diff.ts";

/** Unchanged lines kept around a change; longer unchanged runs fold into one "… n unchanged lines" line. */
const CONTEXT = 2;

type Shown = DiffLine | { kind: "folded"; count: number };

function fold(lines: DiffLine[]): Shown[] {
  const out: Shown[] = [];
  let run: DiffLine[] = [];
  const flush = (atEnd: boolean, atStart: boolean) => {
    const keepBefore = atStart ? 0 : CONTEXT;
    const keepAfter = atEnd ? 0 : CONTEXT;
    if (run.length > keepBefore + keepAfter + 1) {
      out.push(...run.slice(0, keepBefore), { kind: "folded", count: run.length - keepBefore - keepAfter });
      out.push(...run.slice(run.length - keepAfter));
    } else out.push(...run);
    run = [];
  };
  lines.forEach((line) => {
    if (line.kind === "same") run.push(line);
    else {
      flush(false, out.length === 0);
      out.push(line);
    }
  });
  flush(true, out.length === 0);
  return out;
}

const STYLE = {
  added: { bg: "green.0", c: "green.9", sign: "+" },
  removed: { bg: "red.0", c: "red.9", sign: "−" },
  same: { bg: undefined, c: "gray.8", sign: " " },
} as const;

/**
 * What changed in one language from the previous version to this one, line by line: added lines in green
 * (`ins`), removed ones in red (`del`), each also named for screen readers; unchanged stretches folded.
 */
export function VersionDiff({ older, newer, lang }: { older: string; newer: string; lang: string }) {
  const { t } = useTranslation("admin");
  const lines = useMemo(() => lineDiff(older, newer), [older, newer]);
  const added = lines.filter((l) => l.kind === "added").length;
  const removed = lines.filter((l) => l.kind === "removed").length;
  if (added + removed === 0) return <Text c="gray.7">{t("gdpr.diff.none")}</Text>;
  return (
    <>
      <Text size="sm" c="gray.7" mb="xs">
        {t("gdpr.diff.summary", { added, removed })}
      </Text>
      <Box
        component="pre"
        lang={lang}
        m={0}
        p="xs"
        fz={13}
        bd="1px solid var(--mantine-color-gray-3)"
        style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", borderRadius: 4 }}
      >
        {fold(lines).map((line, index) => {
          if (line.kind === "folded") {
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no identity but their place.
              <Text key={index} component="span" display="block" c="gray.7" fs="italic" fz={13}>
                {t("gdpr.diff.folded", { count: line.count })}
              </Text>
            );
          }
          const style = STYLE[line.kind];
          const Tag = line.kind === "added" ? "ins" : line.kind === "removed" ? "del" : "span";
          return (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no identity but their place.
              key={index}
              component={Tag}
              display="block"
              bg={style.bg}
              c={style.c}
              style={{ textDecoration: "none" }}
            >
              {line.kind !== "same" && <VisuallyHidden>{t(`gdpr.diff.${line.kind}`)}</VisuallyHidden>}
              <span aria-hidden>{style.sign} </span>
              {line.text || "\u00a0"}
            </Box>
          );
        })}
      </Box>
    </>
  );
}
