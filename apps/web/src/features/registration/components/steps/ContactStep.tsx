import { Fieldset, Text } from "@mantine/core";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../../components/form/TextField.tsx";
import { isMinorApplicant, type WizardValues } from "../../lib/wizard-values.ts";

/** Step 2: how to reach the applicant; for a minor, also the adult to contact. */
export function ContactStep({ today }: { today: string }) {
  const { t } = useTranslation("public");
  const { getValues } = useFormContext<WizardValues>();
  const minor = isMinorApplicant(getValues(), today);
  return (
    <>
      <TextField<WizardValues>
        name="phone"
        id="reg-phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        label={t("registration.fields.phone")}
        description={t("registration.fields.phoneHint")}
        required
      />
      <TextField<WizardValues>
        name="email"
        id="reg-email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        label={t("registration.fields.email")}
        required
      />
      <TextField<WizardValues>
        name="emailConfirm"
        id="reg-emailConfirm"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        label={t("registration.fields.emailConfirm")}
        required
      />
      {minor && (
        <Fieldset legend={t("registration.contact.minorTitle")} variant="filled">
          <Text size="sm" mb="sm">
            {t("registration.contact.minorNote")}
          </Text>
          <TextField<WizardValues>
            name="contactPerson"
            id="reg-contactPerson"
            autoComplete="name"
            label={t("registration.fields.contactPerson")}
            mb="sm"
            required
          />
          <TextField<WizardValues>
            name="contactQuality"
            id="reg-contactQuality"
            label={t("registration.fields.contactQuality")}
            description={t("registration.fields.contactQualityHint")}
            required
          />
        </Fieldset>
      )}
    </>
  );
}
