import type { TMySession } from "@bazin/shared/contracts/sessions";
import { Alert, Button, Group, Input, Rating, Stack, Textarea } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../lib/describe-error.ts";
import { useRateSession } from "../api/my-session-actions.ts";

const MAX_COMMENT = 1000;

/**
 * The feedback dialog's form: a 1–5 rating (radio buttons under the stars: arrows change it, each star is
 * labelled "4 stele din 5") and an optional comment. A failed save says "Eroare la salvarea feedbackului"
 * (SPEC §8) with the server's reason.
 */
export function FeedbackForm({ session, onDone }: { session: TMySession; onDone: () => void }) {
  const { t } = useTranslation("swimmer");
  const labelId = useId();
  const [rating, setRating] = useState(session.rating ?? 0);
  const [comment, setComment] = useState(session.ratingComment ?? "");
  const [missing, setMissing] = useState(false);
  const save = useRateSession();

  const reason = save.error ? describeError(save.error, "") : "";
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (rating < 1) {
          setMissing(true);
          return;
        }
        save.mutate({ id: session.id, rating, comment: comment.trim() }, { onSuccess: onDone });
      }}
    >
      <Stack gap="md">
        {save.isError && (
          <Alert
            color="red"
            role="alert"
            icon={<IconAlertTriangle aria-hidden />}
            title={t("sessions.feedbackError")}
          >
            {reason}
          </Alert>
        )}
        <Input.Wrapper
          id={labelId}
          labelElement="div"
          label={t("sessions.feedback.ratingLabel")}
          required
          error={missing ? t("sessions.feedback.ratingRequired") : undefined}
        >
          <Rating
            role="radiogroup"
            aria-labelledby={`${labelId}-label`}
            size="lg"
            mt={4}
            value={rating}
            onChange={(value) => {
              setRating(value);
              setMissing(false);
            }}
            getSymbolLabel={(value) => t("sessions.feedback.stars", { count: value })}
          />
        </Input.Wrapper>
        <Textarea
          label={t("sessions.feedback.commentLabel")}
          description={t("sessions.feedback.commentHint")}
          minRows={3}
          maxLength={MAX_COMMENT}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t("sessions.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("sessions.feedback.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
