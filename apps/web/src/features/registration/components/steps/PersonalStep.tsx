import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../../components/form/TextField.tsx";
import type { WizardValues } from "../../lib/wizard-values.ts";

/** Step 1: who will swim. The birth date decides the age group and whether a guardian's details follow. */
export function PersonalStep({ today }: { today: string }) {
  const { t } = useTranslation("public");
  return (
    <>
      <Text c="dimmed">{t("registration.personal.hint")}</Text>
      <TextField<WizardValues>
        name="fullName"
        id="reg-fullName"
        label={t("registration.fields.fullName")}
        autoComplete="name"
        required
      />
      <TextField<WizardValues>
        name="birthDate"
        id="reg-birthDate"
        type="date"
        label={t("registration.fields.birthDate")}
        autoComplete="bday"
        max={today}
        min="1900-01-01"
        required
      />
    </>
  );
}
