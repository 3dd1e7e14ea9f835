import type { TScheduleSlot } from "@bazin/shared/contracts/club";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useWeekdayName } from "../../../lib/use-weekday-name.ts";
import { scheduleByDay } from "../lib/club-format.ts";
import a11y from "./a11y.module.css";
import classes from "./Schedule.module.css";

/** The week's course times from the schedule slots: one row per day, children's and adults' start times. */
export function Schedule({ slots, captionId }: { slots: readonly TScheduleSlot[]; captionId?: string }) {
  const { t } = useTranslation(["public", "common"]);
  const dayName = useWeekdayName();
  const days = scheduleByDay(slots);
  if (days.length === 0) {
    return <Text c="dimmed">{t("public:schedule.empty")}</Text>;
  }
  const times = (list: string[], group: "children" | "adults") =>
    list.length ? (
      <ul className={classes.times} aria-label={t(`public:schedule.${group}`)}>
        {list.map((time) => (
          <li key={time} className={group === "adults" ? classes.adultTime : classes.childTime}>
            {time}
          </li>
        ))}
      </ul>
    ) : (
      <>
        <span aria-hidden="true">—</span>
        <span className={a11y.srOnly}>{t("public:schedule.none")}</span>
      </>
    );
  return (
    <div className={classes.scroll}>
      <table className={classes.table} aria-describedby={captionId}>
        <caption className={a11y.srOnly}>{t("public:schedule.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("public:schedule.day")}</th>
            <th scope="col">{t("public:schedule.children")}</th>
            <th scope="col">{t("public:schedule.adults")}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.weekday}>
              <th scope="row">{dayName(day.weekday)}</th>
              <td>{times(day.times.children, "children")}</td>
              <td>{times(day.times.adults, "adults")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
