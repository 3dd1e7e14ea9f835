import { type TClubProfile, ZClubProfile } from "@bazin/shared/contracts/club";
import {
  ActionIcon,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { Controller, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Form } from "../../../components/form/Form.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { applyFieldErrors } from "../../../components/form/server-errors.ts";
import { TextField } from "../../../components/form/TextField.tsx";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { useClubProfile, useSaveClubProfile } from "../api/club-profile.ts";
import { clubFailure } from "../lib/failure.ts";
import { NumberField, TextAreaField, WeekdaysField } from "./fields.tsx";

type Values = TClubProfile;

/** A titled part of the long profile form. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} radius="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

/** The profile tab: loads the stored profile, then the editor. */
export function ProfileTab() {
  const { t } = useTranslation("admin");
  const profile = useClubProfile();
  if (profile.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t("club.profile.loading")} />
      </Center>
    );
  }
  if (profile.isError) {
    return (
      <RetryAlert
        message={clubFailure(profile.error, "loadFailed")}
        retryLabel={t("club.retry")}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  return <ProfileForm profile={profile.data} />;
}

/** The club's public facts (home, contact, footer, registration documents), checked by the shared contract. */
function ProfileForm({ profile }: { profile: TClubProfile }) {
  const { t } = useTranslation("admin");
  const form = useZodForm(ZClubProfile, { defaultValues: profile });
  const save = useSaveClubProfile();
  const [error, setError] = useState<string | null>(null);
  const hours = useFieldArray({ control: form.control, name: "officeHours" });
  const facilities = useFieldArray({ control: form.control, name: "facilities" });

  const submit = async (values: TClubProfile) => {
    setError(null);
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved);
      notifications.show({ color: "teal", message: t("club.profile.saved") });
    } catch (failure) {
      if (!applyFieldErrors(form, failure)) setError(clubFailure(failure, "saveFailed"));
    }
  };

  return (
    <Form form={form} onSubmit={submit} error={error} aria-label={t("club.profile.formLabel")}>
      <Section title={t("club.profile.identity")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField<Values> name="name" label={t("club.profile.name")} required maxLength={150} />
          <TextField<Values> name="shortName" label={t("club.profile.shortName")} required maxLength={60} />
        </SimpleGrid>
        <TextAreaField<Values> name="description.ro" label={t("club.profile.descriptionRo")} required />
        <TextAreaField<Values> name="description.en" label={t("club.profile.descriptionEn")} required />
      </Section>

      <Section title={t("club.profile.contact")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField<Values>
            name="phone"
            label={t("club.profile.phone")}
            type="tel"
            required
            maxLength={20}
          />
          <TextField<Values>
            name="whatsapp"
            label={t("club.profile.whatsapp")}
            type="tel"
            required
            maxLength={20}
          />
          <TextField<Values> name="email" label={t("club.profile.email")} type="email" required />
          <TextField<Values> name="socialUrl" label={t("club.profile.socialUrl")} type="url" required />
        </SimpleGrid>
      </Section>

      <Section title={t("club.profile.address")}>
        <TextField<Values> name="street" label={t("club.profile.street")} required maxLength={150} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextField<Values> name="locality" label={t("club.profile.locality")} required maxLength={80} />
          <TextField<Values> name="county" label={t("club.profile.county")} required maxLength={80} />
          <TextField<Values> name="postalCode" label={t("club.profile.postalCode")} required maxLength={12} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField<Values>
            name="latitude"
            label={t("club.profile.latitude")}
            decimalScale={6}
            min={-90}
            max={90}
          />
          <NumberField<Values>
            name="longitude"
            label={t("club.profile.longitude")}
            decimalScale={6}
            min={-180}
            max={180}
          />
        </SimpleGrid>
        <Text size="xs" c="gray.7" mt={-6}>
          {t("club.profile.coordinatesHint")}
        </Text>
      </Section>

      <Section title={t("club.profile.officeHours")}>
        {hours.fields.length === 0 && <Text c="gray.7">{t("club.profile.noOfficeHours")}</Text>}
        {hours.fields.map((row, index) => (
          <Paper key={row.id} withBorder p="sm" radius="sm">
            <Stack gap="xs">
              <WeekdaysField<Values>
                name={`officeHours.${index}.weekdays`}
                label={t("club.profile.hoursDays", { n: index + 1 })}
              />
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextField<Values>
                  name={`officeHours.${index}.opens`}
                  type="time"
                  label={t("club.profile.opens")}
                  required
                  w={140}
                />
                <TextField<Values>
                  name={`officeHours.${index}.closes`}
                  type="time"
                  label={t("club.profile.closes")}
                  required
                  w={140}
                />
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  size="lg"
                  onClick={() => hours.remove(index)}
                  aria-label={t("club.profile.removeHours", { n: index + 1 })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Stack>
          </Paper>
        ))}
        {hours.fields.length < 7 && (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => hours.append({ weekdays: [1, 2, 3, 4, 5], opens: "08:00", closes: "16:00" })}
            style={{ alignSelf: "flex-start" }}
          >
            {t("club.profile.addHours")}
          </Button>
        )}
      </Section>

      <Section title={t("club.profile.pool")}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <NumberField<Values>
            name="poolLengthMeters"
            label={t("club.profile.poolLength")}
            min={10}
            max={100}
            allowDecimal={false}
          />
          <NumberField<Values>
            name="statInstructors"
            label={t("club.profile.statInstructors")}
            min={0}
            max={1000}
            allowDecimal={false}
          />
          <NumberField<Values>
            name="statYears"
            label={t("club.profile.statYears")}
            min={0}
            max={200}
            allowDecimal={false}
          />
          <NumberField<Values>
            name="statDaysPerWeek"
            label={t("club.profile.statDays")}
            min={0}
            max={7}
            allowDecimal={false}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="poolIndoor"
          render={({ field }) => (
            <Switch
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              label={t("club.profile.poolIndoor")}
            />
          )}
        />
      </Section>

      <Section title={t("club.profile.facilities")}>
        {facilities.fields.length === 0 && <Text c="gray.7">{t("club.profile.noFacilities")}</Text>}
        {facilities.fields.map((row, index) => (
          <Group key={row.id} align="flex-end" gap="sm" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
              <TextField<Values>
                name={`facilities.${index}.ro`}
                label={t("club.profile.facilityRo", { n: index + 1 })}
                required
                maxLength={2000}
              />
              <TextField<Values>
                name={`facilities.${index}.en`}
                label={t("club.profile.facilityEn", { n: index + 1 })}
                required
                maxLength={2000}
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red.8"
              size="lg"
              onClick={() => facilities.remove(index)}
              aria-label={t("club.profile.removeFacility", { n: index + 1 })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {facilities.fields.length < 30 && (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => facilities.append({ ro: "", en: "" })}
            style={{ alignSelf: "flex-start" }}
          >
            {t("club.profile.addFacility")}
          </Button>
        )}
      </Section>

      <Group justify="flex-end">
        <Button variant="default" onClick={() => form.reset(profile)} disabled={save.isPending}>
          {t("club.profile.reset")}
        </Button>
        <SubmitButton>{t("club.profile.save")}</SubmitButton>
      </Group>
    </Form>
  );
}
