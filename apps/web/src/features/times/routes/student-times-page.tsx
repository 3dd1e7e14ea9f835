import type { TSwimTime } from "@bazin/shared/contracts/times";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { Anchor, Button, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowLeft, IconPlus, IconUserBolt } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ConfirmDeleteModal } from "../../../components/ConfirmDeleteModal.tsx";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { advancedSwimmerPath, paths } from "../../../lib/paths.ts";
import { useDeleteSwimTime } from "../api/delete-swim-time.ts";
import { useStudentTimes } from "../api/get-student-times.ts";
import { EditSwimTimeModal } from "../components/EditSwimTimeModal.tsx";
import { StudentTimesView } from "../components/StudentTimesView.tsx";
import { TimesDatesProvider } from "../components/TimesDatesProvider.tsx";
import { timesCreatePath } from "../lib/create-path.ts";
import { ageOn, todayIso, useDayFormat, useTrainingWords } from "../lib/format.ts";

/**
 * /admin/swimming-times/cursant/:studentId/details (and …/statistics, the same screen): one swimmer's season,
 * personal bests, progression, every time (edit, delete) and club records held.
 */
export function StudentTimesPage() {
  const { t } = useTranslation(["admin", "swimmer", "common"]);
  const { studentId = "" } = useParams();
  const times = useStudentTimes(studentId);
  const words = useTrainingWords();
  const day = useDayFormat();
  const [editing, setEditing] = useState<TSwimTime | null>(null);
  const [toDelete, setToDelete] = useState<TSwimTime | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteSwimTime();
  const student = times.data?.student;
  usePageTitle(student ? `${student.fullName} · ${t("admin:swimTimes.title")}` : t("admin:swimTimes.title"));

  const confirmDelete = () => {
    if (!toDelete) return;
    setDeleteError(null);
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        notifications.show({ color: "teal", message: t("admin:swimTimes.delete.deleted") });
      },
      onError: (failure) => setDeleteError(describeError(failure, t("admin:swimTimes.delete.failed"))),
    });
  };

  return (
    <TimesDatesProvider>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.admin.swimmingTimes} size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: "-2px" }} />{" "}
          {t("admin:swimTimes.student.back")}
        </Anchor>
        {times.isPending ? (
          <Center py="xl">
            <Loader aria-label={t("admin:swimTimes.title")} />
          </Center>
        ) : times.isError ? (
          <RetryAlert
            message={describeError(times.error, t("admin:swimTimes.student.loadFailed"))}
            retryLabel={t("admin:swimTimes.retry")}
            onRetry={() => void times.refetch()}
            retrying={times.isFetching}
          />
        ) : (
          <>
            <Group justify="space-between" align="flex-end">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
                  {times.data.student.fullName}
                </Title>
                <Text c="gray.7">
                  {t("admin:swimTimes.student.age", {
                    count: ageOn(times.data.student.birthDate, todayIso()),
                  })}
                  {" · "}
                  {times.data.student.gender
                    ? t(`common:training.gender.${times.data.student.gender}`)
                    : t("admin:swimTimes.student.noGender")}
                </Text>
                {times.data.student.isAdvancedSwimmer && (
                  <Anchor component={Link} to={advancedSwimmerPath(times.data.student.id)} size="sm">
                    <IconUserBolt size={16} aria-hidden style={{ verticalAlign: "-3px" }} />{" "}
                    {t("admin:swimTimes.student.advancedProfile")}
                  </Anchor>
                )}
              </Stack>
              <Button
                component={Link}
                to={timesCreatePath(times.data.student.id)}
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                {t("admin:swimTimes.student.add")}
              </Button>
            </Group>
            <StudentTimesView
              data={times.data}
              exportPath={`/api/swim-times/students/${encodeURIComponent(times.data.student.id)}/export.csv`}
              onEdit={setEditing}
              onDelete={(time) => {
                setDeleteError(null);
                setToDelete(time);
              }}
            />
          </>
        )}
      </Stack>

      <EditSwimTimeModal time={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteModal
        opened={toDelete !== null}
        title={t("admin:swimTimes.delete.title")}
        text={
          toDelete
            ? t("admin:swimTimes.delete.text", {
                time: formatSwimTime(toDelete.hundredths),
                event: words.event(toDelete.event),
                date: day(toDelete.swumOn),
              })
            : ""
        }
        confirmLabel={t("admin:swimTimes.delete.confirm")}
        cancelLabel={t("admin:swimTimes.delete.cancel")}
        error={deleteError}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </TimesDatesProvider>
  );
}
