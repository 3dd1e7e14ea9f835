/*
 * Pictures for the demo gallery, drawn as SVG so the seed needs no downloads: pool lanes seen from above,
 * underwater views, kickboards, starting blocks, podiums and medals. Each scene takes a seeded random source,
 * so the same seed draws the same picture.
 */

export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1067;
const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;

export type Random = () => number;

/** mulberry32: small, fast, good enough for pictures. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const round = (n: number) => Math.round(n * 10) / 10;

/** Water tints from deep teal to bright turquoise; each scene picks a pair. */
const WATERS = [
  ["#0b7285", "#3fadc1"],
  ["#1864ab", "#4dabf7"],
  ["#087f5b", "#38d9a9"],
  ["#0c8599", "#66d9e8"],
  ["#1971c2", "#74c0fc"],
] as const;
const SKINS = ["#8d5a34", "#c68642", "#e0ac69", "#f1c27d", "#5c3a21"];
const CAPS = ["#e03131", "#f08c00", "#fcc419", "#2f9e44", "#ae3ec9", "#f783ac", "#ffffff", "#212529"];
const ROPES = [
  ["#e03131", "#ffffff", "#1c7ed6"],
  ["#f59f00", "#1c7ed6", "#ffffff"],
  ["#2f9e44", "#fcc419", "#ffffff"],
] as const;

function svg(body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

function waterGradient(id: string, [deep, light]: readonly [string, string], vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`;
}

/** Bright wavy lines of light on the water or the floor. */
function caustics(random: Random, count: number, top = 0, bottom = H): string {
  let paths = "";
  for (let i = 0; i < count; i++) {
    const y = between(random, top, bottom);
    let d = `M -20 ${round(y)}`;
    for (let x = 0; x <= W + 100; x += 100)
      d += ` Q ${x + 50} ${round(y + between(random, -28, 28))} ${x + 100} ${round(y)}`;
    paths += `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="${round(between(random, 0.08, 0.22))}" stroke-width="${round(between(random, 3, 9))}"/>`;
  }
  return paths;
}

/** A lane rope across the picture at height y: floats in three colours. */
function laneRope(y: number, colors: readonly string[], size = 16): string {
  let floats = `<rect x="0" y="${y - 3}" width="${W}" height="6" fill="#343a40" opacity="0.35"/>`;
  for (let x = size, i = 0; x < W; x += size * 2.2, i++) {
    const color = colors[Math.floor(i / 4) % colors.length];
    floats += `<ellipse cx="${round(x)}" cy="${y}" rx="${size}" ry="${size * 0.8}" fill="${color}"/>`;
  }
  return floats;
}

/** A swimmer seen from above doing front crawl, heading right (or left), at (x, y). */
function swimmerFromAbove(
  x: number,
  y: number,
  cap: string,
  scale: number,
  random: Random,
  left = false,
): string {
  const flip = left ? `scale(-1 1)` : "";
  const armAhead = between(random, -30, 30);
  const skin = pick(random, SKINS);
  return `<g transform="translate(${round(x)} ${round(y)}) ${flip} scale(${round(scale)})">
    <ellipse cx="-150" cy="0" rx="70" ry="22" fill="#ffffff" opacity="0.55"/>
    <ellipse cx="-185" cy="${round(between(random, -10, 10))}" rx="40" ry="14" fill="#ffffff" opacity="0.45"/>
    <path d="M -120 -10 L -40 -20 L 40 -24 L 60 0 L 40 24 L -40 20 L -120 10 Z" fill="${skin}" opacity="0.9"/>
    <path d="M -60 -19 L 10 -23 L 10 23 L -60 19 Z" fill="#212529" opacity="0.8"/>
    <path d="M 30 -20 Q 90 ${round(-60 + armAhead)} 150 ${round(-40 + armAhead)}" stroke="${skin}" stroke-width="18" stroke-linecap="round" fill="none"/>
    <path d="M 30 20 Q 0 60 -50 70" stroke="${skin}" stroke-width="18" stroke-linecap="round" fill="none"/>
    <path d="M -110 -8 L -200 -22 M -110 8 L -200 24" stroke="${skin}" stroke-width="16" stroke-linecap="round"/>
    <circle cx="78" cy="0" r="24" fill="${cap}"/>
    <ellipse cx="170" cy="${round(-40 + armAhead)}" rx="26" ry="12" fill="#ffffff" opacity="0.6"/>
  </g>`;
}

function lanesFromAbove(random: Random): string {
  const water = pick(random, WATERS);
  const rope = pick(random, ROPES);
  const lanes = 4 + Math.floor(random() * 2);
  const laneHeight = H / lanes;
  let body = `<rect width="${W}" height="${H}" fill="url(#water)"/>`;
  for (let i = 0; i < lanes; i++) {
    const mid = laneHeight * (i + 0.5);
    body += `<rect x="90" y="${round(mid - 9)}" width="${W - 180}" height="18" fill="#0b2540" opacity="0.45"/>`;
    body += `<rect x="90" y="${round(mid - 40)}" width="18" height="80" fill="#0b2540" opacity="0.45"/>`;
    body += `<rect x="${W - 108}" y="${round(mid - 40)}" width="18" height="80" fill="#0b2540" opacity="0.45"/>`;
  }
  body += caustics(random, 14);
  for (let i = 1; i < lanes; i++) body += laneRope(laneHeight * i, rope);
  const swimmers = 2 + Math.floor(random() * 3);
  const used = new Set<number>();
  for (let s = 0; s < swimmers; s++) {
    const lane = Math.floor(random() * lanes);
    if (used.has(lane)) continue;
    used.add(lane);
    const y = laneHeight * (lane + 0.5) + between(random, -20, 20);
    body += swimmerFromAbove(
      between(random, 300, W - 300),
      y,
      pick(random, CAPS),
      laneHeight / 230,
      random,
      random() < 0.4,
    );
  }
  return svg(body, waterGradient("water", water));
}

function underwater(random: Random): string {
  const water = pick(random, WATERS);
  const surface = between(random, 120, 220);
  let body = `<rect width="${W}" height="${H}" fill="url(#deep)"/>`;
  // Light rays from the surface.
  for (let i = 0; i < 7; i++) {
    const x = between(random, 0, W);
    const spread = between(random, 80, 200);
    body += `<polygon points="${round(x)},${round(surface)} ${round(x + 60)},${round(surface)} ${round(x + spread + 140)},${H} ${round(x - spread + 40)},${H}" fill="#ffffff" opacity="${round(between(random, 0.05, 0.12))}"/>`;
  }
  body += `<path d="M 0 ${round(surface)} ${Array.from({ length: 17 }, (_, i) => `Q ${i * 100 + 50} ${round(surface + between(random, -18, 18))} ${(i + 1) * 100} ${round(surface)}`).join(" ")} L ${W} 0 L 0 0 Z" fill="#e7f5ff" opacity="0.55"/>`;
  // Floor tiles and the lane line.
  body += `<rect x="0" y="${H - 120}" width="${W}" height="120" fill="#0b2540" opacity="0.35"/>`;
  for (let x = 0; x < W; x += 80)
    body += `<rect x="${x}" y="${H - 120}" width="2" height="120" fill="#ffffff" opacity="0.15"/>`;
  body += `<rect x="0" y="${H - 80}" width="${W}" height="22" fill="#0b2540" opacity="0.6"/>`;
  // A streamlined swimmer gliding.
  const y = between(random, 480, 700);
  const x = between(random, 400, 1000);
  const cap = pick(random, CAPS);
  body += `<g transform="translate(${round(x)} ${round(y)}) rotate(${round(between(random, -8, 4))})">
    <path d="M -380 10 L -200 -14 L 80 -30 L 200 -16 L 420 -10 L 420 8 L 200 14 L 80 30 L -200 24 L -380 30 Z" fill="#0b2540" opacity="0.85"/>
    <circle cx="240" cy="0" r="38" fill="${cap}"/>
    <path d="M -380 10 L -470 -30 L -440 20 Z M -380 30 L -470 70 L -430 30 Z" fill="#0b2540" opacity="0.85"/>
  </g>`;
  // Bubbles rising from the swimmer.
  for (let i = 0; i < 40; i++) {
    const bx = x + between(random, -350, 300);
    const by = between(random, surface + 30, y);
    body += `<circle cx="${round(bx)}" cy="${round(by)}" r="${round(between(random, 4, 16))}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>`;
  }
  body += caustics(random, 6, H - 120, H);
  return svg(body, waterGradient("deep", water, true));
}

function kickboards(random: Random): string {
  const water = pick(random, WATERS);
  const deck = H * 0.42;
  let body = `<rect width="${W}" height="${H}" fill="url(#water)"/>`;
  body += caustics(random, 10, deck, H);
  body += `<rect width="${W}" height="${round(deck)}" fill="#e9ecef"/>`;
  for (let x = 0; x < W; x += 100)
    body += `<rect x="${x}" y="0" width="2" height="${round(deck)}" fill="#ced4da"/>`;
  body += `<rect x="0" y="${round(deck - 24)}" width="${W}" height="24" fill="#adb5bd"/>`;
  body += laneRope(deck + 230, pick(random, ROPES), 18);
  // Stacks of kickboards on the deck.
  for (let stack = 0; stack < 3; stack++) {
    const sx = 160 + stack * 480 + between(random, -40, 40);
    for (let i = 0; i < 5; i++) {
      const color = pick(random, ["#1c7ed6", "#f59f00", "#e03131", "#2f9e44", "#fcc419", "#ae3ec9"]);
      const y = deck - 60 - i * 34;
      body += `<rect x="${round(sx + between(random, -12, 12))}" y="${round(y)}" width="300" height="30" rx="15" fill="${color}" stroke="#343a40" stroke-opacity="0.25" stroke-width="3"/>`;
    }
  }
  // Children kicking with a board in the water.
  for (let i = 0; i < 3; i++) {
    const x = 250 + i * 450 + between(random, -60, 60);
    const y = deck + 130 + between(random, -30, 40) + (i % 2) * 250;
    const board = pick(random, ["#1c7ed6", "#f59f00", "#e03131", "#2f9e44"]);
    body += `<g transform="translate(${round(x)} ${round(y)})">
      <ellipse cx="-150" cy="0" rx="80" ry="26" fill="#ffffff" opacity="0.6"/>
      <path d="M -120 -12 L 10 -18 L 40 0 L 10 18 L -120 12 Z" fill="${pick(random, SKINS)}" opacity="0.9"/>
      <rect x="60" y="-40" width="120" height="80" rx="30" fill="${board}"/>
      <circle cx="50" cy="0" r="22" fill="${pick(random, CAPS)}"/>
    </g>`;
  }
  return svg(body, waterGradient("water", water));
}

function startingBlocks(random: Random): string {
  const water = pick(random, WATERS);
  const wall = H * 0.58;
  let body = `<rect width="${W}" height="${H}" fill="#0b2540"/>`;
  // Hall lights and the scoreboard.
  for (let x = 80; x < W; x += 220)
    body += `<rect x="${x}" y="40" width="120" height="18" rx="9" fill="#fff9db" opacity="0.9"/>`;
  body += `<rect x="${W / 2 - 360}" y="100" width="720" height="240" rx="16" fill="#111" stroke="#495057" stroke-width="6"/>`;
  const times = Array.from(
    { length: 4 },
    (_, i) =>
      `${i + 1}  ${28 + Math.floor(random() * 4)}.${String(Math.floor(random() * 100)).padStart(2, "0")}`,
  );
  times.forEach((line, i) => {
    body += `<text x="${W / 2 - 300}" y="${160 + i * 50}" font-family="DejaVu Sans Mono, monospace" font-size="40" fill="${i === 0 ? "#fcc419" : "#69db7c"}">${line}</text>`;
  });
  body += `<rect x="0" y="${round(wall)}" width="${W}" height="${round(H - wall)}" fill="url(#water)"/>`;
  body += caustics(random, 8, wall + 40, H);
  body += `<rect x="0" y="${round(wall - 40)}" width="${W}" height="40" fill="#dee2e6"/>`;
  const blocks = 6;
  for (let i = 0; i < blocks; i++) {
    const cx = (W / blocks) * (i + 0.5);
    body += `<path d="M ${cx - 70} ${round(wall - 40)} L ${cx - 55} ${round(wall - 150)} L ${cx + 75} ${round(wall - 130)} L ${cx + 70} ${round(wall - 40)} Z" fill="#f1f3f5" stroke="#868e96" stroke-width="4"/>`;
    body += `<text x="${cx - 12}" y="${round(wall - 70)}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="44" fill="#1864ab">${i + 1}</text>`;
    // Lane ropes going away from the wall.
    body += `<line x1="${(W / blocks) * i}" y1="${round(wall)}" x2="${(W / blocks) * i + (i - 3) * 40}" y2="${H}" stroke="${pick(random, ["#e03131", "#fcc419", "#1c7ed6"])}" stroke-width="10" stroke-dasharray="18 10"/>`;
  }
  // Swimmers diving in.
  for (let i = 0; i < 3; i++) {
    const lane = 1 + Math.floor(random() * 4);
    const cx = (W / blocks) * (lane + 0.5);
    body += `<g transform="translate(${round(cx)} ${round(wall - 210)}) rotate(${round(between(random, 20, 40))})">
      <path d="M -90 -8 L 60 -14 L 130 0 L 60 14 L -90 8 Z" fill="${pick(random, SKINS)}"/>
      <path d="M -20 -11 L 40 -13 L 40 13 L -20 11 Z" fill="#1c2833"/>
      <circle cx="140" cy="0" r="18" fill="${pick(random, CAPS)}"/>
    </g>`;
  }
  return svg(body, waterGradient("water", water, true));
}

function podium(random: Random): string {
  const [deep, light] = pick(random, WATERS);
  let body = `<rect width="${W}" height="${H}" fill="url(#hall)"/>`;
  // Confetti.
  for (let i = 0; i < 120; i++) {
    const color = pick(random, ["#fcc419", "#ff6b6b", "#4dabf7", "#69db7c", "#ffffff", "#da77f2"]);
    body += `<rect x="${round(between(random, 0, W))}" y="${round(between(random, 0, H * 0.7))}" width="14" height="6" fill="${color}" transform="rotate(${round(between(random, 0, 180))} ${round(between(random, 0, W))} ${round(between(random, 0, H))})" opacity="0.85"/>`;
  }
  const base = H - 110;
  const steps = [
    { place: 2, x: 420, height: 200, medal: "#ced4da" },
    { place: 1, x: 800, height: 300, medal: "#fcc419" },
    { place: 3, x: 1180, height: 140, medal: "#d9480f" },
  ];
  body += `<rect x="0" y="${base}" width="${W}" height="110" fill="#0b2540" opacity="0.55"/>`;
  for (const step of steps) {
    const top = base - step.height;
    body += `<rect x="${step.x - 170}" y="${top}" width="340" height="${step.height}" fill="#f8f9fa" stroke="#adb5bd" stroke-width="6"/>`;
    body += `<text x="${step.x}" y="${top + Math.min(130, step.height - 20)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="110" fill="${deep}">${step.place}</text>`;
    // A swimmer with arms up and a medal.
    const feet = top;
    const skin = pick(random, SKINS);
    body += `<g transform="translate(${step.x} ${feet})">
      <path d="M -40 0 L -30 -170 L 30 -170 L 40 0 Z" fill="#1c2833"/>
      <path d="M -55 -170 L -50 -330 L 50 -330 L 55 -170 Z" fill="${pick(random, ["#1864ab", "#c92a2a", "#2b8a3e", "#5f3dc4"])}"/>
      <path d="M -48 -320 L -120 -440 M 48 -320 L 120 -440" stroke="${skin}" stroke-width="26" stroke-linecap="round"/>
      <circle cx="0" cy="-375" r="42" fill="${skin}"/>
      <path d="M -42 -385 A 42 42 0 0 1 42 -385 Z" fill="${pick(random, CAPS)}"/>
      <path d="M -28 -330 L 0 -270 L 28 -330" stroke="${light}" stroke-width="10" fill="none"/>
      <circle cx="0" cy="-258" r="24" fill="${step.medal}" stroke="#495057" stroke-width="3"/>
    </g>`;
  }
  const hall = `<radialGradient id="hall" cx="0.5" cy="0.2" r="0.9"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#0b2540"/></radialGradient>`;
  return svg(body, hall);
}

function medals(random: Random): string {
  const [deep, light] = pick(random, WATERS);
  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  for (let i = 0; i < 60; i++) {
    body += `<circle cx="${round(between(random, 0, W))}" cy="${round(between(random, 0, H))}" r="${round(between(random, 2, 6))}" fill="#ffffff" opacity="${round(between(random, 0.2, 0.6))}"/>`;
  }
  const set = [
    { x: 400, fill: "#ced4da", ring: "#868e96", n: 2 },
    { x: 800, fill: "#fcc419", ring: "#e67700", n: 1 },
    { x: 1200, fill: "#e8590c", ring: "#a63e00", n: 3 },
  ];
  for (const medal of set) {
    const y = 620 + (medal.n === 1 ? -60 : 0) + between(random, -20, 20);
    const ribbon = pick(random, [
      ["#1c7ed6", "#ffffff"],
      ["#e03131", "#fcc419"],
      ["#2f9e44", "#ffffff"],
    ]);
    body += `<path d="M ${medal.x - 110} 0 L ${medal.x - 20} ${round(y - 150)} L ${medal.x + 20} ${round(y - 150)} L ${medal.x - 50} 0 Z" fill="${ribbon[0]}"/>`;
    body += `<path d="M ${medal.x + 110} 0 L ${medal.x + 20} ${round(y - 150)} L ${medal.x - 20} ${round(y - 150)} L ${medal.x + 50} 0 Z" fill="${ribbon[1]}"/>`;
    body += `<circle cx="${medal.x}" cy="${round(y)}" r="160" fill="${medal.ring}"/>`;
    body += `<circle cx="${medal.x}" cy="${round(y)}" r="135" fill="${medal.fill}"/>`;
    body += `<circle cx="${medal.x}" cy="${round(y)}" r="105" fill="none" stroke="${medal.ring}" stroke-width="6" stroke-dasharray="14 10"/>`;
    body += `<text x="${medal.x}" y="${round(y + 45)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="130" fill="${medal.ring}">${medal.n}</text>`;
    body += `<ellipse cx="${medal.x - 50}" cy="${round(y - 60)}" rx="40" ry="18" fill="#ffffff" opacity="0.35" transform="rotate(-30 ${medal.x - 50} ${round(y - 60)})"/>`;
  }
  const bg = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="#0b2540"/></linearGradient>`;
  return svg(
    body +
      caustics(random, 6, H * 0.8, H) +
      `<rect width="${W}" height="${H}" fill="${light}" opacity="0.06"/>`,
    bg,
  );
}

export const TRAINING_SCENES = { lanesFromAbove, underwater, kickboards } as const;
export const COMPETITION_SCENES = { startingBlocks, podium, medals } as const;
export type SceneName = keyof typeof TRAINING_SCENES | keyof typeof COMPETITION_SCENES;

/** The SVG of a named scene drawn with the given seed. */
export function drawScene(name: SceneName, seed: number): string {
  const draw = { ...TRAINING_SCENES, ...COMPETITION_SCENES }[name];
  return draw(seededRandom(seed));
}
