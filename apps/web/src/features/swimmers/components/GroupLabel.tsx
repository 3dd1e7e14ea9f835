import type { TAdvancedSwimmerSummary } from "@bazin/shared/contracts/swimmers";
import { ColorSwatch, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The swimmer's group: its colour and name, or "no group". The colour is named for screen readers. */
export function GroupLabel({ group }: { group: TAdvancedSwimmerSummary["group"] }) {
  const { t } = useTranslation("admin");
  if (!group)
    return (
      <Text span size="sm" c="dimmed">
        {t("advancedSwimmers.noGroup")}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap" component="span" display="inline-flex">
      <ColorSwatch
        component="span"
        color={group.color ?? "#868e96"}
        size={14}
        role="img"
        aria-label={t("advancedSwimmers.colour", { name: group.name })}
        style={{ flexShrink: 0 }}
      />
      <Text span size="sm" style={{ overflowWrap: "anywhere" }}>
        {group.name}
      </Text>
    </Group>
  );
}
