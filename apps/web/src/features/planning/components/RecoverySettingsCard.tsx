import type { TRecoverySettings } from "@bazin/shared/contracts/plans";
import {
  MAX_RECOVERY_DAYS,
  WORKOUT_TYPES,
  type WorkoutType,
} from "@bazin/shared/domain/training/workout-taxonomy";
import {
  Button,
  Card,
  Center,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { useRecoverySettings } from "../api/get-recovery-settings.ts";
import { useUpdateRecoverySettings } from "../api/update-recovery-settings.ts";
import { TABULAR } from "../lib/format.ts";

/**
 * "Zile de recuperare": how many days an intense workout of each type keeps a swimmer from the next intense one
 * (TRAINING.md §5, the plans warn when a placement breaks it). Admins edit it; coaches read it.
 */
export function RecoverySettingsCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation("admin");
  const settings = useRecoverySettings();
  return (
    <Card withBorder component="section" aria-labelledby="planning-recovery">
      <Title order={2} size="h4" id="planning-recovery">
        {t("planning.recovery.title")}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t("planning.recovery.description", { max: MAX_RECOVERY_DAYS })}
      </Text>
      {settings.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label={t("planning.recovery.loading")} />
        </Center>
      ) : settings.isError ? (
        <RetryAlert
          message={describeError(settings.error, t("planning.recovery.loadFailed"))}
          retryLabel={t("planning.retry")}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : editable ? (
        // A new answer from the server (after saving) starts the form again from it.
        <RecoveryForm key={JSON.stringify(settings.data.recoveryDays)} saved={settings.data} />
      ) : (
        <RecoveryTable settings={settings.data} />
      )}
    </Card>
  );
}

function RecoveryTable({ settings }: { settings: TRecoverySettings }) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  return (
    <Table>
      <Table.Caption>{t("planning.recovery.readOnly")}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("planning.recovery.type")}</Table.Th>
          <Table.Th>{t("planning.recovery.days")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {WORKOUT_TYPES.map((type) => (
          <Table.Tr key={type}>
            <Table.Td>{words.type(type)}</Table.Td>
            <Table.Td style={TABULAR}>
              {t("planning.recovery.dayCount", { count: settings.recoveryDays[type] })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type Draft = Record<WorkoutType, number | "">;

function RecoveryForm({ saved }: { saved: TRecoverySettings }) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const update = useUpdateRecoverySettings();
  const [draft, setDraft] = useState<Draft>(saved.recoveryDays);
  const complete = WORKOUT_TYPES.every((type) => draft[type] !== "");
  const changed = WORKOUT_TYPES.some((type) => draft[type] !== saved.recoveryDays[type]);

  const save = () => {
    if (!complete) return;
    update.mutate(
      { recoveryDays: draft as TRecoverySettings["recoveryDays"] },
      {
        onSuccess: () => notifications.show({ color: "teal", message: t("planning.recovery.saved") }),
        onError: (error) =>
          notifications.show({
            color: "red",
            message: describeError(error, t("planning.recovery.saveFailed")),
          }),
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {WORKOUT_TYPES.map((type) => (
          <NumberInput
            key={type}
            label={words.type(type)}
            value={draft[type]}
            onChange={(value) =>
              setDraft((current) => ({ ...current, [type]: typeof value === "number" ? value : "" }))
            }
            min={0}
            max={MAX_RECOVERY_DAYS}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            error={draft[type] === "" ? t("planning.recovery.required") : undefined}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button
          type="submit"
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          loading={update.isPending}
          disabled={!complete || !changed}
        >
          {t("planning.recovery.save")}
        </Button>
      </Group>
    </form>
  );
}
