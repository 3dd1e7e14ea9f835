import { ActionIcon, Group, Loader, Stack, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { IconAlertCircle, IconCheck, IconPointFilled, IconRefresh, IconTrash } from "@tabler/icons-react";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { SwimTime } from "../../times/components/SwimTime.tsx";
import { TABULAR } from "../../times/lib/format.ts";
import type { RecorderCell } from "../lib/use-recorder.ts";
import { ClubRecordBadge, PbBadge } from "./TimeBadges.tsx";

export interface TimeCellProps {
  cell: RecorderCell;
  /** "Ioana Ștefănescu, 100 m liber · 2/4": the input's name for screen readers. */
  label: string;
  /** Where the keyboard finds it (`<column>:<row>`). */
  position: string;
  readOnly: boolean;
  /** Big inputs for wet fingers on a phone. */
  large?: boolean;
  onType: (text: string) => void;
  onEnter: () => void;
  onBlur: () => void;
  onEscape: () => void;
  onRetry: () => void;
  onDelete: () => void;
}

function StatusIcon({ cell }: { cell: RecorderCell }) {
  const { t } = useTranslation("admin");
  if (cell.status === "saving")
    return <Loader size="xs" role="img" aria-label={t("sessionTimes.cell.saving")} />;
  if (cell.status === "error")
    return (
      <IconAlertCircle
        role="img"
        size={18}
        color="var(--mantine-color-red-8)"
        aria-label={t("sessionTimes.cell.failed")}
      />
    );
  if (cell.dirty && !cell.invalid)
    return (
      <IconPointFilled
        role="img"
        size={18}
        color="var(--mantine-color-orange-9)"
        aria-label={t("sessionTimes.cell.unsaved")}
      />
    );
  if (cell.status === "saved")
    return (
      <IconCheck
        role="img"
        size={18}
        color="var(--mantine-color-teal-9)"
        aria-label={t("sessionTimes.cell.saved")}
      />
    );
  return null;
}

/**
 * One swimmer's time in one column: typed as `MM:SS.CC` (or `SS.CC`, comma or dot), Enter saves and moves on,
 * Escape goes back to what is recorded. Its state (unsaved, saving, saved, failed) sits at its right; under it
 * the PB and club-record marks, a retry after a failure and a delete for a recorded time.
 */
export function TimeCell(props: TimeCellProps) {
  const { t } = useTranslation(["admin", "validation"]);
  const { cell, readOnly } = props;
  const marks = cell.stored && !cell.dirty && (
    <>
      {cell.stored.personalBest && <PbBadge />}
      {cell.stored.clubRecord && <ClubRecordBadge />}
    </>
  );
  if (readOnly)
    return (
      <Group gap={4} wrap="nowrap">
        {cell.stored ? (
          <SwimTime hundredths={cell.stored.hundredths} />
        ) : (
          <Text span c="gray.7">
            <span aria-hidden>—</span>
            <VisuallyHidden>{t("admin:sessionTimes.cell.none")}</VisuallyHidden>
          </Text>
        )}
        {marks}
      </Group>
    );

  const error =
    cell.showError && cell.invalid
      ? t(`validation:${cell.invalid}`)
      : cell.status === "error"
        ? cell.failure
        : null;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      props.onEnter();
    } else if (event.key === "Escape" && cell.dirty) {
      event.preventDefault();
      props.onEscape();
    }
  };
  return (
    <Stack gap={4} miw={props.large ? undefined : 128}>
      <TextInput
        aria-label={props.label}
        value={cell.text}
        onChange={(event) => props.onType(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={props.onBlur}
        onFocus={(event) => event.currentTarget.select()}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="next"
        size={props.large ? "lg" : "sm"}
        error={error}
        rightSection={<StatusIcon cell={cell} />}
        data-cell={props.position}
        // On a phone the "save all" bar sits over the list's bottom: the input Enter moves to stays above it.
        styles={{
          input: { ...TABULAR, scrollMarginBottom: props.large ? 96 : undefined },
          error: { whiteSpace: "normal" },
        }}
      />
      {(marks || cell.status === "error" || (cell.stored && !cell.dirty)) && (
        <Group gap={4} wrap="nowrap">
          {marks}
          {cell.status === "error" && (
            <ActionIcon
              variant="light"
              color="red.9"
              size={props.large ? "lg" : "sm"}
              aria-label={t("admin:sessionTimes.cell.retry", { label: props.label })}
              onClick={props.onRetry}
            >
              <IconRefresh size={16} aria-hidden />
            </ActionIcon>
          )}
          {cell.stored && !cell.dirty && cell.status !== "saving" && (
            <ActionIcon
              variant="subtle"
              color="gray.7"
              size={props.large ? "lg" : "sm"}
              ml="auto"
              aria-label={t("admin:sessionTimes.cell.delete", { label: props.label })}
              onClick={props.onDelete}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      )}
    </Stack>
  );
}
