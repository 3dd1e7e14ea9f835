import type { TWorkoutNode } from "@bazin/shared/domain/training/workout-steps";
import type { WorkoutSection } from "@bazin/shared/domain/training/workout-taxonomy";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlus, IconRepeat } from "@tabler/icons-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { useBuilder } from "../lib/builder-context.ts";
import type { TreeErrors } from "../lib/builder-errors.ts";
import { newRepeat, newStep } from "../lib/builder-nodes.ts";
import { sectionList } from "../lib/builder-tree.ts";
import { BuilderNodeList } from "./BuilderNodeList.tsx";

export interface BuilderSectionProps {
  section: WorkoutSection;
  nodes: readonly TWorkoutNode[];
  expanded: ReadonlySet<string>;
  errors: TreeErrors;
}

function BuilderSectionView({ section, nodes, expanded, errors }: BuilderSectionProps) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const message = useValidationMessage();
  const { dispatch } = useBuilder();
  const list = sectionList(section);
  const title = words.category(section);
  const headingId = `builder-section-${section}`;
  const problem = errors.sections[section];
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: "xs", sm: "md" }}
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <BuilderNodeList nodes={nodes} list={list} depth={1} expanded={expanded} errors={errors} />
        {problem && (
          <Text c="red.9" size="sm">
            {message(problem)}
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="compact-md"
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => dispatch({ type: "add", list, node: newStep(section) })}
            aria-label={t("builder.section.addStepTo", { section: title })}
          >
            {t("builder.section.addStep")}
          </Button>
          <Button
            size="compact-md"
            variant="light"
            leftSection={<IconRepeat size={16} aria-hidden />}
            onClick={() => dispatch({ type: "add", list, node: newRepeat(section) })}
            aria-label={t("builder.section.addRepeatTo", { section: title })}
          >
            {t("builder.section.addRepeat")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** One of the three sections (warm-up, main set, cool-down): its nodes and the buttons that add to it. */
export const BuilderSection = memo(BuilderSectionView);
