import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { Anchor, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { paths } from "../../../lib/paths.ts";
import { useSwimmerTimes } from "../api/get-swimmer-times.ts";
import { CssPaceTable } from "../components/CssPaceTable.tsx";
import { CssResultCard } from "../components/CssResultCard.tsx";
import { CSS_EVENTS, CssTestCard, cssPersonalBest } from "../components/CssTestCard.tsx";
import { CssWorkoutTargets } from "../components/CssWorkoutTargets.tsx";
import { cssOutcome } from "../lib/css-outcome.ts";

/** Query parameters: the picked swimmer and workout stay in the address, so a link can open them. */
const SWIMMER_PARAM = "swimmer";
const WORKOUT_PARAM = "workout";

/**
 * /admin/traininghub/css, the CSS helper (TRAINING.md §4): a 400 m and a 200 m time (typed, or a swimmer's
 * freestyle PBs in a 25 m pool) give the CSS pace and speed, a table of paces around it, and the pace targets
 * of a chosen workout's steps for this swimmer.
 */
export function CssHelperPage() {
  const { t } = useTranslation("admin");
  usePageTitle(t("css.title"));
  const [params, setParams] = useSearchParams();
  const swimmerId = params.get(SWIMMER_PARAM);
  const workoutId = params.get(WORKOUT_PARAM);
  const [t400, setT400] = useState("");
  const [t200, setT200] = useState("");
  const times = useSwimmerTimes(swimmerId);
  const outcome = cssOutcome(t400, t200);
  const cssHundredths = outcome.state === "ok" ? outcome.paceHundredths : null;

  // A newly picked swimmer's PBs replace the typed times once, when they arrive; editing them afterwards sticks.
  const bests = times.data?.personalBests;
  useEffect(() => {
    if (!bests) return;
    const pb400 = cssPersonalBest(bests, CSS_EVENTS.t400);
    const pb200 = cssPersonalBest(bests, CSS_EVENTS.t200);
    setT400(pb400 ? formatSwimTime(pb400.hundredths) : "");
    setT200(pb200 ? formatSwimTime(pb200.hundredths) : "");
  }, [bests]);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.admin.trainingHub} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: "-2px" }} /> {t("css.back")}
      </Anchor>
      <div>
        <Title order={1}>{t("css.title")}</Title>
        <Text c="gray.7" mt={4} maw={720}>
          {t("css.intro")}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CssTestCard
          swimmerId={swimmerId}
          onSwimmerChange={(id) => setParam(SWIMMER_PARAM, id)}
          t400={t400}
          t200={t200}
          onT400Change={setT400}
          onT200Change={setT200}
        />
        <CssResultCard outcome={outcome} />
      </SimpleGrid>
      {cssHundredths !== null && <CssPaceTable cssHundredths={cssHundredths} />}
      <CssWorkoutTargets
        cssHundredths={cssHundredths}
        workoutId={workoutId}
        onWorkoutChange={(id) => setParam(WORKOUT_PARAM, id)}
      />
    </Stack>
  );
}
