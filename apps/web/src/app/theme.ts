import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from "@mantine/core";

/** Calm pool-water blues; shade 7 carries white text at 5.6:1, shade 9 is the text colour on light tints. */
const lagoon: MantineColorsTuple = [
  "#e6f6f8",
  "#cdebf0",
  "#9dd6e0",
  "#69c0cf",
  "#3fadc1",
  "#22a0b7",
  "#1290a8",
  "#0b7285",
  "#08606f",
  "#064d59",
];

/** Mantine's green with a deeper last shade, so success text on its light tint passes WCAG AA. */
const green: MantineColorsTuple = [
  ...DEFAULT_THEME.colors.green.slice(0, 9),
  "#1e6b33",
] as unknown as MantineColorsTuple;

/** The app's text font; index.html's styles for the server-rendered text name the same (theme.test.ts). */
export const FONT_FAMILY =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: "lagoon",
  primaryShade: { light: 7, dark: 5 },
  colors: { lagoon, green },
  defaultRadius: "md",
  fontFamily: FONT_FAMILY,
  headings: { fontWeight: "700" },
  focusRing: "auto",
  // Visitors who ask their system for less motion get no slides or fades (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    Card: { defaultProps: { radius: "lg", withBorder: true, padding: "lg", shadow: "xs" } },
    Paper: { defaultProps: { radius: "lg" } },
    Alert: { defaultProps: { radius: "md", variant: "light" } },
    Button: { defaultProps: { radius: "md" } },
    // A loader is a span: the aria-label every screen gives it is only allowed with a role (axe
    // aria-prohibited-attr, seen on the chat screen while its rooms load).
    Loader: { defaultProps: { role: "status" } },
  },
});

/** Darker dimmed and error text than Mantine's defaults: the defaults fall below 4.5:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": t.colors.gray[7],
    "--mantine-color-error": t.colors.red[9],
    "--mantine-color-placeholder": t.colors.gray[6],
    "--mantine-color-anchor": lagoon[8],
  },
  dark: {},
});
