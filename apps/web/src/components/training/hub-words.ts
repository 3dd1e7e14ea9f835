import type { MacroPhase, PlanStatus, RaceType } from "@bazin/shared/domain/training/plan-rules";
import type {
  DrillType,
  EffortLevel,
  Equipment,
  IntensityKind,
  PlanningZone,
  StepCategory,
  StepStroke,
  WorkoutLevel,
  WorkoutType,
} from "@bazin/shared/domain/training/workout-taxonomy";
import { numberFormat } from "@bazin/shared/lib/intl";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/**
 * The training hub's words (levels, types, strokes, efforts, zones, phases…) from `common:hub`, shared by the
 * workout, plan and planning screens so one thing has one name everywhere.
 */
export function useHubWords() {
  const { t, i18n } = useTranslation("common");
  return useMemo(() => {
    // Distances as "1.500 m", "1,500 m".
    const metresFormat = numberFormat(i18n.language);
    return {
      level: (v: WorkoutLevel) => t(`hub.levels.${v}`),
      type: (v: WorkoutType) => t(`hub.types.${v}`),
      category: (v: StepCategory) => t(`hub.categories.${v}`),
      stroke: (v: StepStroke) => t(`hub.strokes.${v}`),
      drill: (v: DrillType) => t(`hub.drills.${v}`),
      effort: (v: EffortLevel) => t(`hub.efforts.${v}`),
      equipment: (v: Equipment) => t(`hub.equipment.${v}`),
      intensityKind: (v: IntensityKind) => t(`hub.intensityKinds.${v}`),
      zone: (v: PlanningZone | number) => t(`hub.zones.${v as PlanningZone}`),
      zoneShort: (v: PlanningZone | number) => t("hub.zoneShort", { zone: v }),
      phase: (v: MacroPhase) => t(`hub.phases.${v}`),
      raceType: (v: RaceType) => t(`hub.raceTypes.${v}`),
      planStatus: (v: PlanStatus) => t(`hub.planStatus.${v}`),
      distance: (metres: number) => t("hub.distance", { metres: metresFormat.format(metres) }),
      /** "45 min", "1 h 20 min". */
      duration: (seconds: number) => {
        const minutes = Math.round(seconds / 60);
        return minutes < 60
          ? t("hub.duration", { minutes })
          : t("hub.durationHours", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
      },
      week: (week: number) => t("hub.week", { week }),
      weekShort: (week: number) => t("hub.weekShort", { week }),
    };
  }, [t, i18n.language]);
}
