import type { TWorkoutSteps } from "@bazin/shared/domain/training/workout-steps";
import {
  type Active,
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Over,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { notifications } from "@mantine/notifications";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { useBuilder } from "../lib/builder-context.ts";
import { builderCollision, isBelow, planDrop } from "../lib/builder-dnd.ts";
import { useNodeSummary } from "../lib/builder-summary.ts";
import { findList, findNode, type ListId } from "../lib/builder-tree.ts";

// Module constants: new option objects on each render would rebuild dnd-kit's context and render every row.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

const planOf = (steps: TWorkoutSteps, active: Active, over: Over | null) =>
  planDrop(
    steps,
    String(active.id),
    over ? String(over.id) : null,
    isBelow(active.rect.current.translated, over?.rect),
  );

/**
 * Drag and drop of steps and blocks within and across sections and blocks, by pointer or keyboard (dnd-kit's
 * keyboard sensor with the sortable coordinates), with what happens said aloud in the interface's language.
 * A drop that breaks a rule (deeper than three levels) is refused with a message.
 */
export function BuilderDnd({ children }: { children: ReactNode }) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const summary = useNodeSummary();
  const { dispatch, getSteps } = useBuilder();
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const collision = useMemo(() => builderCollision(getSteps), [getSteps]);

  const accessibility = useMemo(() => {
    const what = (id: string | number) => {
      const place = findNode(getSteps(), String(id));
      return place ? summary.node(place.node) : "";
    };
    const listName = (list: ListId): string => {
      const found = findList(getSteps(), list);
      if (!found) return "";
      if (list.startsWith("section:")) return words.category(found.section);
      const block = findNode(getSteps(), list.slice("block:".length));
      return block ? t("builder.dnd.inBlock", { what: summary.node(block.node) }) : "";
    };
    const said = (active: Active, over: Over | null, final: boolean): string => {
      const plan = planOf(getSteps(), active, over);
      if (!plan)
        return t(final ? "builder.dnd.droppedInPlace" : "builder.dnd.overSame", { what: what(active.id) });
      if ("problem" in plan)
        return t(plan.problem === "tooDeep" ? "builder.dnd.tooDeep" : "builder.dnd.intoItself");
      return t(final ? "builder.dnd.dropped" : "builder.dnd.over", {
        what: what(active.id),
        list: listName(plan.list),
        position: plan.index + 1,
      });
    };
    const announcements: Announcements = {
      onDragStart: ({ active }) => t("builder.dnd.picked", { what: what(active.id) }),
      onDragOver: ({ active, over }) => said(active, over, false),
      onDragEnd: ({ active, over }) => said(active, over, true),
      onDragCancel: ({ active }) => t("builder.dnd.cancelled", { what: what(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t("builder.dnd.instructions") } };
  }, [getSteps, summary, t, words]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const plan = planOf(getSteps(), active, over);
    if (!plan) return;
    if ("problem" in plan) {
      if (plan.problem === "tooDeep")
        notifications.show({ color: "orange", message: t("builder.dnd.tooDeep") });
      return;
    }
    dispatch({ type: "move", id: String(active.id), list: plan.list, index: plan.index });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      {children}
    </DndContext>
  );
}
