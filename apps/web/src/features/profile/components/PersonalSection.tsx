import {
  type TProfile,
  type TUpdateProfileRequest,
  ZUpdateProfileRequest,
} from "@bazin/shared/contracts/profile";
import { Box, Button, Card, Group, Text, Title } from "@mantine/core";
import { IconEdit, IconX } from "@tabler/icons-react";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "../../../components/form/Form.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { applyFieldErrors } from "../../../components/form/server-errors.ts";
import { TextField } from "../../../components/form/TextField.tsx";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import classes from "./PersonalSection.module.css";

/** Server codes that belong to one field, when the server did not name the field itself. */
const CODE_FIELDS: Record<string, [keyof TUpdateProfileRequest, string]> = {
  USERNAME_TAKEN: ["username", "usernameTaken"],
  USERNAME_NOT_EDITABLE: ["username", "usernameNotEditable"],
  EMAIL_TAKEN: ["email", "emailTaken"],
};

function storedValues(profile: TProfile): TUpdateProfileRequest {
  return { username: profile.username, email: profile.email ?? "", phone: profile.phone ?? "" };
}

interface PersonalSectionProps {
  profile: TProfile;
  editing: boolean;
  onToggle: () => void;
  onSaving: (saving: boolean) => void;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} data-testid={testId} style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </Box>
  );
}

/** Account and contact details: read view, or the form for username, email and phone. */
export function PersonalSection({
  profile,
  editing,
  onToggle,
  onSaving,
  onDone,
  onError,
}: PersonalSectionProps) {
  const { t } = useTranslation(["swimmer", "common"]);
  const formId = useId();
  const update = useUpdateProfile();
  const form = useZodForm(ZUpdateProfileRequest, { defaultValues: storedValues(profile) });

  // Leaving edit mode (Cancel, save, or opening the password form) puts back the stored values.
  useEffect(() => {
    if (!editing) form.reset(storedValues(profile));
  }, [editing, profile, form]);

  const notSet = t("profile.notSet");
  const submit = async (values: TUpdateProfileRequest) => {
    onSaving(true);
    try {
      await update.mutateAsync({
        username: profile.usernameEditable ? values.username : profile.username,
        email: values.email ?? null,
        phone: values.phone ?? null,
      });
      onDone(t("profile.updated"));
    } catch (error) {
      if (!applyFieldErrors(form, error) && error instanceof ApiError && CODE_FIELDS[error.code]) {
        const [field, key] = CODE_FIELDS[error.code]!;
        form.setError(field, { type: "server", message: key }, { shouldFocus: true });
      }
      onError(describeError(error, t("profile.updateFailed")));
    } finally {
      onSaving(false);
    }
  };

  return (
    <Card component="section" aria-labelledby={`${formId}-title`}>
      <Group justify="space-between" mb="md" wrap="nowrap" align="flex-start">
        <Title order={2} size="h3" id={`${formId}-title`}>
          {t("profile.personalTitle")}
        </Title>
        <Button
          variant={editing ? "default" : "light"}
          leftSection={editing ? <IconX size={16} aria-hidden /> : <IconEdit size={16} aria-hidden />}
          onClick={onToggle}
          aria-expanded={editing}
          aria-controls={formId}
          style={{ flexShrink: 0 }}
        >
          {editing ? t("common:actions.cancel") : t("common:actions.edit")}
        </Button>
      </Group>
      {editing ? (
        <Form form={form} onSubmit={submit} id={formId} aria-label={t("profile.editFormLabel")}>
          <Text size="sm">
            {t("profile.fullName")}: <strong>{`${profile.firstName} ${profile.lastName}`}</strong>
          </Text>
          <TextField<TUpdateProfileRequest>
            name="username"
            label={t("profile.username")}
            autoComplete="username"
            disabled={!profile.usernameEditable}
            description={profile.usernameEditable ? t("profile.usernameHint") : t("profile.usernameLocked")}
            required={profile.usernameEditable}
          />
          <TextField<TUpdateProfileRequest>
            name="email"
            type="email"
            label={t("profile.email")}
            autoComplete="email"
            description={t("profile.optional")}
          />
          <TextField<TUpdateProfileRequest>
            name="phone"
            type="tel"
            label={t("profile.phone")}
            autoComplete="tel"
            description={t("profile.phoneHint")}
          />
          <Group justify="flex-end">
            <SubmitButton loading={update.isPending}>{t("common:actions.save")}</SubmitButton>
          </Group>
        </Form>
      ) : (
        <Box component="dl" m={0} id={formId} className={classes.details}>
          <Row
            label={t("profile.fullName")}
            value={`${profile.firstName} ${profile.lastName}`}
            testId="profile-full-name"
          />
          <Row label={t("profile.username")} value={profile.username} testId="profile-username" />
          <Row label={t("profile.email")} value={profile.email || notSet} testId="profile-email" />
          <Row label={t("profile.phone")} value={profile.phone || notSet} testId="profile-phone" />
        </Box>
      )}
    </Card>
  );
}
