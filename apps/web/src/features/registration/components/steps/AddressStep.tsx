import { Fieldset, SimpleGrid, Text } from "@mantine/core";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../../components/form/TextField.tsx";
import { isMinorApplicant, type WizardValues } from "../../lib/wizard-values.ts";

/** Step 4: the home address and, for a minor, the legal representative. */
export function AddressStep({ today }: { today: string }) {
  const { t } = useTranslation("public");
  const { getValues } = useFormContext<WizardValues>();
  const minor = isMinorApplicant(getValues(), today);
  return (
    <>
      <Text c="dimmed">{t("registration.address.hint")}</Text>
      <TextField<WizardValues>
        name="locality"
        id="reg-locality"
        autoComplete="address-level2"
        label={t("registration.fields.locality")}
        required
      />
      <TextField<WizardValues>
        name="street"
        id="reg-street"
        autoComplete="address-line1"
        label={t("registration.fields.street")}
        required
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextField<WizardValues>
          name="streetNumber"
          id="reg-streetNumber"
          label={t("registration.fields.streetNumber")}
          required
        />
        <TextField<WizardValues>
          name="blockApartment"
          id="reg-blockApartment"
          autoComplete="address-line2"
          label={t("registration.fields.blockApartment")}
        />
      </SimpleGrid>
      <TextField<WizardValues>
        name="county"
        id="reg-county"
        autoComplete="address-level1"
        label={t("registration.fields.county")}
        required
      />
      {minor && (
        <Fieldset legend={t("registration.address.minorTitle")} variant="filled">
          <Text size="sm" mb="sm">
            {t("registration.address.minorNote")}
          </Text>
          <TextField<WizardValues>
            name="legalRepresentative"
            id="reg-legalRepresentative"
            autoComplete="name"
            label={t("registration.fields.legalRepresentative")}
            required
          />
        </Fieldset>
      )}
    </>
  );
}
