import type { TCoachSwimmer } from "@bazin/shared/contracts/coach";
import type { HrZoneFilter } from "@bazin/shared/domain/training/heart-rate";
import { foldText } from "@bazin/shared/domain/training/workout-taxonomy";

/**
 * The grid's filters, in the browser (a coach's swimmers are one short list): the name contains the search,
 * ignoring case and diacritics ("tirlea" finds "Țîrlea"), and the swimmer is in the heart-rate zone (SPEC §9).
 */
export function filterSwimmers(
  swimmers: readonly TCoachSwimmer[],
  q: string,
  zone: HrZoneFilter | null,
): TCoachSwimmer[] {
  const needle = foldText(q);
  return swimmers.filter(
    (s) => (!needle || foldText(s.fullName).includes(needle)) && (!zone || s.hrZoneFilter === zone),
  );
}
