import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

/*
 * Writes the installable app's icons (apps/web/public/icons/*.png) from the club's logo, public/favicon.svg.
 * Run again after the logo changes: `node --import tsx apps/web/build/generate-icons.ts`; the PNGs are committed.
 *   icon-192.png, icon-512.png  the round logo on a transparent square ("any" purpose)
 *   maskable-512.png            the logo inside the safe zone (80 %) on a full square of the theme's lagoon colour,
 *                               so launchers may cut it to any shape
 */

const PUBLIC = new URL("../public/", import.meta.url);
const LAGOON = "#0b7285";
const logo = readFileSync(new URL("favicon.svg", PUBLIC));
const out = (name: string) => fileURLToPath(new URL(`icons/${name}`, PUBLIC));

mkdirSync(fileURLToPath(new URL("icons/", PUBLIC)), { recursive: true });

const render = (size: number) =>
  sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png();

for (const size of [192, 512]) await render(size).toFile(out(`icon-${size}.png`));

const inner = Math.round(512 * 0.8);
await sharp({ create: { width: 512, height: 512, channels: 4, background: LAGOON } })
  .composite([{ input: await render(inner).toBuffer(), gravity: "center" }])
  .png()
  .toFile(out("maskable-512.png"));
