import type { TMySession } from "@bazin/shared/contracts/sessions";
import { Alert, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { useAnnounceAbsence } from "../api/my-session-actions.ts";
import { useSessionFormat } from "../lib/format.ts";

const MAX_REASON = 500;

/** Announce an absence with an optional reason; too late (under 24 h, the server's 409) is said in words. */
export function AbsenceForm({ session, onDone }: { session: TMySession; onDone: () => void }) {
  const { t } = useTranslation(["swimmer", "errors"]);
  const format = useSessionFormat();
  const [reason, setReason] = useState("");
  const announce = useAnnounceAbsence();
  const failure = announce.error
    ? isApiError(announce.error, "ABSENCE_TOO_LATE")
      ? t("errors:ABSENCE_TOO_LATE")
      : describeError(announce.error, t("swimmer:sessions.absence.failed"))
    : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        announce.mutate({ id: session.id, reason: reason.trim() }, { onSuccess: onDone });
      }}
    >
      <Stack gap="md">
        <Text>
          {t("swimmer:sessions.absence.confirmText", {
            title: format.title(session),
            day: format.dayMonth(session.day),
            time: session.startTime,
          })}
        </Text>
        {failure && (
          <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />} title={failure} />
        )}
        <Textarea
          label={t("swimmer:sessions.absence.reasonLabel")}
          description={t("swimmer:sessions.absence.reasonHint")}
          minRows={2}
          maxLength={MAX_REASON}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={announce.isPending}>
            {t("swimmer:sessions.cancel")}
          </Button>
          <Button type="submit" color="red.8" loading={announce.isPending}>
            {t("swimmer:sessions.absence.confirm")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
