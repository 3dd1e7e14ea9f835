import { type TChangePasswordForm, ZChangePasswordForm } from "@bazin/shared/contracts/profile";
import { Button, Card, Group, Text, Title } from "@mantine/core";
import { IconKey, IconX } from "@tabler/icons-react";
import { useEffect, useId } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Form } from "../../../components/form/Form.tsx";
import { PasswordField } from "../../../components/form/PasswordField.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { applyFieldErrors } from "../../../components/form/server-errors.ts";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { meetsPasswordRules, PasswordChecklist } from "../../../components/PasswordChecklist.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { useChangePassword } from "../api/change-password.ts";

const EMPTY: TChangePasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

interface PasswordSectionProps {
  editing: boolean;
  onToggle: () => void;
  onSaving: (saving: boolean) => void;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}

/** Change password: current, new and confirmation; Save stays disabled until the four rules are met. */
export function PasswordSection({ editing, onToggle, onSaving, onDone, onError }: PasswordSectionProps) {
  const { t } = useTranslation(["swimmer", "common"]);
  const formId = useId();
  const change = useChangePassword();
  const form = useZodForm(ZChangePasswordForm, { defaultValues: EMPTY });
  const [newPassword = "", confirmPassword = ""] = useWatch({
    control: form.control,
    name: ["newPassword", "confirmPassword"],
  });
  const ready = meetsPasswordRules(newPassword) && newPassword === confirmPassword;

  useEffect(() => {
    if (!editing) form.reset(EMPTY);
  }, [editing, form]);

  const submit = async (values: TChangePasswordForm) => {
    onSaving(true);
    try {
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      onDone(t("profile.passwordChanged"));
    } catch (error) {
      if (!applyFieldErrors(form, error) && isApiError(error, "CURRENT_PASSWORD_WRONG")) {
        form.setError(
          "currentPassword",
          { type: "server", message: "currentPasswordWrong" },
          { shouldFocus: true },
        );
      }
      onError(describeError(error, t("profile.passwordChangeFailed")));
    } finally {
      onSaving(false);
    }
  };

  return (
    <Card component="section" aria-labelledby={`${formId}-title`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb={editing ? "md" : 0}>
        <div>
          <Title order={2} size="h3" id={`${formId}-title`}>
            {t("profile.passwordTitle")}
          </Title>
          {!editing && (
            <Text size="sm" c="dimmed" mt={4}>
              {t("profile.passwordIntro")}
            </Text>
          )}
        </div>
        <Button
          variant={editing ? "default" : "light"}
          leftSection={editing ? <IconX size={16} aria-hidden /> : <IconKey size={16} aria-hidden />}
          onClick={onToggle}
          aria-expanded={editing}
          aria-controls={formId}
          style={{ flexShrink: 0 }}
        >
          {editing ? t("common:actions.cancel") : t("profile.changePassword")}
        </Button>
      </Group>
      {editing && (
        <Form form={form} onSubmit={submit} id={formId} aria-label={t("profile.passwordFormLabel")}>
          <PasswordField<TChangePasswordForm>
            name="currentPassword"
            label={t("profile.currentPassword")}
            autoComplete="current-password"
            required
          />
          <PasswordField<TChangePasswordForm>
            name="newPassword"
            label={t("profile.newPassword")}
            autoComplete="new-password"
            required
          />
          <PasswordChecklist password={newPassword} />
          <PasswordField<TChangePasswordForm>
            name="confirmPassword"
            label={t("profile.confirmPassword")}
            autoComplete="new-password"
            required
          />
          <Group justify="flex-end">
            <SubmitButton disabled={!ready} loading={change.isPending}>
              {t("common:actions.save")}
            </SubmitButton>
          </Group>
        </Form>
      )}
    </Card>
  );
}
