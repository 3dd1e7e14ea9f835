import { onTestFinished } from "vitest";

/** 360 px at the browser's default 16 px font size, in em (the unit of the app's media queries). */
const PHONE_WIDTH_EM = 22.5;

/**
 * Makes media queries answer as a 360 px wide phone would, until the current test ends: `(max-width: 48em)`
 * matches, `(min-width: 48em)` does not. jsdom has no layout, so setup.ts answers "no" to every query.
 */
export function onPhone() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const width = /\((max|min)-width:\s*([\d.]+)em\)/.exec(query);
    const matches = !width
      ? false
      : width[1] === "max"
        ? PHONE_WIDTH_EM <= Number(width[2])
        : PHONE_WIDTH_EM >= Number(width[2]);
    return { ...original(query), matches };
  };
  onTestFinished(() => {
    window.matchMedia = original;
  });
}
