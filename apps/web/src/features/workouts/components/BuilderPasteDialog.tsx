import { type NotationProblem, parseWorkoutNotation } from "@bazin/shared/domain/training/workout-notation";
import { STEP_LIMITS, type TWorkoutNode } from "@bazin/shared/domain/training/workout-steps";
import { WORKOUT_SECTIONS } from "@bazin/shared/domain/training/workout-taxonomy";
import { Button, Code, Group, List, Modal, Stack, Text, Textarea, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { useBuilder } from "../lib/builder-context.ts";
import { newNodeId } from "../lib/builder-nodes.ts";
import { useNodeSummary } from "../lib/builder-summary.ts";
import { countTreeNodes } from "../lib/builder-tree.ts";

function PreviewNodes({ nodes }: { nodes: readonly TWorkoutNode[] }) {
  const summary = useNodeSummary();
  return (
    <List size="sm" spacing={2} withPadding>
      {nodes.map((node) => (
        <List.Item key={node.id}>
          {summary.node(node)}
          {node.kind === "repeat" && <PreviewNodes nodes={node.children} />}
        </List.Item>
      ))}
    </List>
  );
}

/** One line the parser could not read, the unread part marked (a zero-width problem marks one space). */
function ProblemLine({ problem, line }: { problem: NotationProblem; line: string }) {
  const { t } = useTranslation("admin");
  const start = Math.max(0, problem.column - 1);
  const end = start + Math.max(1, problem.length);
  const marked = line.slice(start, end) || " ";
  const where = {
    line: problem.line,
    column: problem.column,
    reason: t(`builder.paste.codes.${problem.code}`),
  };
  return (
    <Stack gap={2}>
      <Text size="sm" c="red.9">
        {problem.text.trim()
          ? t("builder.paste.problem", { ...where, text: problem.text })
          : t("builder.paste.problemAt", where)}
      </Text>
      <Code block style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {line.slice(0, start)}
        <mark style={{ background: "var(--mantine-color-red-2)", color: "var(--mantine-color-red-9)" }}>
          {marked}
        </mark>
        {line.slice(end)}
      </Code>
    </Stack>
  );
}

/**
 * "Paste sets": set lines as written on the pool deck board ("4×100 liber @1:40"), parsed as they are typed by
 * the shared notation parser. The preview shows the steps it read; each line it could not read is listed with
 * its line and column and the unread part marked. "Add to workout" appends the sections it read.
 */
export function BuilderPasteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(["admin", "common"]);
  const words = useHubWords();
  const phone = useMediaQuery("(max-width: 48em)");
  const { dispatch, getSteps, announce } = useBuilder();
  const [text, setText] = useState("");
  const typed = useDeferredValue(text);
  const parsed = useMemo(() => parseWorkoutNotation(typed, { newId: newNodeId }), [typed]);
  const lines = typed.split(/\r?\n/);
  const read = countTreeNodes(parsed.steps);
  const hasProblems = parsed.problems.length > 0;
  const overLimit = opened && countTreeNodes(getSteps()) + read > STEP_LIMITS.maxNodes;

  const close = () => {
    setText("");
    onClose();
  };
  const add = () => {
    dispatch({ type: "append", steps: parsed.steps });
    announce(t("builder.paste.added", { count: read }));
    close();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("builder.paste.title")}
      size="xl"
      fullScreen={!!phone}
      closeButtonProps={{ "aria-label": t("common:actions.close") }}
    >
      <Stack gap="md">
        <Textarea
          label={t("builder.paste.label")}
          description={t("builder.paste.hint")}
          autosize
          minRows={6}
          maxRows={14}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={hasProblems ? t("builder.paste.problems", { count: parsed.problems.length }) : undefined}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          data-autofocus
        />
        {hasProblems && (
          <Stack gap="xs">
            {parsed.problems.map((problem) => (
              <ProblemLine
                key={`${problem.line}:${problem.column}`}
                problem={problem}
                line={lines[problem.line - 1] ?? ""}
              />
            ))}
          </Stack>
        )}
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t("builder.paste.preview")}
          </Title>
          {read === 0 ? (
            <Text size="sm" c="gray.7">
              {t("builder.paste.nothing")}
            </Text>
          ) : (
            WORKOUT_SECTIONS.filter((section) => parsed.steps[section].length > 0).map((section) => (
              <div key={section}>
                <Text size="sm" fw={600}>
                  {words.category(section)}
                </Text>
                <PreviewNodes nodes={parsed.steps[section]} />
              </div>
            ))
          )}
        </Stack>
        {overLimit && (
          <Text size="sm" c="red.9">
            {t("builder.paste.overLimit", { max: STEP_LIMITS.maxNodes })}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            {t("builder.paste.cancel")}
          </Button>
          <Button onClick={add} disabled={read === 0 || hasProblems || overLimit}>
            {t("builder.paste.add")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
