import { SESSION_STATUSES } from "@bazin/shared/domain/training/session-rules";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n.ts";

/** Keys built from codes, as the server builds them: looser than the typed `t`. */
const translate = (language: string) =>
  i18n.getFixedT(language) as unknown as (key: string, params?: Record<string, string>) => string;

/*
 * 409 SESSION_TRANSITION { from, to }: the message (written by the server from these same catalogs) names the
 * statuses in words. The catalog nests `$t(common:hub.sessionStatus.{{from}})`, the mechanism PLAN_TRANSITION uses,
 * so any message can turn a code parameter into its name without code of its own.
 */

describe("the SESSION_TRANSITION message", () => {
  it.each([
    ["ro", "Antrenamentul nu poate trece din starea „Încheiat” în „În desfășurare”."],
    ["en", "The session can't move from “Completed” to “In progress”."],
  ])("names the statuses in words (%s)", (language, message) => {
    const t = translate(language);
    expect(t("errors:SESSION_TRANSITION", { from: "completed", to: "in_progress" })).toBe(message);
  });

  it("never shows a status code or a nesting left unresolved, for any pair, in either language", () => {
    for (const language of ["ro", "en"]) {
      const t = translate(language);
      for (const from of SESSION_STATUSES)
        for (const to of SESSION_STATUSES) {
          const text = t("errors:SESSION_TRANSITION", { from, to });
          expect(text, `${language} ${from}→${to}`).not.toMatch(
            /\$t\(|hub\.sessionStatus|planned|in_progress/,
          );
          expect(text).toContain(t(`common:hub.sessionStatus.${from}`));
          expect(text).toContain(t(`common:hub.sessionStatus.${to}`));
        }
    }
  });
});
