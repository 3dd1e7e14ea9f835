import { WORKOUT_SECTIONS, type WorkoutSection } from "@bazin/shared/domain/training/workout-taxonomy";
import { ActionIcon, Menu } from "@mantine/core";
import {
  IconArrowBarToRight,
  IconArrowDown,
  IconArrowUp,
  IconCopy,
  IconDots,
  IconIndentDecrease,
  IconIndentIncrease,
  IconRepeat,
  IconTrash,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { useBuilder } from "../lib/builder-context.ts";
import { newNodeId } from "../lib/builder-nodes.ts";
import { canWrap, checkMove, findList, findNode, indentTarget, sectionList } from "../lib/builder-tree.ts";

/** The menu's items, worked out from the tree when the menu opens (Mantine renders the dropdown only then). */
function NodeMenuItems({ id }: { id: string }) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const { dispatch, getSteps, announce } = useBuilder();
  const steps = getSteps();
  const place = findNode(steps, id);
  if (!place) return null;
  const length = findList(steps, place.list)?.nodes.length ?? 0;
  const block = indentTarget(steps, id);
  const canIndent = !!block && checkMove(steps, id, `block:${block.id}`) === null;
  const otherSections = WORKOUT_SECTIONS.filter((section) => section !== place.section || place.parent);

  const moveBy = (delta: -1 | 1) => {
    dispatch({ type: "moveBy", id, delta });
    announce(t(delta < 0 ? "builder.announce.movedUp" : "builder.announce.movedDown"));
  };
  const toSection = (section: WorkoutSection) => {
    const list = sectionList(section);
    dispatch({ type: "move", id, list, index: findList(steps, list)?.nodes.length ?? 0 });
    announce(t("builder.announce.movedToSection", { section: words.category(section) }));
  };

  return (
    <>
      <Menu.Item
        leftSection={<IconArrowUp size={16} aria-hidden />}
        disabled={place.index === 0}
        onClick={() => moveBy(-1)}
      >
        {t("builder.menu.moveUp")}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconArrowDown size={16} aria-hidden />}
        disabled={place.index >= length - 1}
        onClick={() => moveBy(1)}
      >
        {t("builder.menu.moveDown")}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconIndentIncrease size={16} aria-hidden />}
        disabled={!canIndent}
        onClick={() => {
          dispatch({ type: "indent", id });
          announce(t("builder.announce.indented"));
        }}
      >
        {t("builder.menu.indent")}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconIndentDecrease size={16} aria-hidden />}
        disabled={!place.parent}
        onClick={() => {
          dispatch({ type: "outdent", id });
          announce(t("builder.announce.outdented"));
        }}
      >
        {t("builder.menu.outdent")}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconRepeat size={16} aria-hidden />}
        disabled={!canWrap(steps, id)}
        onClick={() => {
          dispatch({ type: "wrap", id, blockId: newNodeId() });
          announce(t("builder.announce.wrapped"));
        }}
      >
        {t("builder.menu.wrap")}
      </Menu.Item>
      <Menu.Divider />
      {otherSections.map((section) => (
        <Menu.Item
          key={section}
          leftSection={<IconArrowBarToRight size={16} aria-hidden />}
          onClick={() => toSection(section)}
        >
          {t("builder.menu.moveToSection", { section: words.category(section) })}
        </Menu.Item>
      ))}
      <Menu.Divider />
      <Menu.Item
        leftSection={<IconCopy size={16} aria-hidden />}
        onClick={() => {
          dispatch({ type: "duplicate", id, newId: newNodeId });
          announce(t("builder.announce.duplicated"));
        }}
      >
        {t("builder.menu.duplicate")}
      </Menu.Item>
      <Menu.Item
        color="red.9"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => {
          dispatch({ type: "remove", id });
          announce(t("builder.announce.removed"));
        }}
      >
        {t("builder.menu.remove")}
      </Menu.Item>
    </>
  );
}

/**
 * The actions of a step or block for those who do not drag: move up/down, into the block above or out of its
 * block, repeat it, move it to another section, duplicate, remove. Moves that would break a rule are disabled.
 */
export function BuilderNodeMenu({ id, label }: { id: string; label: string }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.7" size="lg" aria-label={label}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <NodeMenuItems id={id} />
      </Menu.Dropdown>
    </Menu>
  );
}
