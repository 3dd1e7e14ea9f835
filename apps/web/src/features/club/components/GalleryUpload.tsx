import { GALLERY_CAPTION_MAX_LENGTH, ZGalleryUploadFields } from "@bazin/shared/contracts/content";
import { GALLERY_CATEGORIES } from "@bazin/shared/domain/content";
import {
  ActionIcon,
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPhotoPlus, IconTrash, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { uploadGalleryPhoto, useRefreshGallery } from "../api/gallery.ts";
import { clubFailure } from "../lib/failure.ts";
import { checkImage, GALLERY_IMAGE_TYPES } from "../lib/images.ts";

type Category = (typeof GALLERY_CATEGORIES)[number];
type Status = "waiting" | "uploading" | "done" | "failed";

interface Item {
  key: string;
  file: File;
  captionRo: string;
  captionEn: string;
  status: Status;
  progress: number;
  error: string | null;
  fieldErrors: Record<string, string>;
}

/** A file's name without its extension, as a first caption the admin can improve. */
function captionFromName(name: string): string {
  return name
    .replace(/\.[^.]+$/, "")
    .replace(/[-_]+/g, " ")
    .trim()
    .slice(0, GALLERY_CAPTION_MAX_LENGTH);
}

/**
 * Several photos at once: each gets its captions (the image's alternative text, in both languages), then all are
 * uploaded one after the other, each with its own progress and outcome. Failed ones stay to be tried again.
 */
export function GalleryUpload({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("admin");
  const message = useValidationMessage();
  const refresh = useRefreshGallery();
  const [category, setCategory] = useState<Category>("training");
  const [items, setItems] = useState<Item[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [running, setRunning] = useState(false);

  const update = (key: string, change: Partial<Item>) =>
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const pick = (files: File[]) => {
    const refused: string[] = [];
    const accepted: Item[] = [];
    for (const file of files) {
      const problem = checkImage(file, GALLERY_IMAGE_TYPES);
      if (problem) {
        refused.push(t(`club.gallery.rejected.${problem}`, { name: file.name }));
        continue;
      }
      const caption = captionFromName(file.name);
      accepted.push({
        key: `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`,
        file,
        captionRo: caption,
        captionEn: caption,
        status: "waiting",
        progress: 0,
        error: null,
        fieldErrors: {},
      });
    }
    setRejected(refused);
    setItems((all) => [...all, ...accepted]);
  };

  const uploadAll = async () => {
    setRunning(true);
    let uploaded = 0;
    for (const item of items) {
      if (item.status === "done") continue;
      const fields = ZGalleryUploadFields.safeParse({
        category,
        captionRo: item.captionRo,
        captionEn: item.captionEn,
      });
      if (!fields.success) {
        const fieldErrors = Object.fromEntries(fields.error.issues.map((i) => [i.path.join("."), i.message]));
        update(item.key, { status: "failed", fieldErrors, error: null });
        continue;
      }
      update(item.key, { status: "uploading", progress: 0, error: null, fieldErrors: {} });
      try {
        await uploadGalleryPhoto(item.file, fields.data, (progress) => update(item.key, { progress }));
        update(item.key, { status: "done", progress: 100 });
        uploaded++;
      } catch (failure) {
        update(item.key, { status: "failed", error: clubFailure(failure, "uploadFailed") });
      }
    }
    setRunning(false);
    await refresh();
    if (uploaded > 0) {
      notifications.show({ color: "teal", message: t("club.gallery.uploaded", { count: uploaded }) });
    }
  };

  const pending = items.filter((i) => i.status !== "done");
  const statusColor: Record<Status, string> = {
    waiting: "gray.7",
    uploading: "lagoon.8",
    done: "teal.9",
    failed: "red.9",
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7" id="gallery-upload-hint">
        {t("club.gallery.uploadHint")}
      </Text>
      <Group gap="sm" align="flex-end">
        <FileButton onChange={pick} accept={GALLERY_IMAGE_TYPES.join(",")} multiple>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPhotoPlus size={18} aria-hidden />}
              aria-describedby="gallery-upload-hint"
              disabled={running}
            >
              {t("club.gallery.choose")}
            </Button>
          )}
        </FileButton>
        <Select
          label={t("club.gallery.category")}
          data={GALLERY_CATEGORIES.map((c) => ({ value: c, label: t(`club.gallery.categories.${c}`) }))}
          value={category}
          onChange={(v) => v && setCategory(v as Category)}
          allowDeselect={false}
          disabled={running}
          w={200}
        />
      </Group>
      {rejected.length > 0 && (
        <Stack gap={2} role="alert">
          {rejected.map((r) => (
            <Text key={r} size="sm" c="red.8">
              {r}
            </Text>
          ))}
        </Stack>
      )}
      {items.length === 0 ? (
        <Text c="gray.7">{t("club.gallery.nothingChosen")}</Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: "none" }}
          aria-label={t("club.gallery.queue")}
        >
          {items.map((item, index) => (
            <Paper component="li" key={item.key} withBorder p="sm" radius="sm">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={600} truncate="end" style={{ minWidth: 0 }}>
                    {item.file.name}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <Badge color={statusColor[item.status]} variant="filled">
                      {t(`club.gallery.status.${item.status}`)}
                    </Badge>
                    {item.status !== "done" && (
                      <ActionIcon
                        variant="subtle"
                        color="red.8"
                        onClick={() => setItems((all) => all.filter((i) => i.key !== item.key))}
                        disabled={running}
                        aria-label={t("club.gallery.removeFromQueue", { name: item.file.name })}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                </Group>
                {item.status !== "done" && (
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      label={t("club.gallery.captionRo", { n: index + 1 })}
                      value={item.captionRo}
                      maxLength={GALLERY_CAPTION_MAX_LENGTH}
                      onChange={(e) => update(item.key, { captionRo: e.currentTarget.value })}
                      error={message(item.fieldErrors.captionRo)}
                      disabled={running}
                    />
                    <TextInput
                      label={t("club.gallery.captionEn", { n: index + 1 })}
                      value={item.captionEn}
                      maxLength={GALLERY_CAPTION_MAX_LENGTH}
                      onChange={(e) => update(item.key, { captionEn: e.currentTarget.value })}
                      error={message(item.fieldErrors.captionEn)}
                      disabled={running}
                    />
                  </SimpleGrid>
                )}
                {(item.status === "uploading" || item.status === "done") && (
                  <Progress
                    value={item.progress}
                    color={item.status === "done" ? "teal.8" : "blue.8"}
                    aria-label={t("club.gallery.progressOf", { name: item.file.name })}
                  />
                )}
                {item.error && (
                  <Text size="sm" c="red.8" role="alert">
                    {item.error}
                  </Text>
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={running}>
          {t("club.close")}
        </Button>
        <Button
          leftSection={<IconUpload size={18} aria-hidden />}
          onClick={() => void uploadAll()}
          loading={running}
          disabled={pending.length === 0}
        >
          {t("club.gallery.uploadAll", { n: pending.length })}
        </Button>
      </Group>
    </Stack>
  );
}
