import { Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { useSessionTimesBoard } from "../api/session-times.ts";
import { Recorder } from "../components/Recorder.tsx";
import { useSessionTitle } from "../components/RecorderHeader.tsx";

/**
 * /admin/traininghub/session/:id/times (admins and coaches; TRAINING.md §6): the time recorder, a grid of the
 * session's swimmers × the workout's timed repeats (or free events) taking `MM:SS.CC`; the times saved feed
 * personal bests and club records.
 */
export function SessionTimesPage() {
  const { t } = useTranslation("admin");
  const { id = "" } = useParams();
  const board = useSessionTimesBoard(id);
  const name = useSessionTitle();
  usePageTitle(
    board.data ? t("sessionTimes.pageTitle", { name: name(board.data.session) }) : t("sessionTimes.title"),
  );
  if (board.isPending)
    return (
      <Stack aria-busy="true">
        <Skeleton height={80} aria-label={t("sessionTimes.loading")} />
        <Skeleton height={240} />
      </Stack>
    );
  if (board.isError)
    return (
      <RetryAlert
        message={describeError(board.error, t("sessionTimes.loadFailed"))}
        retryLabel={t("sessionManager.retry")}
        onRetry={() => void board.refetch()}
        retrying={board.isFetching}
      />
    );
  return <Recorder board={board.data} />;
}
