import type { TGalleryPhoto } from "@bazin/shared/contracts/content";
import {
  AspectRatio,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconPencil, IconTrash, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/ConfirmDeleteModal.tsx";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { apiBase } from "../../../lib/platform.ts";
import { useAdminGallery, useDeleteGalleryPhoto } from "../api/gallery.ts";
import { clubFailure } from "../lib/failure.ts";
import { GalleryUpload } from "./GalleryUpload.tsx";
import { PhotoEditForm } from "./PhotoEditForm.tsx";

/** The smallest generated size is enough for the admin's thumbnails. */
function thumbnail(photo: TGalleryPhoto): string {
  const smallest = photo.sources[0];
  return smallest ? `${apiBase()}${smallest.url}` : "";
}

/** The gallery tab: the photos in a grid, uploading several at once, editing captions, deleting. */
export function GalleryTab() {
  const { t, i18n } = useTranslation(["admin", "common"]);
  const phone = useMediaQuery("(max-width: 48em)");
  const gallery = useAdminGallery();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<TGalleryPhoto | null>(null);
  const [toDelete, setToDelete] = useState<TGalleryPhoto | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteGalleryPhoto();
  const captionOf = (p: TGalleryPhoto) => (i18n.language === "en" ? p.caption.en : p.caption.ro);
  const photos = gallery.data?.pages.flatMap((page) => page.items) ?? [];

  const confirmDelete = () => {
    if (!toDelete) return;
    setDeleteError(null);
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        notifications.show({ color: "teal", message: t("club.gallery.deleted") });
      },
      onError: (failure) => setDeleteError(clubFailure(failure, "deleteFailed")),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text c="gray.7" maw={640}>
          {t("club.gallery.intro")}
        </Text>
        <Button leftSection={<IconUpload size={18} aria-hidden />} onClick={() => setUploading(true)}>
          {t("club.gallery.upload")}
        </Button>
      </Group>

      {gallery.isPending ? (
        <Center py="xl">
          <Loader aria-label={t("club.gallery.loading")} />
        </Center>
      ) : gallery.isError && photos.length === 0 ? (
        <RetryAlert
          message={clubFailure(gallery.error, "loadFailed")}
          retryLabel={t("club.retry")}
          onRetry={() => void gallery.refetch()}
          retrying={gallery.isFetching}
        />
      ) : photos.length === 0 ? (
        <Text c="gray.7">{t("club.gallery.empty")}</Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
          spacing="md"
          m={0}
          p={0}
          style={{ listStyle: "none" }}
          aria-label={t("club.gallery.listLabel")}
        >
          {photos.map((p) => (
            <Card component="li" key={p.id} withBorder padding="sm" radius="md">
              <Card.Section>
                <AspectRatio ratio={4 / 3}>
                  <img
                    src={thumbnail(p)}
                    alt={captionOf(p)}
                    loading="lazy"
                    decoding="async"
                    style={{ objectFit: "cover", width: "100%", height: "100%" }}
                  />
                </AspectRatio>
              </Card.Section>
              <Stack gap={6} mt="sm">
                <Badge variant="filled" color={p.category === "competitions" ? "red.9" : "lagoon.8"}>
                  {t(`club.gallery.categories.${p.category}`)}
                </Badge>
                <Text size="sm" fw={600} lineClamp={2}>
                  {captionOf(p)}
                </Text>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPencil size={16} aria-hidden />}
                    onClick={() => setEditing(p)}
                    aria-label={t("club.gallery.edit", { caption: captionOf(p) })}
                  >
                    {t("club.edit")}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.9"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => {
                      setDeleteError(null);
                      setToDelete(p);
                    }}
                    aria-label={t("club.gallery.delete", { caption: captionOf(p) })}
                  >
                    {t("club.confirmDelete")}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {gallery.hasNextPage && (
        <Center>
          <Button
            variant="default"
            onClick={() => void gallery.fetchNextPage()}
            loading={gallery.isFetchingNextPage}
          >
            {t("club.gallery.loadMore")}
          </Button>
        </Center>
      )}
      {gallery.isFetchNextPageError && (
        <Text c="red.8" role="alert">
          {t("club.errors.loadFailed")}
        </Text>
      )}

      <Modal
        opened={uploading}
        onClose={() => setUploading(false)}
        title={t("club.gallery.uploadTitle")}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ "aria-label": t("common:actions.close") }}
      >
        {uploading && <GalleryUpload onClose={() => setUploading(false)} />}
      </Modal>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t("club.gallery.editTitle")}
        fullScreen={phone}
        closeButtonProps={{ "aria-label": t("common:actions.close") }}
      >
        {editing && (
          <PhotoEditForm
            key={editing.id}
            photo={editing}
            onCancel={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              notifications.show({ color: "teal", message: t("club.gallery.saved") });
            }}
          />
        )}
      </Modal>

      <ConfirmDeleteModal
        opened={toDelete !== null}
        title={t("club.gallery.confirmTitle")}
        text={t("club.gallery.confirmText", { caption: toDelete ? captionOf(toDelete) : "" })}
        confirmLabel={t("club.confirmDelete")}
        cancelLabel={t("club.cancel")}
        error={deleteError}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
