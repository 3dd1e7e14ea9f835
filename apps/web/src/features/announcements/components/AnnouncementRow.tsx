import type { TAdminAnnouncement } from "@bazin/shared/contracts/content";
import { Badge, Group, Paper, Stack, Switch, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatEventDate } from "../../../components/announcements/format.ts";
import { EditDeleteActions } from "../../../components/EditDeleteActions.tsx";
import { currentLanguage } from "../../../lib/i18n.ts";

/** One announcement in the managers' list: what it is, whether it is published (a switch), edit and delete. */
export function AnnouncementRow({
  announcement: a,
  toggling,
  onToggle,
  onEdit,
  onDelete,
}: {
  announcement: TAdminAnnouncement;
  toggling: boolean;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(["admin", "public"]);
  return (
    <Paper withBorder p="md" radius="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {a.title}
          </Text>
          <Group gap={6}>
            <Badge variant="outline" color="gray.8">
              {t(`public:events.category.${a.category}`)}
            </Badge>
            <Badge variant="outline" color={a.active ? "teal.9" : "gray.7"}>
              {a.active ? t("announcements.published") : t("announcements.draft")}
            </Badge>
            <Text size="sm" c="gray.7">
              {t("announcements.priority", { value: a.priority })}
            </Text>
          </Group>
          {a.eventDate && (
            <Text size="sm" c="gray.7">
              {t("announcements.eventOn", { date: formatEventDate(a.eventDate, currentLanguage()) })}
            </Text>
          )}
        </Stack>
        <EditDeleteActions
          editLabel={t("announcements.edit", { title: a.title })}
          deleteLabel={t("announcements.delete", { title: a.title })}
          onEdit={onEdit}
          onDelete={onDelete}
          before={
            <Switch
              checked={a.active}
              disabled={toggling}
              onChange={(e) => onToggle(e.currentTarget.checked)}
              aria-label={t("announcements.toggle", { title: a.title })}
            />
          }
        />
      </Group>
    </Paper>
  );
}
