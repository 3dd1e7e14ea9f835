import type { TSessionTimesBoard } from "@bazin/shared/contracts/session-times";
import type { SwimEvent } from "@bazin/shared/domain/training/events";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { Alert, Box, Button, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconDeviceFloppy, IconInfoCircle } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/ConfirmDeleteModal.tsx";
import { describeError } from "../../../lib/describe-error.ts";
import { useTrainingWords } from "../../times/lib/format.ts";
import { buildColumns, type FreeColumnRequests, orderSwimmers, withOneMore } from "../lib/columns.ts";
import { type Highlight, type RecorderCell, useRecorder } from "../lib/use-recorder.ts";
import { AddEventControl } from "./AddEventControl.tsx";
import { PhoneRecorder } from "./PhoneRecorder.tsx";
import { type CellActions, RecorderGrid } from "./RecorderGrid.tsx";
import { RecorderHeader } from "./RecorderHeader.tsx";
import { UnsavedGuard } from "./UnsavedGuard.tsx";

/**
 * The time recorder over a loaded board: the grid (or one column at a time on a phone), free events when the
 * workout has no timed repeats, "save all", deleting a recorded time (asked first) and the news of a new
 * personal best or club record. Read-only, with the reason, when the session takes no times.
 */
export function Recorder({ board }: { board: TSessionTimesBoard }) {
  const { t } = useTranslation(["admin", "common"]);
  const words = useTrainingWords();
  const phone = useMediaQuery("(max-width: 48em)") ?? false;
  const [requested, setRequested] = useState<FreeColumnRequests>({});
  const [phoneColumn, setPhoneColumn] = useState(0);
  const [deleting, setDeleting] = useState<{ cell: RecorderCell; label: string } | null>(null);
  const [deleteState, setDeleteState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const swimmers = useMemo(() => orderSwimmers(board.swimmers), [board.swimmers]);
  const columns = useMemo(() => buildColumns(board, requested), [board, requested]);
  const readOnly = !board.session.canRecord;

  const announce = (found: Highlight[]) => {
    for (const h of found) {
      const name = board.swimmers.find((s) => s.id === h.studentId)?.fullName ?? "";
      notifications.show({
        color: h.clubRecord ? "grape.9" : "teal.9",
        // A club record is usually the swimmer's best too: one notice says both.
        title: t(
          h.clubRecord
            ? h.personalBest
              ? "sessionTimes.news.both"
              : "sessionTimes.news.clubRecord"
            : "sessionTimes.news.personalBest",
        ),
        closeButtonProps: { "aria-label": t("common:actions.close") },
        // Under a title Mantine greys the text to a contrast too low to read (3.3:1).
        styles: { description: { color: "var(--mantine-color-text)" } },
        message: t("sessionTimes.news.text", {
          name,
          event: words.event(h.event),
          time: formatSwimTime(h.hundredths),
        }),
      });
    }
  };
  const recorder = useRecorder(board, announce);
  const cells = columns.flatMap((column) => swimmers.map((s) => recorder.cell(column, s.id)));
  const pending = cells.filter((c) => c.dirty && c.status !== "saving");
  const ready = pending.filter((c) => !c.invalid);

  const saveAll = (
    <Button
      leftSection={<IconDeviceFloppy size={18} aria-hidden />}
      disabled={ready.length === 0}
      fullWidth={phone}
      size={phone ? "md" : "sm"}
      onClick={() => void recorder.save(pending)}
    >
      {t("sessionTimes.saveAll", { count: ready.length })}
    </Button>
  );

  const actions: CellActions = {
    cell: recorder.cell,
    commit: (cell) => {
      if (!cell.dirty) return true;
      if (cell.invalid) {
        recorder.revealError([cell.id]);
        return false;
      }
      void recorder.save([cell]);
      return true;
    },
    type: recorder.type,
    blur: (cell) => {
      if (cell.dirty && cell.invalid) recorder.revealError([cell.id]);
    },
    revert: recorder.revert,
    retry: (cell) => void recorder.save([cell]),
    askDelete: (cell, label) => {
      setDeleteState({ busy: false, error: null });
      setDeleting({ cell, label });
    },
  };

  const addEvent = (event: SwimEvent) => {
    const next = withOneMore(board, requested, event);
    setRequested(next);
    const after = buildColumns(board, next);
    setPhoneColumn(after.findLastIndex((c) => c.event === event && c.slot === null));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteState({ busy: true, error: null });
    try {
      await recorder.remove(deleting.cell);
      setDeleting(null);
    } catch (error) {
      setDeleteState({ busy: false, error: describeError(error, t("sessionTimes.deleteDialog.failed")) });
    }
  };

  return (
    <Stack gap="md">
      <RecorderHeader session={board.session} />
      {readOnly && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} title={t("sessionTimes.readOnly.title")}>
          {t(
            board.session.status === "cancelled"
              ? "sessionTimes.readOnly.cancelled"
              : "sessionTimes.readOnly.notStarted",
          )}
        </Alert>
      )}
      {swimmers.length === 0 ? (
        <Text c="gray.7">{t("sessionTimes.noSwimmers")}</Text>
      ) : (
        <>
          {!readOnly && (
            <Group justify="space-between" align="flex-end" gap="sm">
              {board.slots.length === 0 ? (
                <AddEventControl poolLength={board.session.poolLength} onAdd={addEvent} />
              ) : (
                !phone && (
                  <Text size="sm" c="gray.7" maw={480}>
                    {t("sessionTimes.hint")}
                  </Text>
                )
              )}
              {!phone && saveAll}
            </Group>
          )}
          {columns.length === 0 ? (
            <Text c="gray.7">{t(readOnly ? "sessionTimes.noTimes" : "sessionTimes.free.none")}</Text>
          ) : phone ? (
            <>
              <PhoneRecorder
                swimmers={swimmers}
                columns={columns}
                index={phoneColumn}
                onIndex={setPhoneColumn}
                readOnly={readOnly}
                actions={actions}
              />
              {/* Within the thumb's reach under a long list of swimmers. */}
              {!readOnly && (
                <Box pos="sticky" bottom={0} py="xs" bg="var(--mantine-color-body)" style={{ zIndex: 2 }}>
                  {saveAll}
                </Box>
              )}
            </>
          ) : (
            <RecorderGrid swimmers={swimmers} columns={columns} readOnly={readOnly} actions={actions} />
          )}
        </>
      )}
      <VisuallyHidden aria-live="polite">{recorder.announcement}</VisuallyHidden>
      <UnsavedGuard count={pending.length} />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t("sessionTimes.deleteDialog.title")}
        text={t("sessionTimes.deleteDialog.text", {
          label: deleting?.label ?? "",
          time: deleting?.cell.stored ? formatSwimTime(deleting.cell.stored.hundredths) : "",
        })}
        confirmLabel={t("sessionTimes.deleteDialog.confirm")}
        cancelLabel={t("sessionTimes.deleteDialog.back")}
        loading={deleteState.busy}
        error={deleteState.error}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
