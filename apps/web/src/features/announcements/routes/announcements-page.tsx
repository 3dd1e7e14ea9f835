import type { TAdminAnnouncement } from "@bazin/shared/contracts/content";
import { Alert, Button, Center, Group, Loader, Modal, Pagination, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/ConfirmDeleteModal.tsx";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import {
  ADMIN_ANNOUNCEMENTS_PAGE_SIZE,
  useDeleteAnnouncement,
  useManagedAnnouncements,
  useSetAnnouncementActive,
} from "../api/manage-announcements.ts";
import { AnnouncementForm } from "../components/AnnouncementForm.tsx";
import { AnnouncementRow } from "../components/AnnouncementRow.tsx";
import { announcementFailure } from "../lib/failure.ts";

/** /admin/announcements (spec §2), for admins and coaches: the list, the editor with preview, deleting. */
export function AnnouncementsAdminPage() {
  const { t } = useTranslation(["admin", "common"]);
  usePageTitle(t("announcements.title"));
  const phone = useMediaQuery("(max-width: 48em)");
  const [page, setPage] = useState(1);
  const list = useManagedAnnouncements(page);
  const [editing, setEditing] = useState<TAdminAnnouncement | "new" | null>(null);
  const [toDelete, setToDelete] = useState<TAdminAnnouncement | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const remove = useDeleteAnnouncement();
  const toggle = useSetAnnouncementActive();

  const confirmDelete = () => {
    if (!toDelete) return;
    setDeleteError(null);
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        notifications.show({ color: "teal", message: t("announcements.deleted") });
      },
      onError: (failure) => setDeleteError(announcementFailure(failure, "deleteFailed")),
    });
  };

  const setActive = (a: TAdminAnnouncement, active: boolean) => {
    setListError(null);
    toggle.mutate(
      { id: a.id, active },
      { onError: (failure) => setListError(announcementFailure(failure, "toggleFailed")) },
    );
  };

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_ANNOUNCEMENTS_PAGE_SIZE)) : 1;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t("announcements.title")}
          </Title>
          <Text c="gray.7" mt={4}>
            {t("announcements.intro")}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing("new")}>
          {t("announcements.new")}
        </Button>
      </Group>

      {listError && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          onClose={() => setListError(null)}
          closeButtonLabel={t("common:actions.close")}
        >
          {listError}
        </Alert>
      )}

      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={t("announcements.title")} />
        </Center>
      ) : list.isError ? (
        <RetryAlert
          message={t("announcements.loadFailed")}
          retryLabel={t("announcements.retry")}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : data && data.items.length === 0 ? (
        <Text c="gray.7">{t("announcements.empty")}</Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          m={0}
          p={0}
          aria-label={t("announcements.listLabel")}
          style={{ listStyle: "none" }}
        >
          {data?.items.map((a) => (
            <AnnouncementRow
              key={a.id}
              announcement={a}
              toggling={toggle.isPending && toggle.variables?.id === a.id}
              onToggle={(active) => setActive(a, active)}
              onEdit={() => setEditing(a)}
              onDelete={() => {
                setDeleteError(null);
                setToDelete(a);
              }}
            />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          value={page}
          onChange={setPage}
          total={pages}
          getControlProps={(control) =>
            control === "previous"
              ? { "aria-label": t("announcements.previousPage") }
              : control === "next"
                ? { "aria-label": t("announcements.nextPage") }
                : {}
          }
          aria-label={t("announcements.pagination")}
        />
      )}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === "new" || editing === null
            ? t("announcements.form.createTitle")
            : t("announcements.form.editTitle")
        }
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ "aria-label": t("common:actions.close") }}
      >
        {editing !== null && (
          <AnnouncementForm
            key={editing === "new" ? "new" : editing.id}
            announcement={editing === "new" ? null : editing}
            onCancel={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              notifications.show({ color: "teal", message: t("announcements.saved") });
            }}
          />
        )}
      </Modal>

      <ConfirmDeleteModal
        opened={toDelete !== null}
        title={t("announcements.confirmTitle")}
        text={t("announcements.confirmText", { title: toDelete?.title ?? "" })}
        confirmLabel={t("announcements.confirmDelete")}
        cancelLabel={t("announcements.cancel")}
        error={deleteError}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
