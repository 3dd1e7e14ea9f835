import type { TPlanAnalytics } from "@bazin/shared/contracts/plans";
import { Anchor, Badge, ColorSwatch, Group, ScrollArea, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { advancedSwimmerPath } from "../../../lib/paths.ts";

/** Who the plan reaches: each swimmer, their groups, and whether they are in it directly, by a group or both. */
export function SwimmersTab({ participants }: { participants: TPlanAnalytics["participants"] }) {
  const { t } = useTranslation("admin");
  if (participants.length === 0) return <Text c="gray.7">{t("plans.swimmers.empty")}</Text>;
  return (
    <ScrollArea
      type="auto"
      viewportProps={{ tabIndex: 0, role: "region", "aria-label": t("plans.swimmers.label") }}
    >
      <Table miw={520} striped verticalSpacing="sm" aria-label={t("plans.swimmers.label")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("plans.swimmers.columns.name")}</Table.Th>
            <Table.Th>{t("plans.swimmers.columns.groups")}</Table.Th>
            <Table.Th>{t("plans.swimmers.columns.via")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {participants.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Anchor component={Link} to={advancedSwimmerPath(p.id)} fw={600}>
                  {p.fullName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {p.groups.length === 0 ? (
                  <Text size="sm" c="gray.7">
                    {t("plans.swimmers.noGroup")}
                  </Text>
                ) : (
                  <Group gap={4}>
                    {p.groups.map((g) => (
                      <Badge
                        key={g.id}
                        variant="outline"
                        color="gray.8"
                        leftSection={
                          <ColorSwatch
                            color={g.color || "#868e96"}
                            size={10}
                            withShadow={false}
                            aria-hidden
                          />
                        }
                      >
                        {g.name}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`plans.swimmers.via.${p.via}`)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
