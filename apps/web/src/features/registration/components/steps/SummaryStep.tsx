import { ageGroupOf } from "@bazin/shared/domain/club";
import { Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useClub } from "../../../../lib/club-query.ts";
import { currentLanguage } from "../../../../lib/i18n.ts";
import { useWeekdayName } from "../../../../lib/use-weekday-name.ts";
import { formatBytes, formatDate } from "../../lib/format.ts";
import { dayInstructor, endTime, scheduleDays } from "../../lib/schedule.ts";
import type { CertificateInfo } from "../../lib/wizard-storage.ts";
import { isMinorApplicant, STEP_KEYS, type StepKey, type WizardValues } from "../../lib/wizard-values.ts";
import classes from "./SummaryStep.module.css";

interface SummaryStepProps {
  today: string;
  certificate: CertificateInfo | null;
  onEdit: (step: number) => void;
}

/** Step 7: everything entered, by step, each with a way back to change it. */
export function SummaryStep({ today, certificate, onEdit }: SummaryStepProps) {
  const { t } = useTranslation(["public", "common"]);
  const { getValues } = useFormContext<WizardValues>();
  const club = useClub();
  const weekdayName = useWeekdayName();
  const v = getValues();
  const language = currentLanguage();
  const minor = isMinorApplicant(v, today);
  const group = ageGroupOf(v.birthDate, today);
  const none = t("registration.summary.none");
  const f = (key: keyof typeof fieldLabels) => t(fieldLabels[key]);

  const days = club.data ? scheduleDays(club.data.slots, club.data.instructors, group) : [];
  const schedule = days
    .map((day) => {
      const times = day.slots
        .filter((slot) => v.choices.some((c) => c.slotId === slot.id))
        .map((slot) => t("registration.schedule.slot", { start: slot.startTime, end: endTime(slot) }));
      const person = day.instructors.find((i) => i.id === dayInstructor(v.choices, day));
      return { day, times, person };
    })
    .filter((row) => row.times.length > 0);

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t("registration.summary.intro")}</Text>
      <Section step="personal" onEdit={onEdit}>
        <Row label={f("fullName")}>{v.fullName}</Row>
        <Row label={f("birthDate")}>{formatDate(v.birthDate, language)}</Row>
        <Row label={t("registration.summary.ageGroup")}>
          {t(
            group === "children"
              ? "registration.summary.ageGroupChildren"
              : "registration.summary.ageGroupAdults",
          )}
        </Row>
      </Section>
      <Section step="contact" onEdit={onEdit}>
        <Row label={f("phone")}>{v.phone}</Row>
        <Row label={f("email")}>{v.email}</Row>
        {minor && <Row label={f("contactPerson")}>{v.contactPerson}</Row>}
        {minor && <Row label={f("contactQuality")}>{v.contactQuality}</Row>}
      </Section>
      <Section step="schedule" onEdit={onEdit}>
        {schedule.map(({ day, times, person }) => (
          <Row key={day.weekday} label={weekdayName(day.weekday)}>
            {times.join(", ")}
            {person &&
              ` · ${t("registration.summary.instructor", { name: `${person.firstName} ${person.lastName}` })}`}
          </Row>
        ))}
      </Section>
      <Section step="address" onEdit={onEdit}>
        <Row label={f("locality")}>{v.locality}</Row>
        <Row label={f("street")}>{v.street}</Row>
        <Row label={f("streetNumber")}>{v.streetNumber}</Row>
        <Row label={f("blockApartment")}>{v.blockApartment || none}</Row>
        <Row label={f("county")}>{v.county}</Row>
        {minor && <Row label={f("legalRepresentative")}>{v.legalRepresentative}</Row>}
      </Section>
      <Section step="consent" onEdit={onEdit}>
        <Row label={t("registration.consent.textLabel")}>
          {v.gdprAccepted
            ? t("registration.summary.gdprAccepted", { version: v.gdprVersion })
            : t("registration.summary.gdprMissing")}
        </Row>
      </Section>
      <Section step="certificate" onEdit={onEdit}>
        <Row label={t("registration.summary.file")}>
          {certificate ? `${certificate.name} (${formatBytes(certificate.sizeBytes, language)})` : none}
        </Row>
        <Row label={t("registration.certificate.issuedOn")}>
          {v.certificateIssuedOn ? formatDate(v.certificateIssuedOn, language) : none}
        </Row>
      </Section>
    </Stack>
  );
}

const fieldLabels = {
  fullName: "registration.fields.fullName",
  birthDate: "registration.fields.birthDate",
  phone: "registration.fields.phone",
  email: "registration.fields.email",
  contactPerson: "registration.fields.contactPerson",
  contactQuality: "registration.fields.contactQuality",
  locality: "registration.fields.locality",
  street: "registration.fields.street",
  streetNumber: "registration.fields.streetNumber",
  blockApartment: "registration.fields.blockApartment",
  county: "registration.fields.county",
  legalRepresentative: "registration.fields.legalRepresentative",
} as const;

function Section({
  step,
  onEdit,
  children,
}: {
  step: StepKey;
  onEdit: (step: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("public");
  const title = t(`registration.steps.${step}`);
  const headingId = `reg-summary-${step}`;
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={3} size="h4" id={headingId}>
          {title}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => onEdit(STEP_KEYS.indexOf(step))}
          aria-label={t("registration.summary.editSection", { section: title })}
        >
          {t("registration.summary.edit")}
        </Button>
      </Group>
      <SimpleGrid component="dl" cols={1} spacing={6} className={classes.list}>
        {children}
      </SimpleGrid>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.row}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}
