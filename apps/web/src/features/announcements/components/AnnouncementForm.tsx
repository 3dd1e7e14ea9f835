import {
  ANNOUNCEMENT_IMAGE_TYPES,
  ANNOUNCEMENT_PRIORITY_MAX,
  type TAdminAnnouncement,
  type TAnnouncementInput,
  type TPublicAnnouncement,
  ZAnnouncementInput,
} from "@bazin/shared/contracts/content";
import { ANNOUNCEMENT_CATEGORIES } from "@bazin/shared/domain/content";
import { IMAGE_MAX_BYTES } from "@bazin/shared/domain/registration";
import {
  Button,
  FileButton,
  Group,
  NumberInput,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { IconPhoto, IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AnnouncementCard } from "../../../components/announcements/AnnouncementCard.tsx";
import { Form } from "../../../components/form/Form.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { applyFieldErrors } from "../../../components/form/server-errors.ts";
import { TextField } from "../../../components/form/TextField.tsx";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { removeAnnouncementImage, useSaveAnnouncement } from "../api/manage-announcements.ts";
import { uploadAnnouncementImage } from "../api/upload-announcement-image.ts";
import { announcementFailure } from "../lib/failure.ts";

type Values = TAnnouncementInput;

function initialValues(a: TAdminAnnouncement | null): Values {
  return {
    title: a?.title ?? "",
    subtitle: a?.subtitle ?? "",
    content: a?.content ?? "",
    category: a?.category ?? "general",
    eventDate: a?.eventDate ?? "",
    startTime: a?.startTime ?? "",
    endTime: a?.endTime ?? "",
    location: a?.location ?? "",
    priority: a?.priority ?? 0,
    active: a?.active ?? true,
  };
}

/** Checked before any byte leaves the browser, for a clear early message (spec §8); the server checks the bytes. */
function checkFile(file: File): "invalidType" | "tooLarge" | null {
  if (!(ANNOUNCEMENT_IMAGE_TYPES as readonly string[]).includes(file.type)) return "invalidType";
  if (file.size > IMAGE_MAX_BYTES) return "tooLarge";
  return null;
}

/**
 * Creates or edits an announcement, its image uploaded with progress after the text is saved, and a preview
 * drawn by the events page's own card.
 */
export function AnnouncementForm({
  announcement,
  onDone,
  onCancel,
}: {
  announcement: TAdminAnnouncement | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(["admin", "public"]);
  const message = useValidationMessage();
  // Once saved (even if its image then failed), further saves edit the same announcement.
  const [saved, setSaved] = useState<TAdminAnnouncement | null>(announcement);
  const form = useZodForm(ZAnnouncementInput, { defaultValues: initialValues(announcement) });
  const save = useSaveAnnouncement();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dropImage, setDropImage] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fileUrl, setFileUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setFileUrl(null);
    const url = URL.createObjectURL(file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (picked: File | null) => {
    if (!picked) return;
    const problem = checkFile(picked);
    setFileError(problem ? t(`announcements.errors.${problem}`) : null);
    if (problem) return;
    setFile(picked);
    setDropImage(false);
  };

  const submit = async (input: TAnnouncementInput) => {
    setError(null);
    let current: TAdminAnnouncement;
    try {
      current = await save.mutateAsync({ id: saved?.id ?? null, input });
      setSaved(current);
    } catch (failure) {
      if (!applyFieldErrors(form, failure)) setError(announcementFailure(failure, "saveFailed"));
      return;
    }
    try {
      if (dropImage && current.imageUrl && !file) current = await removeAnnouncementImage(current.id);
      if (file) {
        setProgress(0);
        current = await uploadAnnouncementImage(current.id, file, setProgress);
      }
      setSaved(current);
      onDone();
    } catch (failure) {
      setError(t("announcements.errors.imageFailed", { reason: announcementFailure(failure, "saveFailed") }));
    } finally {
      setProgress(null);
    }
  };

  const values = useWatch({ control: form.control }) as Values;
  const existingImage = dropImage ? null : (saved?.imageUrl ?? null);
  const preview: TPublicAnnouncement = {
    id: saved?.id ?? "preview",
    title: values.title?.trim() || t("announcements.form.title"),
    subtitle: values.subtitle?.trim() || null,
    content: values.content?.trim() || "…",
    imageUrl: existingImage,
    category: values.category ?? "general",
    eventDate: values.eventDate || null,
    startTime: values.startTime || null,
    endTime: values.endTime || null,
    location: values.location?.trim() || null,
    priority: Number(values.priority) || 0,
    publishedAt: saved?.publishedAt ?? new Date().toISOString(),
  };
  const optional = t("announcements.form.optional");

  return (
    <Stack gap="xl">
      <Form form={form} onSubmit={submit} error={error}>
        <TextField<Values> name="title" label={t("announcements.form.title")} required maxLength={200} />
        <TextField<Values>
          name="subtitle"
          label={t("announcements.form.subtitle")}
          description={optional}
          maxLength={200}
        />
        <Controller
          control={form.control}
          name="content"
          render={({ field, fieldState }) => (
            <Textarea
              {...field}
              value={field.value ?? ""}
              label={t("announcements.form.content")}
              description={t("announcements.form.contentHint")}
              required
              withAsterisk={false}
              autosize
              minRows={4}
              maxRows={14}
              error={message(fieldState.error?.message)}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="category"
            render={({ field, fieldState }) => (
              <Select
                label={t("announcements.form.category")}
                data={ANNOUNCEMENT_CATEGORIES.map((c) => ({
                  value: c,
                  label: t(`public:events.category.${c}`),
                }))}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v)}
                onBlur={field.onBlur}
                allowDeselect={false}
                required
                withAsterisk={false}
                error={message(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="priority"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t("announcements.form.priority")}
                description={t("announcements.form.priorityHint")}
                min={0}
                max={ANNOUNCEMENT_PRIORITY_MAX}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                value={field.value}
                onChange={(v) => field.onChange(typeof v === "number" ? v : Number.NaN)}
                onBlur={field.onBlur}
                error={message(fieldState.error?.message)}
              />
            )}
          />
          <TextField<Values>
            name="eventDate"
            type="date"
            label={t("announcements.form.eventDate")}
            description={optional}
          />
          <TextField<Values>
            name="location"
            label={t("announcements.form.location")}
            description={optional}
            maxLength={200}
          />
          <TextField<Values>
            name="startTime"
            type="time"
            label={t("announcements.form.startTime")}
            description={optional}
          />
          <TextField<Values>
            name="endTime"
            type="time"
            label={t("announcements.form.endTime")}
            description={optional}
          />
        </SimpleGrid>

        <Stack gap={6}>
          <Text fw={700} size="sm" id="announcement-image-label">
            {t("announcements.form.image")}
          </Text>
          <Text size="xs" c="dimmed" id="announcement-image-hint">
            {t("announcements.form.imageHint")}
          </Text>
          <Group gap="xs">
            <FileButton onChange={pick} accept={ANNOUNCEMENT_IMAGE_TYPES.join(",")}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconPhoto size={18} aria-hidden />}
                  aria-describedby="announcement-image-hint"
                  disabled={progress !== null}
                >
                  {file || existingImage
                    ? t("announcements.form.replaceImage")
                    : t("announcements.form.chooseImage")}
                </Button>
              )}
            </FileButton>
            {(file || existingImage) && (
              <Button
                variant="default"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => {
                  setFile(null);
                  setDropImage(true);
                }}
                disabled={progress !== null}
              >
                {t("announcements.form.removeImage")}
              </Button>
            )}
          </Group>
          <Text size="sm" aria-live="polite">
            {file
              ? t("announcements.form.chosenImage", { name: file.name })
              : existingImage
                ? null
                : t("announcements.form.noImage")}
          </Text>
          {fileError && (
            <Text size="sm" c="red.8" role="alert">
              {fileError}
            </Text>
          )}
          {progress !== null && (
            <Stack gap={4}>
              <Progress value={progress} aria-label={t("announcements.form.uploadProgress")} animated />
              <Text size="sm" aria-live="polite">
                {t("announcements.form.uploading", { percent: progress })}
              </Text>
            </Stack>
          )}
        </Stack>

        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <Switch
              checked={field.value ?? true}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              label={t("announcements.form.active")}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={progress !== null}>
            {t("announcements.cancel")}
          </Button>
          <SubmitButton loading={progress !== null}>{t("announcements.form.save")}</SubmitButton>
        </Group>
      </Form>

      <Stack gap="xs" component="section" aria-labelledby="announcement-preview-title">
        <Title order={3} size="h4" id="announcement-preview-title">
          {t("announcements.form.preview")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("announcements.form.previewHint")}
        </Text>
        <AnnouncementCard announcement={preview} imageSrc={fileUrl ?? undefined} />
      </Stack>
    </Stack>
  );
}
