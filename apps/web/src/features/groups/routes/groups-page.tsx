import type { TGroup } from "@bazin/shared/contracts/groups";
import {
  ActionIcon,
  Button,
  Center,
  ColorSwatch,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconMessages, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDeleteModal } from "../../../components/ConfirmDeleteModal.tsx";
import { EditDeleteActions } from "../../../components/EditDeleteActions.tsx";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { paths } from "../../../lib/paths.ts";
import { useDeleteGroup, useGroupCandidates, useGroups } from "../api/groups-api.ts";
import { groupFailure } from "../components/failure.ts";
import { GroupForm } from "../components/GroupForm.tsx";

/** /admin/groups (spec §2): the groups with colour and member counts, create, edit, delete. */
export function GroupsPage() {
  const { t } = useTranslation(["admin", "common"]);
  usePageTitle(t("groups.title"));
  const phone = useMediaQuery("(max-width: 48em)");
  const groups = useGroups();
  const [editing, setEditing] = useState<TGroup | "new" | null>(null);
  const candidates = useGroupCandidates(editing !== null);
  const [toDelete, setToDelete] = useState<TGroup | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteGroup();

  const confirmDelete = () => {
    if (!toDelete) return;
    setDeleteError(null);
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        notifications.show({ color: "teal", message: t("groups.deleted") });
      },
      onError: (failure) => setDeleteError(groupFailure(failure, "deleteFailed")),
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t("groups.title")}
          </Title>
          <Text c="gray.7" mt={4}>
            {t("groups.intro")}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing("new")}>
          {t("groups.new")}
        </Button>
      </Group>

      {groups.isPending ? (
        <Center py="xl">
          <Loader aria-label={t("groups.title")} />
        </Center>
      ) : groups.isError ? (
        <RetryAlert
          message={t("groups.loadFailed")}
          retryLabel={t("groups.retry")}
          onRetry={() => void groups.refetch()}
          retrying={groups.isFetching}
        />
      ) : groups.data.length === 0 ? (
        <Text c="gray.7">{t("groups.empty")}</Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          m={0}
          p={0}
          aria-label={t("groups.listLabel")}
          style={{ listStyle: "none" }}
        >
          {groups.data.map((g) => (
            <Paper key={g.id} component="li" withBorder p="md" radius="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                  <ColorSwatch
                    color={g.color ?? "#868e96"}
                    size={28}
                    role="img"
                    aria-label={t("groups.colour", { color: g.color ?? "" })}
                  />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                      {g.name}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {t("groups.counts", {
                        swimmers: t("groups.swimmers", { count: g.swimmers.length }),
                        coaches: t("groups.coaches", { count: g.coaches.length }),
                      })}
                    </Text>
                    <Text size="sm" c="gray.7" lineClamp={2}>
                      {g.description ?? t("groups.noDescription")}
                    </Text>
                  </Stack>
                </Group>
                <EditDeleteActions
                  editLabel={t("groups.edit", { name: g.name })}
                  deleteLabel={t("groups.delete", { name: g.name })}
                  onEdit={() => setEditing(g)}
                  onDelete={() => {
                    setDeleteError(null);
                    setToDelete(g);
                  }}
                  before={
                    g.roomId && (
                      <Tooltip label={t("groups.openChat", { name: g.name })}>
                        <ActionIcon
                          component={Link}
                          to={`${paths.admin.chat}?room=${g.roomId}`}
                          variant="subtle"
                          size="lg"
                          aria-label={t("groups.openChat", { name: g.name })}
                        >
                          <IconMessages size={20} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )
                  }
                />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === "new" || editing === null ? t("groups.form.createTitle") : t("groups.form.editTitle")
        }
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ "aria-label": t("common:actions.close") }}
      >
        {editing !== null &&
          (candidates.isPending ? (
            <Center py="lg">
              <Loader aria-label={t("groups.form.swimmers")} />
            </Center>
          ) : candidates.isError ? (
            <RetryAlert
              message={t("groups.candidatesFailed")}
              retryLabel={t("groups.retry")}
              onRetry={() => void candidates.refetch()}
              retrying={candidates.isFetching}
            />
          ) : (
            <GroupForm
              key={editing === "new" ? "new" : editing.id}
              group={editing === "new" ? null : editing}
              swimmers={candidates.data.swimmers}
              coaches={candidates.data.coaches}
              onCancel={() => setEditing(null)}
              onDone={() => {
                setEditing(null);
                notifications.show({ color: "teal", message: t("groups.saved") });
              }}
            />
          ))}
      </Modal>

      <ConfirmDeleteModal
        opened={toDelete !== null}
        title={t("groups.confirmTitle")}
        text={t("groups.confirmText", { name: toDelete?.name ?? "" })}
        confirmLabel={t("groups.confirmDelete")}
        cancelLabel={t("groups.cancel")}
        error={deleteError}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
