import type { TStudentSummary } from "@bazin/shared/contracts/students";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PendingAction } from "../lib/use-confirmed-action.tsx";
import { MedicalConsentWithdrawnBadge } from "./MedicalConsentWithdrawnBadge.tsx";
import { RenewalRequestedBadge } from "./RenewalRequestedBadge.tsx";
import { StudentMenu } from "./StudentMenu.tsx";
import { DaysRemaining, StudentStatusBadge } from "./StudentStatus.tsx";

/** One student on a phone: what the table's row says that matters at the poolside, and the same actions. */
export function StudentCard({
  student: s,
  schedule,
  onOpen,
  onAsk,
}: {
  student: TStudentSummary;
  /** The student's slots in words ("Lun 16:30, Mie 16:30"). */
  schedule: string;
  onOpen: () => void;
  onAsk: (pending: PendingAction) => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor
            component="button"
            type="button"
            fw={600}
            ta="left"
            onClick={onOpen}
            style={{ overflowWrap: "anywhere" }}
          >
            {s.fullName}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t("students.fields.age")}: {s.age}
          </Text>
        </Stack>
        <StudentMenu student={s} onOpen={onOpen} onAsk={onAsk} size="lg" />
      </Group>
      <Group gap="sm">
        <StudentStatusBadge status={s.status} />
        <RenewalRequestedBadge student={s} />
        <MedicalConsentWithdrawnBadge student={s} />
        <Text size="sm">
          {t("students.fields.daysRemaining")}: <DaysRemaining student={s} span />
        </Text>
      </Group>
      <Text size="sm">{schedule}</Text>
    </Stack>
  );
}
