import type {
  TSessionTime,
  TSessionTimeEntry,
  TSessionTimesBoard,
} from "@bazin/shared/contracts/session-times";
import { formatSwimTime, parseSwimTime } from "@bazin/shared/domain/training/swim-time";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { i18n } from "../../../lib/i18n.ts";
import { postSessionTimes, sessionTimesQuery } from "../../../lib/session-times-api.ts";
import {
  deleteSessionTime,
  mergeBoardTimes,
  refreshAfterSave,
  updateSessionTime,
} from "../api/session-times.ts";
import { cellId, placeTimes, type RecorderColumn } from "./columns.ts";

export type SaveStatus = "saving" | "saved" | "error";

/** What the recorder remembers of a cell beyond the board: what was typed and how its save went. */
interface CellDraft {
  /** Typed text; absent while the cell shows its recorded time (or nothing). */
  text?: string;
  /** The format error is shown once the coach leaves the cell or tries to save it, not while typing. */
  showError?: boolean;
  status?: SaveStatus;
  /** Why the last save failed, in the user's language. */
  failure?: string;
  /**
   * The idempotency key of the last try and the time it carried: a retry of the same time sends the same key,
   * so a save whose answer was lost is not recorded twice. A different time gets a new key.
   */
  sent?: { key: string; hundredths: number };
}

export interface RecorderCell {
  id: string;
  column: RecorderColumn;
  studentId: string;
  stored: TSessionTime | null;
  text: string;
  hundredths: number | null;
  /** Typed and different from what is recorded. */
  dirty: boolean;
  /** The validation key (`validation:`) when the text cannot be saved. */
  invalid: "swimTimeFormat" | "swimTimeRequired" | null;
  showError: boolean;
  status: SaveStatus | null;
  failure: string | null;
}

/** Which entries of a refused request the server blamed (`fields: { "entries.2.event": "eventNotInPool" }`). */
function entryProblems(error: unknown): Map<number, string> {
  const blamed = new Map<number, string>();
  if (!isApiError(error, "VALIDATION_ERROR")) return blamed;
  for (const [field, key] of Object.entries(error.fields)) {
    const at = /^entries\.(\d+)\./.exec(field);
    if (at && i18n.exists(`validation:${key}`)) blamed.set(Number(at[1]), key);
  }
  return blamed;
}

/** A time that just became a personal best or a club record, for the notification. */
export interface Highlight {
  studentId: string;
  event: TSessionTime["event"];
  hundredths: number;
  personalBest: boolean;
  clubRecord: boolean;
}

/**
 * The recorder's cells over the board: typing, validation, saving new times (one POST for any number of cells),
 * editing (PUT) and deleting (DELETE) recorded ones, with a status per cell and a retry that keeps the text.
 */
export function useRecorder(board: TSessionTimesBoard, onHighlights: (found: Highlight[]) => void) {
  const { t } = useTranslation(["admin", "validation"]);
  const queryClient = useQueryClient();
  const sessionId = board.session.id;
  const [drafts, setDrafts] = useState<Record<string, CellDraft>>({});
  const [announcement, setAnnouncement] = useState("");
  const placed = useMemo(() => placeTimes(board), [board]);

  const patch = useCallback((ids: string[], change: (draft: CellDraft) => CellDraft) => {
    setDrafts((all) => {
      const next = { ...all };
      for (const id of ids) next[id] = change(next[id] ?? {});
      return next;
    });
  }, []);

  const cell = (column: RecorderColumn, studentId: string): RecorderCell => {
    const id = cellId(column.id, studentId);
    const draft = drafts[id] ?? {};
    const stored = placed.get(id) ?? null;
    const text = draft.text ?? (stored ? formatSwimTime(stored.hundredths) : "");
    const empty = text.trim() === "";
    const hundredths = empty ? null : parseSwimTime(text);
    const typed = draft.text !== undefined;
    const dirty = typed && (stored ? hundredths !== stored.hundredths : !empty);
    const invalid =
      !dirty || hundredths !== null ? null : empty && stored ? "swimTimeRequired" : "swimTimeFormat";
    return {
      id,
      column,
      studentId,
      stored,
      text,
      hundredths,
      dirty,
      invalid,
      showError: Boolean(draft.showError),
      status: draft.status ?? null,
      failure: draft.failure ?? null,
    };
  };

  const type = (id: string, text: string) =>
    patch([id], (d) => ({ ...d, text, showError: false, status: undefined, failure: undefined }));
  const revealError = (ids: string[]) => patch(ids, (d) => ({ ...d, showError: true }));
  const revert = (id: string) => patch([id], (d) => ({ sent: d.sent }));

  /** A saved cell shows its recorded time again, unless the coach typed something else meanwhile. */
  const settle = (id: string, sentText: string, status?: SaveStatus) =>
    patch([id], (d) =>
      d.text !== undefined && d.text !== sentText ? { ...d, status: undefined } : { status },
    );
  const fail = (ids: string[], error: unknown) => {
    const failure = describeError(error, t("sessionTimes.saveFailed"));
    patch(ids, (d) => ({ ...d, status: "error", failure }));
    setAnnouncement(failure);
  };

  async function saveNew(cells: RecorderCell[]) {
    const entries: (TSessionTimeEntry & { cell: RecorderCell })[] = cells.map((c) => {
      const sent = drafts[c.id]?.sent;
      const hundredths = c.hundredths as number;
      const key = sent && sent.hundredths === hundredths ? sent.key : crypto.randomUUID();
      return { cell: c, key, studentId: c.studentId, event: c.column.event, hundredths, slot: c.column.slot };
    });
    for (const e of entries)
      patch([e.cell.id], (d) => ({ ...d, status: "saving", sent: { key: e.key, hundredths: e.hundredths } }));
    try {
      const answer = await postSessionTimes(
        sessionId,
        entries.map(({ cell: _cell, ...entry }) => entry),
      );
      const saved = answer.results.map((r) => r.time);
      mergeBoardTimes(queryClient, sessionId, (times) => [
        ...times.filter((time) => !saved.some((s) => s.id === time.id)),
        ...saved,
      ]);
      for (const e of entries) settle(e.cell.id, e.cell.text);
      // A free event's time takes the first free column of that swimmer: mark the cell it landed in.
      const board = queryClient.getQueryData(sessionTimesQuery(sessionId).queryKey);
      if (board)
        for (const [id, time] of placeTimes(board))
          if (saved.some((s) => s.id === time.id)) patch([id], (d) => ({ ...d, status: "saved" }));
      setAnnouncement(t("sessionTimes.savedCount", { count: saved.length }));
      onHighlights(
        answer.results
          .filter((r) => !r.duplicate && (r.time.personalBest || r.time.clubRecord))
          .map(({ time }) => ({
            studentId: time.studentId,
            event: time.event,
            hundredths: time.hundredths,
            personalBest: time.personalBest,
            clubRecord: time.clubRecord,
          })),
      );
      refreshAfterSave(queryClient, sessionId);
    } catch (error) {
      const blamed = entryProblems(error);
      if (blamed.size === 0)
        fail(
          entries.map((e) => e.cell.id),
          error,
        );
      // One refused entry refuses the whole request: it gets the reason, the others only need a retry.
      else
        entries.forEach((e, i) => {
          const key = blamed.get(i);
          const failure = key
            ? t(`validation:${key}` as "validation:swimTimeFormat")
            : t("sessionTimes.batchRefused");
          patch([e.cell.id], (d) => ({ ...d, status: "error", failure }));
        });
    }
  }

  async function saveEdit(c: RecorderCell) {
    const stored = c.stored as TSessionTime;
    patch([c.id], (d) => ({ ...d, status: "saving" }));
    try {
      const hundredths = parseSwimTime(c.text)!;
      const answer = await updateSessionTime(sessionId, stored.id, hundredths);
      mergeBoardTimes(queryClient, sessionId, (times) =>
        times.map((time) => (time.id === stored.id ? answer : time)),
      );
      settle(c.id, c.text, "saved");
      setAnnouncement(t("sessionTimes.savedCount", { count: 1 }));
      if ((answer.personalBest && !stored.personalBest) || (answer.clubRecord && !stored.clubRecord))
        onHighlights([
          {
            studentId: c.studentId,
            event: c.column.event,
            hundredths: answer.hundredths,
            personalBest: answer.personalBest,
            clubRecord: answer.clubRecord,
          },
        ]);
      refreshAfterSave(queryClient, sessionId);
    } catch (error) {
      fail([c.id], error);
    }
  }

  /** Saves the cells that can be: new times in one request, changed ones one by one. Invalid ones show why. */
  async function save(cells: RecorderCell[]) {
    const dirty = cells.filter((c) => c.dirty && c.status !== "saving");
    const invalid = dirty.filter((c) => c.invalid);
    if (invalid.length > 0) revealError(invalid.map((c) => c.id));
    const ready = dirty.filter((c) => !c.invalid);
    const fresh = ready.filter((c) => !c.stored);
    await Promise.all([
      fresh.length > 0 ? saveNew(fresh) : null,
      ...ready.filter((c) => c.stored).map((c) => saveEdit(c)),
    ]);
  }

  async function remove(c: RecorderCell) {
    const stored = c.stored as TSessionTime;
    await deleteSessionTime(sessionId, stored.id);
    mergeBoardTimes(queryClient, sessionId, (times) => times.filter((time) => time.id !== stored.id));
    patch([c.id], () => ({}));
    setAnnouncement(t("sessionTimes.deleted"));
    refreshAfterSave(queryClient, sessionId);
  }

  return { cell, type, revealError, revert, save, remove, announcement };
}
