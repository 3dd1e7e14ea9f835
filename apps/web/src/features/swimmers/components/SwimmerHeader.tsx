import type { TAdvancedSwimmerDetail } from "@bazin/shared/contracts/swimmers";
import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconChartLine, IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { studentTimesPath } from "../../../lib/paths.ts";
import { useDateFormat } from "../lib/format.ts";
import { AccountBadge } from "./AccountBadge.tsx";
import { GroupLabel } from "./GroupLabel.tsx";

/** Name, age, gender, group and account of the swimmer, with the edit and delete buttons. */
export function SwimmerHeader({
  swimmer: s,
  onEdit,
  onDelete,
}: {
  swimmer: TAdvancedSwimmerDetail;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(["admin", "common"]);
  const date = useDateFormat();
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ flex: "1 1 18rem", minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: "anywhere" }}>
            {s.fullName}
          </Title>
          <Group gap="sm" c="gray.8">
            <Text size="sm">{t("advancedSwimmers.ageYears", { age: s.age })}</Text>
            <Text size="sm">
              {s.gender ? t(`common:training.gender.${s.gender}`) : t("advancedSwimmers.genderUnknown")}
            </Text>
            <GroupLabel group={s.group} />
            <AccountBadge hasAccount={s.hasAccount} long />
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {[s.email, s.phone].filter(Boolean).join(" · ")}
            {" · "}
            {t("advancedSwimmers.fields.createdAt")} {date.moment(s.createdAt)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconPencil size={18} aria-hidden />} onClick={onEdit}>
            {t("advancedSwimmers.details.edit")}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={onDelete}
          >
            {t("advancedSwimmers.details.delete")}
          </Button>
        </Group>
      </Group>
      <Anchor component={Link} to={studentTimesPath(s.id)} fw={600} w="fit-content">
        <Group gap={6} component="span">
          <IconChartLine size={18} aria-hidden />
          {t("advancedSwimmers.details.allTimes")}
        </Group>
      </Anchor>
    </Stack>
  );
}
