import {
  sessionTopic,
  type TSessionTime,
  type TSessionTimesBoard,
  ZSessionTimesEvent,
} from "@bazin/shared/contracts/session-times";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { Alert, Anchor, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { newClientKey } from "../../../lib/client-key.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { paths } from "../../../lib/paths.ts";
import { useOnReconnect, useSubscription } from "../../../lib/realtime.ts";
import { sessionTimesKey } from "../../../lib/session-times-api.ts";
import { useSessionTimes } from "../api/session-times.ts";
import { ManualEntry } from "../components/ManualEntry.tsx";
import { RunningSet } from "../components/RunningSet.tsx";
import { SessionTimesList } from "../components/SessionTimesList.tsx";
import { type SetOptions, SetSetup } from "../components/SetSetup.tsx";
import { SyncStatus } from "../components/SyncStatus.tsx";
import { mergeTimes } from "../lib/merge-times.ts";
import { registerServiceWorker } from "../lib/service-worker.ts";
import {
  canFinish,
  finishLane,
  type LiveSet,
  laneElapsed,
  startSet,
  takeSplit,
  undoSplit,
} from "../lib/stopwatch.ts";
import { useOnline } from "../lib/use-online.ts";
import { useOutbox } from "../lib/use-outbox.ts";
import { useWakeLock } from "../lib/use-wake-lock.ts";

/**
 * /admin/traininghub/session/{id}/live (admins and coaches): a poolside stopwatch for several lanes at once
 * (TRAINING.md §6). Finishes go to the browser's outbox first and then to the server with idempotency keys, so
 * a lost connection loses nothing and a retry records nothing twice; times from other devices arrive live.
 */
export function LiveTimingPage() {
  const { id = "" } = useParams();
  const { t, i18n } = useTranslation(["admin", "common"]);
  usePageTitle(t("admin:liveTiming.title"));
  const queryClient = useQueryClient();
  const board = useSessionTimes(id);
  const online = useOnline();
  const [set, setSet] = useState<LiveSet | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const addTimes = useCallback(
    (times: TSessionTime[]) => {
      queryClient.setQueryData<TSessionTimesBoard>(sessionTimesKey(id), (old) =>
        old ? mergeTimes(old, times) : old,
      );
      // A new best takes the mark from the swimmer's older times: ask for the board again to show that.
      if (times.some((time) => time.personalBest || time.clubRecord))
        void queryClient.invalidateQueries({ queryKey: sessionTimesKey(id) });
    },
    [queryClient, id],
  );
  const outbox = useOutbox(id, addTimes);

  useSubscription(id ? sessionTopic(id) : null, (body) => {
    const event = ZSessionTimesEvent.safeParse(body);
    if (event.success && event.data.sessionId === id) addTimes(event.data.times);
  });
  // Times saved elsewhere while the connection was down came with no event: read the board again.
  useOnReconnect(() => void board.refetch());
  useWakeLock(set?.lanes.some((lane) => lane.finish === null) ?? false);
  // This screen must open without a network once visited (poolside): the installable app's worker.
  useEffect(
    () => registerServiceWorker(["/api/auth/me", `/api/sessions/${encodeURIComponent(id)}/times`]),
    [id],
  );

  const names = useMemo(
    () => new Map((board.data?.swimmers ?? []).map((swimmer) => [swimmer.id, swimmer.fullName])),
    [board.data],
  );
  const waitingKeys = useMemo(
    () => new Set((outbox.entries ?? []).filter((entry) => !entry.failure).map((entry) => entry.key)),
    [outbox.entries],
  );
  const longDay = dateTimeFormat(i18n.language === "en" ? "en-GB" : "ro-RO", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  // Noon UTC: formatting in UTC never moves a club day to its neighbour.
  const dayName = (day: string) => longDay.format(new Date(`${day}T12:00:00Z`));
  const eventName = (event: string) =>
    t(`common:training.events.${event}` as "common:training.events.freestyle_50");

  const start = (options: SetOptions) =>
    setSet(
      startSet(options.swimmers, {
        event: options.choice.event,
        slot: options.choice.slot?.key ?? null,
        mode: options.mode,
        staggerSeconds: options.staggerSeconds,
        now: performance.now(),
      }),
    );

  const updateLane = (index: number, change: (lane: LiveSet["lanes"][number]) => LiveSet["lanes"][number]) =>
    setSet((current) =>
      current
        ? { ...current, lanes: current.lanes.map((lane, i) => (i === index ? change(lane) : lane)) }
        : current,
    );

  const split = (index: number, at: number) => {
    if (!set) return;
    const lane = set.lanes[index];
    if (lane) updateLane(index, (l) => takeSplit(l, laneElapsed(set, lane, at)));
  };

  const finish = (index: number, at: number) => {
    const lane = set?.lanes[index];
    if (!set || !lane) return;
    const elapsed = laneElapsed(set, lane, at);
    if (!canFinish(lane, elapsed)) return;
    const key = newClientKey();
    updateLane(index, (l) => finishLane(l, elapsed, key));
    setAnnouncement(
      t("admin:liveTiming.lane.finished", { name: lane.fullName, time: formatSwimTime(elapsed) }),
    );
    void outbox.record({
      key,
      sessionId: id,
      studentId: lane.studentId,
      event: set.event,
      hundredths: elapsed,
      slot: set.slot,
      splits: lane.splits,
      takenAt: new Date().toISOString(),
    });
  };

  if (board.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Title order={1} size="h2">
          {t("admin:liveTiming.title")}
        </Title>
        <Skeleton h={48} />
        <Skeleton h={240} />
        <VisuallyHidden>{t("admin:liveTiming.loading")}</VisuallyHidden>
      </Stack>
    );
  }
  if (board.isError) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t("admin:liveTiming.title")}
        </Title>
        <RetryAlert
          message={describeError(board.error, t("admin:liveTiming.loadFailed"))}
          retryLabel={t("admin:liveTiming.retry")}
          onRetry={() => void board.refetch()}
          retrying={board.isFetching}
        />
      </Stack>
    );
  }

  const { session } = board.data;
  const waiting = (outbox.entries ?? []).filter((entry) => !entry.failure);
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t("admin:liveTiming.title")}
        </Title>
        <Text c="gray.7" mt={4}>
          {t("admin:liveTiming.subtitle", {
            title: session.workout?.name ?? (session.title || t("admin:liveTiming.untitled")),
            day: dayName(session.day),
            time: session.startTime,
            pool: session.poolLength,
          })}
        </Text>
        <Group gap="md" mt={4}>
          <Anchor component={Link} to={paths.admin.sessionManager} size="sm">
            {t("admin:liveTiming.backToSessions")}
          </Anchor>
          <Anchor component={Link} to={paths.sessionTimes(id)} size="sm">
            {t("admin:liveTiming.openRecorder")}
          </Anchor>
        </Group>
      </div>

      <SyncStatus
        online={online}
        entries={outbox.entries}
        names={names}
        lastError={outbox.lastError}
        syncing={outbox.syncing}
        onSync={() => void outbox.sync()}
        onDiscard={(key) => void outbox.discard(key)}
      />

      {!session.canRecord ? (
        <Alert
          color="lagoon"
          icon={<IconInfoCircle aria-hidden />}
          title={t("admin:liveTiming.readOnly.title")}
        >
          {session.status === "cancelled"
            ? t("admin:liveTiming.readOnly.cancelled")
            : t("admin:liveTiming.readOnly.notStarted", { day: dayName(session.day) })}
        </Alert>
      ) : set ? (
        <RunningSet
          set={set}
          title={eventName(set.event)}
          waitingKeys={waitingKeys}
          onSplit={split}
          onFinish={finish}
          onUndo={(index) => updateLane(index, undoSplit)}
          onClose={() => setSet(null)}
        />
      ) : (
        <SetSetup board={board.data} onStart={start} />
      )}
      <VisuallyHidden role="status" aria-live="assertive">
        {announcement}
      </VisuallyHidden>

      <SessionTimesList times={board.data.times} waiting={waiting} names={names} />

      {session.canRecord && (
        <ManualEntry
          board={board.data}
          onAdd={({ studentId, choice, hundredths }) =>
            outbox.record({
              key: newClientKey(),
              sessionId: id,
              studentId,
              event: choice.event,
              hundredths,
              slot: choice.slot?.key ?? null,
              splits: [],
              takenAt: new Date().toISOString(),
            })
          }
        />
      )}
    </Stack>
  );
}
