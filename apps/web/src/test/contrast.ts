import { DEFAULT_THEME } from "@mantine/core";

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** A Mantine colour as the app names it ("orange.9", "white", "black", `var(--mantine-color-teal-9)`) in hex. */
export function mantineHex(name: string): string {
  if (name === "white" || name === "var(--mantine-color-white)") return "#ffffff";
  if (name === "black" || name === "var(--mantine-color-black)") return "#000000";
  const [color, shade] = name.replace(/^var\(--mantine-color-(\w+)-(\d)\)$/, "$1.$2").split(".");
  return DEFAULT_THEME.colors[color!]![Number(shade)]!;
}
