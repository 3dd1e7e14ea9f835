import type { TWorkout } from "@bazin/shared/contracts/workouts";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { ZoneBar } from "../../../components/training/ZoneBar.tsx";
import type { PreviewSection } from "../lib/preview-sections.ts";
import type { PrintLayout } from "../lib/print-layout.ts";
import classes from "./PreviewSheet.module.css";
import { WorkoutBadges } from "./WorkoutBadges.tsx";

export interface PreviewSheetProps {
  workout: TWorkout;
  sections: PreviewSection[];
  /** Columns and type size that fit one A4 page (printed, and on screen with `a4`). */
  layout: PrintLayout;
  /** Show the printed page on screen. */
  a4: boolean;
}

/** Leading spaces of a notation line (a repeat's children), as an indent that wrapped lines keep. */
function indentOf(line: string): { text: string; indentEm: number } {
  const text = line.trimStart();
  return { text, indentEm: (line.length - text.length) * 0.5 };
}

/**
 * The workout as the swimmer and the pool deck read it: name, level and type, total distance and duration,
 * zones, then each section's board lines with its distance, then the notes. Printed, it fills one A4 page.
 */
export function PreviewSheet({ workout, sections, layout, a4 }: PreviewSheetProps) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const zones = ([1, 2, 3, 4, 5, 6] as const).filter((zone) => workout.zoneMetres[zone] > 0);
  const style = {
    "--print-columns": layout.columns,
    "--print-font": `${layout.fontPt}pt`,
  } as CSSProperties;

  const sheet = (
    <article
      className={a4 ? `${classes.sheet} ${classes.a4}` : classes.sheet}
      style={style}
      aria-labelledby="workout-preview-name"
      data-columns={layout.columns}
    >
      <header className={classes.head}>
        <h1 id="workout-preview-name" className={classes.name}>
          {workout.name}
        </h1>
        <WorkoutBadges workout={workout} />
        <div className={classes.totals}>
          <span>
            {t("workouts.preview.totalDistance")}: {words.distance(workout.totalDistanceMetres)}
          </span>
          <span>
            {t("workouts.preview.duration")}: {words.duration(workout.estimatedSeconds)}
          </span>
        </div>
        <div data-print-hide>
          <ZoneBar zoneMetres={workout.zoneMetres} size="lg" />
        </div>
        {/* On paper the bar's colours may not print: the zones are written out. */}
        <p className={`${classes.zoneSummary} ${classes.printOnly}`}>
          {zones
            .map((zone) => `${words.zoneShort(zone)} ${words.distance(workout.zoneMetres[zone])}`)
            .join(" · ")}
        </p>
      </header>
      <div className={classes.body}>
        {sections.map(({ section, distanceMetres, lines }) => {
          const headingId = `workout-preview-${section}`;
          return (
            <section key={section} className={classes.section} aria-labelledby={headingId}>
              <h2 id={headingId} className={classes.sectionHead}>
                <span>{words.category(section)}</span> <span>{words.distance(distanceMetres)}</span>
              </h2>
              <ul className={classes.lines}>
                {lines.map((line, index) => {
                  const { text, indentEm } = indentOf(line);
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines of a text, in order, may repeat
                    <li key={index} className={classes.line} style={{ paddingInlineStart: `${indentEm}em` }}>
                      {text}
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
        {workout.notes.trim() && (
          <section className={classes.section} aria-labelledby="workout-preview-notes">
            <h2 id="workout-preview-notes" className={classes.sectionHead}>
              {t("workouts.preview.notes")}
            </h2>
            <p className={classes.notes}>{workout.notes}</p>
          </section>
        )}
      </div>
    </article>
  );

  if (!a4) return sheet;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the A4 page is wider than a phone; the keyboard scrolls it
    <section className={classes.a4Frame} aria-label={t("workouts.preview.a4Sheet")} tabIndex={0}>
      {sheet}
    </section>
  );
}
