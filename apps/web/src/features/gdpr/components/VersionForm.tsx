import {
  GDPR_TEXT_MAX_LENGTH,
  type TCreateGdprVersionRequest,
  type TGdprVersionChange,
  type TLegalDocument,
  ZCreateGdprVersionRequest,
} from "@bazin/shared/contracts/gdpr";
import { Button, Group, Paper, ScrollArea, SimpleGrid, Stack, Switch, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Form } from "../../../components/form/Form.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { applyFieldErrors } from "../../../components/form/server-errors.ts";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { Markdown } from "../../../components/Markdown.tsx";
import { useCreateGdprVersion } from "../api/versions.ts";
import { gdprFailure } from "../lib/failure.ts";

const LANGUAGES = ["ro", "en"] as const;
const FIELD = { ro: "textRo", en: "textEn" } as const;

/**
 * A new version of a legal text (privacy policy or terms): the Markdown text in Romanian and English, each
 * beside its preview, and the "major" switch that says what it sets off. Starts from the newest text, since
 * most versions amend it. Every version is mailed to everyone and takes effect 30 days later.
 */
export function VersionForm({
  document,
  effectiveOn,
  nextVersion,
  initial,
  recipients,
  onDone,
  onCancel,
}: {
  document: TLegalDocument;
  /** The day a version published now takes effect, formatted for the reader. */
  effectiveOn: string;
  nextVersion: number;
  initial: { textRo: string; textEn: string };
  recipients: number;
  onDone: (change: TGdprVersionChange) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  const message = useValidationMessage();
  const create = useCreateGdprVersion();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(ZCreateGdprVersionRequest, {
    defaultValues: { ...initial, document, major: false },
  });
  const [textRo, textEn] = useWatch({ control: form.control, name: ["textRo", "textEn"] });
  const preview = { ro: textRo, en: textEn };

  const submit = async (input: TCreateGdprVersionRequest) => {
    setError(null);
    try {
      onDone(await create.mutateAsync(input));
    } catch (failure) {
      if (!applyFieldErrors(form, failure)) setError(gdprFailure(failure, t("gdpr.form.saveFailed")));
    }
  };

  return (
    <Form form={form} onSubmit={submit} error={error}>
      <Text c="gray.7">{t("gdpr.form.intro", { version: nextVersion })}</Text>
      <Text c="gray.7">
        {t("gdpr.form.notice", {
          date: effectiveOn,
          recipients: t("gdpr.recipients", { count: recipients }),
        })}
      </Text>
      {LANGUAGES.map((lang) => (
        <SimpleGrid key={lang} cols={{ base: 1, md: 2 }} spacing="md">
          <Controller
            control={form.control}
            name={FIELD[lang]}
            render={({ field, fieldState }) => (
              <Textarea
                {...field}
                label={t(`gdpr.form.${FIELD[lang]}`)}
                lang={lang}
                autosize
                minRows={10}
                maxRows={20}
                maxLength={GDPR_TEXT_MAX_LENGTH}
                required
                styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
                error={message(fieldState.error?.message)}
              />
            )}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} component="h3" m={0}>
              {t("gdpr.form.preview")} · {t(`gdpr.languages.${lang}`)}
            </Text>
            <Paper withBorder radius="sm" lang={lang}>
              <ScrollArea.Autosize
                mah={440}
                type="auto"
                offsetScrollbars
                viewportProps={{
                  tabIndex: 0,
                  role: "region",
                  "aria-label": `${t("gdpr.form.preview")} · ${t(`gdpr.languages.${lang}`)}`,
                }}
              >
                <Stack p="sm" gap={0}>
                  {preview[lang]?.trim() ? (
                    <Markdown markdown={preview[lang]} headingOffset={2} />
                  ) : (
                    <Text c="gray.7">{t("gdpr.form.previewEmpty")}</Text>
                  )}
                </Stack>
              </ScrollArea.Autosize>
            </Paper>
          </Stack>
        </SimpleGrid>
      ))}
      <Controller
        control={form.control}
        name="major"
        render={({ field }) => (
          <Switch
            checked={field.value}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            onBlur={field.onBlur}
            label={t("gdpr.form.major")}
            description={t(`gdpr.documents.${document}.majorHelp`)}
          />
        )}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("gdpr.form.cancel")}
        </Button>
        <SubmitButton>{t("gdpr.form.submit")}</SubmitButton>
      </Group>
    </Form>
  );
}
