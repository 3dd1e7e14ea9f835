import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../../components/form/PasswordField.tsx";
import { PasswordChecklist } from "../../../components/PasswordChecklist.tsx";

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** New password with the live four-rule checklist, then its confirmation. Used inside a Form. */
export function NewPasswordFields() {
  const { t } = useTranslation("auth");
  const password = useWatch<NewPasswordValues, "password">({ name: "password" }) ?? "";
  return (
    <>
      <PasswordField<NewPasswordValues>
        name="password"
        label={t("fields.newPassword")}
        autoComplete="new-password"
        required
      />
      <PasswordChecklist password={password} />
      <PasswordField<NewPasswordValues>
        name="confirmPassword"
        label={t("fields.confirmPassword")}
        autoComplete="new-password"
        required
      />
    </>
  );
}
