import { Button, Collapse, Group, Stack } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconAdjustmentsHorizontal, IconChevronDown } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";

export interface FilterPanelProps {
  /** What stays in sight on a phone too: the list's search. */
  always?: ReactNode;
  /** The other filters (and sort): in the layout's grid on a wide screen, behind the toggle on a phone. */
  fields: ReactNode;
  /** How many of `fields` are set, said on the toggle: "Filtre (2)". */
  activeCount: number;
  /** Beside the toggle on a phone, after the fields on a wide screen: the reset or clear button. */
  actions?: ReactNode;
  /** The wide screen's layout of the fields (`always` first) and of the actions (a SimpleGrid, usually). */
  layout: (fields: ReactNode, actions: ReactNode) => ReactNode;
}

/**
 * A list's filters. On a wide screen they are all there; on a phone only the search is, and the rest waits
 * behind a "Filtre" button that says how many are on, so the first screen shows the list, not its fields.
 */
export function FilterPanel({ always, fields, activeCount, actions, layout }: FilterPanelProps) {
  const { t } = useTranslation("admin");
  const phone = useMediaQuery("(max-width: 48em)");
  const [open, { toggle }] = useDisclosure(false);
  const fieldsId = useId();

  if (!phone) {
    return layout(
      <>
        {always}
        {fields}
      </>,
      actions,
    );
  }
  return (
    <Stack gap="sm">
      {always}
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          rightSection={
            <IconChevronDown
              size={16}
              aria-hidden
              style={{ transform: open ? "rotate(180deg)" : undefined, transition: "transform 200ms" }}
            />
          }
          aria-expanded={open}
          aria-controls={fieldsId}
          onClick={toggle}
        >
          {activeCount > 0
            ? t("list.filters.toggleActive", { count: activeCount })
            : t("list.filters.toggle")}
        </Button>
        {actions}
      </Group>
      <Collapse expanded={open} id={fieldsId}>
        <Stack gap="sm" pb={4}>
          {fields}
        </Stack>
      </Collapse>
    </Stack>
  );
}
