import type { TSession, TSessionParticipant } from "@bazin/shared/contracts/sessions";
import { ATTENDANCE_VALUES, type Attendance } from "@bazin/shared/domain/training/session-rules";
import {
  Accordion,
  Alert,
  Box,
  Button,
  Group,
  Rating,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { IconChecks } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../lib/describe-error.ts";
import { saveAttendance, updateParticipant, useSessionMutation } from "../api/session-mutations.ts";

/**
 * Attendance in a few taps: each participant's present / late / absent / injured (big targets), "all present",
 * one save for the batch. Each row opens onto the coach's private notes and the feedback the swimmer is told of.
 */
export function AttendancePanel({ session }: { session: TSession }) {
  const { t } = useTranslation("admin");
  const [marks, setMarks] = useState<Record<string, Attendance | null>>(() =>
    Object.fromEntries(session.participants.map((p) => [p.student.id, p.attendance])),
  );
  const [saved, setSaved] = useState(false);
  const save = useSessionMutation(saveAttendance);
  if (session.participants.length === 0) return <Text c="gray.7">{t("sessionManager.attendance.none")}</Text>;
  if (session.status === "cancelled")
    return <Text c="gray.7">{t("sessionManager.attendance.cancelled")}</Text>;

  const mark = (studentId: string, value: Attendance) => {
    setSaved(false);
    setMarks((m) => ({ ...m, [studentId]: value }));
  };
  const allPresent = () => {
    setSaved(false);
    setMarks(Object.fromEntries(session.participants.map((p) => [p.student.id, "present" as const])));
  };
  const submit = () =>
    save.mutate(
      {
        id: session.id,
        entries: session.participants.map((p) => ({
          studentId: p.student.id,
          attendance: marks[p.student.id] ?? null,
        })),
      },
      { onSuccess: () => setSaved(true) },
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" c="gray.7">
          {t("sessionManager.attendance.taken", {
            taken: Object.values(marks).filter(Boolean).length,
            count: session.participants.length,
          })}
        </Text>
        <Button variant="light" leftSection={<IconChecks size={18} aria-hidden />} onClick={allPresent}>
          {t("sessionManager.attendance.allPresent")}
        </Button>
      </Group>
      <Accordion multiple variant="separated" chevronPosition="left">
        {session.participants.map((p) => (
          <Accordion.Item key={p.student.id} value={p.student.id}>
            <Stack gap={6} p="xs">
              <Text fw={600} id={`att-${p.student.id}`}>
                {p.student.fullName}
                {p.absenceAnnouncedAt && (
                  <Text span size="xs" c="red.9" ml={6}>
                    {t("sessionManager.attendance.announced")}
                  </Text>
                )}
              </Text>
              <SwimmerSays participant={p} />
              <SegmentedControl
                fullWidth
                size="md"
                aria-labelledby={`att-${p.student.id}`}
                value={marks[p.student.id] ?? ""}
                onChange={(v) => mark(p.student.id, v as Attendance)}
                data={ATTENDANCE_VALUES.map((value) => ({
                  value,
                  label: t(`sessionManager.attendance.values.${value}`),
                }))}
              />
            </Stack>
            <Accordion.Control>
              {t("sessionManager.attendance.notesOf", { name: p.student.fullName })}
            </Accordion.Control>
            <Accordion.Panel>
              <ParticipantNotes session={session} studentId={p.student.id} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {save.isError && (
        <Alert color="red" role="alert">
          {describeError(save.error, t("sessionManager.attendance.saveFailed"))}
        </Alert>
      )}
      <Group justify="flex-end">
        <Text aria-live="polite" size="sm" c="teal.9">
          {saved ? t("sessionManager.attendance.saved") : ""}
        </Text>
        <Button onClick={submit} loading={save.isPending} size="md">
          {t("sessionManager.attendance.save")}
        </Button>
      </Group>
    </Stack>
  );
}

/** What the swimmer said: the absence reason they gave, and their rating and comment once they rated. */
function SwimmerSays({ participant: p }: { participant: TSessionParticipant }) {
  const { t } = useTranslation("admin");
  return (
    <>
      {p.absenceAnnouncedAt && p.absenceReason && (
        <Text size="sm" c="gray.7">
          {t("sessionManager.attendance.absenceReason", { reason: p.absenceReason })}
        </Text>
      )}
      {p.rating !== null && (
        <Group gap="xs" wrap="wrap">
          {/* Drawn stars: one image with the rating as its name for a screen reader. */}
          <Box role="img" aria-label={t("sessionManager.attendance.rated", { rating: p.rating })}>
            <Rating value={p.rating} readOnly size="sm" aria-hidden />
          </Box>
          {p.ratingComment && (
            <Text size="sm" fs="italic">
              {t("sessionManager.attendance.ratingComment", { comment: p.ratingComment })}
            </Text>
          )}
        </Group>
      )}
    </>
  );
}

/** The coach's private notes and the feedback the swimmer is notified of, saved for one participant. */
function ParticipantNotes({ session, studentId }: { session: TSession; studentId: string }) {
  const { t } = useTranslation("admin");
  const line = session.participants.find((p) => p.student.id === studentId)!;
  const [notes, setNotes] = useState(line.coachNotes ?? "");
  const [feedback, setFeedback] = useState(line.coachFeedback ?? "");
  const [saved, setSaved] = useState(false);
  const save = useSessionMutation(updateParticipant);
  const submit = () =>
    save.mutate(
      {
        id: session.id,
        studentId,
        body: { coachNotes: notes.trim() || null, coachFeedback: feedback.trim() || null },
      },
      { onSuccess: () => setSaved(true) },
    );
  return (
    <Stack gap="xs">
      <Textarea
        label={t("sessionManager.attendance.coachNotes")}
        description={t("sessionManager.attendance.coachNotesHelp")}
        value={notes}
        onChange={(e) => {
          setSaved(false);
          setNotes(e.currentTarget.value);
        }}
        rows={3}
      />
      <Textarea
        label={t("sessionManager.attendance.feedback")}
        description={t("sessionManager.attendance.feedbackHelp")}
        value={feedback}
        onChange={(e) => {
          setSaved(false);
          setFeedback(e.currentTarget.value);
        }}
        rows={3}
      />
      {save.isError && (
        <Alert color="red" role="alert">
          {describeError(save.error, t("sessionManager.attendance.saveFailed"))}
        </Alert>
      )}
      <Group justify="flex-end">
        <Text aria-live="polite" size="sm" c="teal.9">
          {saved ? t("sessionManager.attendance.notesSaved") : ""}
        </Text>
        <Button variant="light" onClick={submit} loading={save.isPending}>
          {t("sessionManager.attendance.saveNotes")}
        </Button>
      </Group>
    </Stack>
  );
}
