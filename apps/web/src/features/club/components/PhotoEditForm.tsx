import {
  GALLERY_CAPTION_MAX_LENGTH,
  type TGalleryPhoto,
  ZGalleryCaption,
} from "@bazin/shared/contracts/content";
import { GALLERY_CATEGORIES } from "@bazin/shared/domain/content";
import { Button, Group, Select } from "@mantine/core";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Form } from "../../../components/form/Form.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { applyFieldErrors } from "../../../components/form/server-errors.ts";
import { TextField } from "../../../components/form/TextField.tsx";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { useUpdateGalleryPhoto } from "../api/gallery.ts";
import { clubFailure } from "../lib/failure.ts";

/** The editor sends both parts of PATCH /api/gallery/:id, each checked by the contract's own rule. */
const ZPhotoEdit = z.object({ category: z.enum(GALLERY_CATEGORIES), caption: ZGalleryCaption });
type Values = z.infer<typeof ZPhotoEdit>;

/** Changes a photo's captions (its alternative text on the site) and category. */
export function PhotoEditForm({
  photo,
  onDone,
  onCancel,
}: {
  photo: TGalleryPhoto;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  const form = useZodForm(ZPhotoEdit, {
    defaultValues: { category: photo.category, caption: photo.caption },
  });
  const update = useUpdateGalleryPhoto();
  const [error, setError] = useState<string | null>(null);

  const submit = async (changes: Values) => {
    setError(null);
    try {
      await update.mutateAsync({ id: photo.id, changes });
      onDone();
    } catch (failure) {
      if (!applyFieldErrors(form, failure)) setError(clubFailure(failure, "saveFailed"));
    }
  };

  return (
    <Form form={form} onSubmit={submit} error={error}>
      <TextField<Values>
        name="caption.ro"
        label={t("club.gallery.editCaptionRo")}
        description={t("club.gallery.captionHint")}
        required
        maxLength={GALLERY_CAPTION_MAX_LENGTH}
      />
      <TextField<Values>
        name="caption.en"
        label={t("club.gallery.editCaptionEn")}
        required
        maxLength={GALLERY_CAPTION_MAX_LENGTH}
      />
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => (
          <Select
            label={t("club.gallery.category")}
            data={GALLERY_CATEGORIES.map((c) => ({ value: c, label: t(`club.gallery.categories.${c}`) }))}
            value={field.value}
            onChange={(v) => field.onChange(v)}
            onBlur={field.onBlur}
            allowDeselect={false}
          />
        )}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("club.cancel")}
        </Button>
        <SubmitButton>{t("club.save")}</SubmitButton>
      </Group>
    </Form>
  );
}
