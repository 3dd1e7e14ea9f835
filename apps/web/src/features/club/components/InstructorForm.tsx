import { type TInstructorAdmin, ZUpsertInstructorRequest } from "@bazin/shared/contracts/club";
import { Avatar, Button, FileButton, Group, Progress, SimpleGrid, Stack, Switch, Text } from "@mantine/core";
import { IconPhoto, IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Form } from "../../../components/form/Form.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { applyFieldErrors } from "../../../components/form/server-errors.ts";
import { TextField } from "../../../components/form/TextField.tsx";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { apiBase } from "../../../lib/platform.ts";
import {
  type InstructorInput,
  removeInstructorPhoto,
  saveInstructor,
  uploadInstructorPhoto,
  useRefreshInstructors,
} from "../api/instructors.ts";
import { clubFailure } from "../lib/failure.ts";
import { checkImage, INSTRUCTOR_PHOTO_TYPES } from "../lib/images.ts";
import { NumberField, TextAreaField, WeekdaysField } from "./fields.tsx";

/**
 * Adds or edits an instructor; the photo is uploaded with progress once the details are saved, or removed.
 */
export function InstructorForm({
  instructor,
  onDone,
  onCancel,
}: {
  instructor: TInstructorAdmin | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  // Once saved (even if the photo then failed), further saves edit the same instructor.
  const [saved, setSaved] = useState<TInstructorAdmin | null>(instructor);
  const refresh = useRefreshInstructors();
  const form = useZodForm(ZUpsertInstructorRequest, {
    defaultValues: {
      firstName: instructor?.firstName ?? "",
      lastName: instructor?.lastName ?? "",
      bio: instructor?.bio ?? { ro: "", en: "" },
      weekdays: instructor?.weekdays ?? [],
      sortOrder: instructor?.sortOrder ?? 0,
      active: instructor?.active ?? true,
    },
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dropPhoto, setDropPhoto] = useState(false);
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
    const problem = checkImage(picked, INSTRUCTOR_PHOTO_TYPES);
    setFileError(problem ? t(`club.errors.${problem}`) : null);
    if (problem) return;
    setFile(picked);
    setDropPhoto(false);
  };

  const submit = async (input: InstructorInput) => {
    setError(null);
    let current: TInstructorAdmin;
    try {
      current = await saveInstructor(saved?.id ?? null, input);
      setSaved(current);
    } catch (failure) {
      if (!applyFieldErrors(form, failure)) setError(clubFailure(failure, "saveFailed"));
      return;
    }
    try {
      if (dropPhoto && current.photoUrl && !file) current = await removeInstructorPhoto(current.id);
      if (file) {
        setProgress(0);
        current = await uploadInstructorPhoto(current.id, file, setProgress);
      }
      setSaved(current);
      onDone();
    } catch (failure) {
      setError(t("club.instructors.photoFailed", { reason: clubFailure(failure, "uploadFailed") }));
    } finally {
      setProgress(null);
      void refresh();
    }
  };

  const [firstName, lastName] = useWatch({ control: form.control, name: ["firstName", "lastName"] });
  const existing = dropPhoto || !saved?.photoUrl ? null : `${apiBase()}${saved.photoUrl}`;
  const shown = fileUrl ?? existing;
  const busy = progress !== null;

  return (
    <Form form={form} onSubmit={submit} error={error}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextField<InstructorInput>
          name="firstName"
          label={t("club.instructors.firstName")}
          required
          maxLength={60}
        />
        <TextField<InstructorInput>
          name="lastName"
          label={t("club.instructors.lastName")}
          required
          maxLength={60}
        />
      </SimpleGrid>
      <TextAreaField<InstructorInput> name="bio.ro" label={t("club.instructors.bioRo")} required />
      <TextAreaField<InstructorInput> name="bio.en" label={t("club.instructors.bioEn")} required />
      <WeekdaysField<InstructorInput> name="weekdays" label={t("club.instructors.days")} />
      <NumberField<InstructorInput>
        name="sortOrder"
        label={t("club.instructors.sortOrder")}
        description={t("club.instructors.sortOrderHint")}
        min={0}
        max={1000}
        allowDecimal={false}
        w={220}
      />

      <Stack gap={6}>
        <Text fw={700} size="sm">
          {t("club.instructors.photo")}
        </Text>
        <Text size="xs" c="gray.7" id="instructor-photo-hint">
          {t("club.instructors.photoHint")}
        </Text>
        <Group gap="sm" align="center">
          <Avatar src={shown} size={72} radius="md" alt="" color="blue">
            {(firstName?.charAt(0) ?? "") + (lastName?.charAt(0) ?? "")}
          </Avatar>
          <FileButton onChange={pick} accept={INSTRUCTOR_PHOTO_TYPES.join(",")}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhoto size={18} aria-hidden />}
                aria-describedby="instructor-photo-hint"
                disabled={busy}
              >
                {shown ? t("club.instructors.replacePhoto") : t("club.instructors.choosePhoto")}
              </Button>
            )}
          </FileButton>
          {shown && (
            <Button
              variant="default"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => {
                setFile(null);
                setDropPhoto(true);
              }}
              disabled={busy}
            >
              {t("club.instructors.removePhoto")}
            </Button>
          )}
        </Group>
        <Text size="sm" aria-live="polite">
          {file
            ? t("club.instructors.chosenPhoto", { name: file.name })
            : dropPhoto && saved?.photoUrl
              ? t("club.instructors.photoWillBeRemoved")
              : null}
        </Text>
        {fileError && (
          <Text size="sm" c="red.8" role="alert">
            {fileError}
          </Text>
        )}
        {busy && (
          <Stack gap={4}>
            <Progress value={progress} aria-label={t("club.uploadProgress")} animated />
            <Text size="sm" aria-live="polite">
              {t("club.uploading", { percent: progress })}
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
            label={t("club.instructors.activeLabel")}
            description={t("club.instructors.activeHint")}
          />
        )}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t("club.cancel")}
        </Button>
        <SubmitButton loading={busy}>{t("club.save")}</SubmitButton>
      </Group>
    </Form>
  );
}
