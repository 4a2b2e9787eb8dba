// Demo pictures drawn as SVG and encoded to JPEG with sharp. Everything is derived from a seed
// string, so the same title always gives the same picture and different titles give different
// ones. No fonts are needed: captions use the stroke font.

import { createHash } from "node:crypto";
import sharp from "sharp";
import { strokeText, strokeTextWidth } from "./stroke-font.ts";

// ---------------------------------------------------------------------------------------------
// Randomness and colour

export interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** A small deterministic generator (mulberry32) seeded from a SHA-256 of `seed`. */
export function seededRng(seed: string): Rng {
  let state = createHash("sha256").update(seed).digest().readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
    chance: (probability) => next() < probability,
  };
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = clamp(saturation, 0, 100) / 100;
  const l = clamp(lightness, 0, 100) / 100;
  const channel = (n: number) => {
    const k = (n + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

const r1 = (value: number) => Math.round(value * 10) / 10;

interface Palette {
  hue: number;
  skyTop: string;
  skyBottom: string;
  ground: string;
  groundDark: string;
  accents: string[];
  dark: string;
  light: string;
  wall: string;
}

function makePalette(rng: Rng): Palette {
  const hue = rng.range(0, 360);
  const scheme = rng.pick([
    [0, 30, 60],
    [0, 150, 180],
    [0, 120, 240],
    [0, 40, 200],
    [0, 165, 330],
  ]);
  const accents = [...scheme, ...scheme.map((d) => d + 15)].map((d, i) =>
    hsl(
      hue + d + rng.range(-10, 10),
      rng.range(55, 85),
      i < 3 ? rng.range(45, 60) : rng.range(60, 72),
    ),
  );
  const skyHue = rng.range(190, 225) + rng.range(-15, 15);
  const evening = rng.chance(0.25);
  return {
    hue,
    skyTop: evening
      ? hsl(rng.range(220, 260), 55, 38)
      : hsl(skyHue, rng.range(55, 80), rng.range(55, 68)),
    skyBottom: evening
      ? hsl(rng.range(15, 40), 85, 70)
      : hsl(skyHue + 10, rng.range(40, 70), rng.range(82, 92)),
    ground: hsl(rng.range(85, 130), rng.range(35, 60), rng.range(38, 50)),
    groundDark: hsl(rng.range(90, 140), rng.range(35, 55), rng.range(24, 32)),
    accents,
    dark: hsl(hue + 200, rng.range(25, 45), rng.range(12, 20)),
    light: hsl(hue + 30, rng.range(30, 60), rng.range(90, 96)),
    wall: hsl(hue + rng.range(-30, 30), rng.range(18, 40), rng.range(72, 86)),
  };
}

const skinTones = [
  "#8d5524",
  "#a0653a",
  "#b97a4b",
  "#c68642",
  "#d49a63",
  "#e0ac69",
  "#9c6a43",
  "#f1c27d",
];
const hairColours = ["#1b1410", "#2a1b12", "#3b2719", "#16120f", "#4a3326"];
const houseColours = ["#1f9d55", "#f2c12e", "#d64045", "#2f5fb3"]; // Emerald, Topaz, Ruby, Sapphire

// ---------------------------------------------------------------------------------------------
// Shapes

let gradientCounter = 0;
const uid = (prefix: string) => `${prefix}${(gradientCounter += 1)}`;

function linear(id: string, stops: [number, string, number?][], vertical = true): string {
  const [x2, y2] = vertical ? ["0", "1"] : ["1", "0"];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("")}</linearGradient>`;
}

function radial(id: string, stops: [number, string, number?][]): string {
  return `<radialGradient id="${id}">${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("")}</radialGradient>`;
}

type Pose = "stand" | "cheer" | "run" | "dance" | "wave";

/** A pictogram person made of thick round strokes, standing with its feet at (x, footY). */
function person(
  rng: Rng,
  x: number,
  footY: number,
  height: number,
  colour: string,
  pose: Pose,
  skirt = false,
): string {
  const u = height / 7;
  const lean = pose === "run" ? u * 0.6 : pose === "dance" ? rng.range(-0.4, 0.4) * u : 0;
  const shoulder = { x: x + lean, y: footY - 5.2 * u };
  const hip = { x, y: footY - 3 * u };
  const head = { x: shoulder.x + lean * 0.3, y: footY - 6.25 * u };
  const jitter = () => rng.range(-8, 8);
  const angles: Record<Pose, { arms: [number, number][]; legs: [number, number][] }> = {
    stand: {
      arms: [
        [100, 95],
        [80, 85],
      ],
      legs: [
        [96, 92],
        [84, 88],
      ],
    },
    cheer: {
      arms: [
        [-55, -75],
        [-125, -105],
      ],
      legs: [
        [98, 94],
        [82, 86],
      ],
    },
    wave: {
      arms: [
        [-40, -80],
        [100, 95],
      ],
      legs: [
        [96, 92],
        [84, 88],
      ],
    },
    run: {
      arms: [
        [40, -30],
        [140, 100],
      ],
      legs: [
        [45, 110],
        [125, 165],
      ],
    },
    dance: {
      arms: [
        [-20, -60],
        [160, 200],
      ],
      legs: [
        [70, 100],
        [110, 95],
      ],
    },
  };
  const spec = angles[pose];
  const limb = (from: { x: number; y: number }, [a, b]: [number, number], length: number) => {
    const ra = ((a + jitter()) * Math.PI) / 180;
    const rb = ((b + jitter()) * Math.PI) / 180;
    const mid = { x: from.x + Math.cos(ra) * length, y: from.y + Math.sin(ra) * length };
    const end = { x: mid.x + Math.cos(rb) * length, y: mid.y + Math.sin(rb) * length };
    return `M${r1(from.x)} ${r1(from.y)}L${r1(mid.x)} ${r1(mid.y)}L${r1(end.x)} ${r1(end.y)}`;
  };
  const arms = spec.arms
    .map((a) => limb({ x: shoulder.x, y: shoulder.y + u * 0.2 }, a, u * 1.25))
    .join("");
  const legs = spec.legs.map((a) => limb(hip, a, u * 1.5)).join("");
  const dress = skirt
    ? `<path d="M${r1(hip.x - u * 0.5)} ${r1(hip.y - u * 0.6)}L${r1(hip.x + u * 0.5)} ${r1(hip.y - u * 0.6)}L${r1(hip.x + u * 1.1)} ${r1(hip.y + u * 1.1)}L${r1(hip.x - u * 1.1)} ${r1(hip.y + u * 1.1)}Z" fill="${colour}"/>`
    : "";
  return `<g stroke="${colour}" stroke-linecap="round" stroke-linejoin="round" fill="none"><path d="${arms}" stroke-width="${r1(u * 0.55)}"/><path d="${legs}" stroke-width="${r1(u * 0.62)}"/><path d="M${r1(shoulder.x)} ${r1(shoulder.y)}L${r1(hip.x)} ${r1(hip.y)}" stroke-width="${r1(u * 1.35)}"/></g>${dress}<circle cx="${r1(head.x)}" cy="${r1(head.y)}" r="${r1(u * 0.72)}" fill="${colour}"/>`;
}

/** Heads and shoulders seen from behind, as in an audience or a class. */
function audience(
  rng: Rng,
  width: number,
  top: number,
  bottom: number,
  rows: number,
  bodies: string[],
  heads?: string[],
  spacing = 1.25,
): string {
  let out = "";
  for (let row = 0; row < rows; row += 1) {
    const t = row / Math.max(1, rows - 1);
    const size = 26 + t * 40;
    const y = top + t * (bottom - top);
    for (
      let x = -size + rng.range(0, size);
      x < width + size;
      x += size * rng.range(spacing * 0.85, spacing * 1.2)
    ) {
      const hx = x + rng.range(-5, 5);
      const hy = y + rng.range(-6, 6);
      const body = heads ? rng.pick(bodies) : (bodies[row % bodies.length] as string);
      const head = heads ? rng.pick(heads) : body;
      out += `<path d="M${r1(hx - size * 0.85)} ${r1(hy + size * 1.6)}Q${r1(hx - size * 0.8)} ${r1(hy + size * 0.55)} ${r1(hx)} ${r1(hy + size * 0.5)}Q${r1(hx + size * 0.8)} ${r1(hy + size * 0.55)} ${r1(hx + size * 0.85)} ${r1(hy + size * 1.6)}Z" fill="${body}"/><circle cx="${r1(hx)}" cy="${r1(hy)}" r="${r1(size * 0.42)}" fill="${head}"/>`;
    }
  }
  return out;
}

function sky(defs: string[], p: Palette, rng: Rng, w: number, h: number, horizon: number): string {
  const id = uid("sky");
  defs.push(
    linear(id, [
      [0, p.skyTop],
      [1, p.skyBottom],
    ]),
  );
  const glow = uid("sun");
  defs.push(
    radial(glow, [
      [0, "#fff8dc", 1],
      [0.35, "#ffe9a8", 0.9],
      [1, "#ffe9a8", 0],
    ]),
  );
  const sx = rng.range(0.1, 0.9) * w;
  const sy = rng.range(0.12, 0.35) * horizon;
  let clouds = "";
  for (let i = rng.int(2, 5); i > 0; i -= 1) {
    const cx = rng.range(0, w);
    const cy = rng.range(0.08, 0.55) * horizon;
    const s = rng.range(30, 70) * (w / 1200);
    clouds += `<g fill="#ffffff" fill-opacity="${r1(rng.range(0.55, 0.85))}"><ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(s * 2)}" ry="${r1(s * 0.7)}"/><circle cx="${r1(cx - s * 0.6)}" cy="${r1(cy - s * 0.3)}" r="${r1(s * 0.75)}"/><circle cx="${r1(cx + s * 0.5)}" cy="${r1(cy - s * 0.45)}" r="${r1(s * 0.9)}"/></g>`;
  }
  return `<rect width="${w}" height="${h}" fill="url(#${id})"/><circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(w * 0.12)}" fill="url(#${glow})"/>${clouds}`;
}

function hills(p: Palette, rng: Rng, w: number, horizon: number): string {
  let out = "";
  for (let layer = 0; layer < 3; layer += 1) {
    const y = horizon - (3 - layer) * rng.range(18, 40);
    const colour = hsl(rng.range(90, 150) + layer * 8, rng.range(20, 40), 62 - layer * 9);
    let d = `M0 ${r1(y)}`;
    const steps = 5;
    for (let i = 1; i <= steps; i += 1) {
      const x = (w * i) / steps;
      d += `Q${r1(x - w / steps / 2)} ${r1(y - rng.range(10, 70))} ${r1(x)} ${r1(y + rng.range(-15, 15))}`;
    }
    out += `<path d="${d}V${horizon + 40}H0Z" fill="${colour}"/>`;
  }
  void p;
  return out;
}

function ground(
  defs: string[],
  p: Palette,
  w: number,
  h: number,
  horizon: number,
  colour?: string,
): string {
  const id = uid("ground");
  defs.push(
    linear(id, [
      [0, colour ?? p.ground],
      [1, p.groundDark],
    ]),
  );
  return `<rect y="${r1(horizon)}" width="${w}" height="${r1(h - horizon)}" fill="url(#${id})"/>`;
}

function trees(rng: Rng, w: number, baseY: number, count: number, scale: number): string {
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const x = rng.range(0, w);
    const s = scale * rng.range(0.7, 1.3);
    const green = hsl(rng.range(95, 145), rng.range(35, 60), rng.range(25, 40));
    const light = hsl(rng.range(95, 140), rng.range(40, 60), rng.range(38, 48));
    out += `<rect x="${r1(x - 6 * s)}" y="${r1(baseY - 60 * s)}" width="${r1(12 * s)}" height="${r1(60 * s)}" fill="#5b3a24"/><circle cx="${r1(x)}" cy="${r1(baseY - 90 * s)}" r="${r1(42 * s)}" fill="${green}"/><circle cx="${r1(x - 28 * s)}" cy="${r1(baseY - 70 * s)}" r="${r1(28 * s)}" fill="${green}"/><circle cx="${r1(x + 26 * s)}" cy="${r1(baseY - 72 * s)}" r="${r1(30 * s)}" fill="${green}"/><circle cx="${r1(x - 10 * s)}" cy="${r1(baseY - 105 * s)}" r="${r1(20 * s)}" fill="${light}"/>`;
  }
  return out;
}

/** The school building: a long block, a central gable with the lamp emblem, rows of windows. */
function building(rng: Rng, p: Palette, cx: number, baseY: number, width: number): string {
  const height = Math.min(width * rng.range(0.28, 0.36), baseY * 0.6);
  const left = cx - width / 2;
  const top = baseY - height;
  const wall = hsl(
    rng.pick([20, 30, 40, 0, 200]) + rng.range(-8, 8),
    rng.range(20, 55),
    rng.range(70, 85),
  );
  const trim = hsl(rng.pick([5, 15, 210, 150]), rng.range(40, 65), rng.range(35, 48));
  const glass = hsl(rng.range(190, 215), 45, rng.range(35, 55));
  let windows = "";
  const floors = rng.int(2, 3);
  const cols = rng.int(8, 12);
  for (let f = 0; f < floors; f += 1) {
    for (let c = 0; c < cols; c += 1) {
      const wx = left + (width / cols) * (c + 0.25);
      const wy = top + (height / (floors + 0.4)) * (f + 0.45);
      windows += `<rect x="${r1(wx)}" y="${r1(wy)}" width="${r1(width / cols / 2)}" height="${r1(height / (floors + 1) / 1.7)}" fill="${glass}" stroke="${trim}" stroke-width="2"/>`;
    }
  }
  const gw = width * 0.22;
  const gableTop = top - height * 0.55;
  const lampY = top - height * 0.08;
  return `<rect x="${r1(left)}" y="${r1(top)}" width="${r1(width)}" height="${r1(height)}" fill="${wall}"/><rect x="${r1(left)}" y="${r1(top - 8)}" width="${r1(width)}" height="12" fill="${trim}"/>${windows}<path d="M${r1(cx - gw / 2)} ${r1(baseY)}V${r1(top)}L${r1(cx)} ${r1(gableTop)}L${r1(cx + gw / 2)} ${r1(top)}V${r1(baseY)}Z" fill="${wall}" stroke="${trim}" stroke-width="6"/><circle cx="${r1(cx)}" cy="${r1(lampY)}" r="${r1(gw * 0.16)}" fill="${p.light}" stroke="${trim}" stroke-width="4"/><path d="M${r1(cx)} ${r1(lampY - gw * 0.11)}q${r1(gw * 0.06)} ${r1(gw * 0.08)} 0 ${r1(gw * 0.16)}q${r1(-gw * 0.06)} ${r1(-gw * 0.08)} 0 ${r1(-gw * 0.16)}Z" fill="#f29f05"/><path d="M${r1(cx - gw * 0.2)} ${r1(baseY)}V${r1(baseY - height * 0.4)}A${r1(gw * 0.2)} ${r1(gw * 0.2)} 0 0 1 ${r1(cx + gw * 0.2)} ${r1(baseY - height * 0.4)}V${r1(baseY)}Z" fill="${trim}"/>`;
}

function bunting(rng: Rng, w: number, y: number, colours: string[], sag: number): string {
  let out = `<path d="M0 ${r1(y)}Q${r1(w / 2)} ${r1(y + sag * 2)} ${w} ${r1(y)}" stroke="#5a4a3a" stroke-width="2" fill="none"/>`;
  const count = Math.round(w / 45);
  for (let i = 0; i <= count; i += 1) {
    const t = i / count;
    const x = t * w;
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y;
    out += `<path d="M${r1(x - 14)} ${r1(py)}L${r1(x + 14)} ${r1(py)}L${r1(x)} ${r1(py + 34)}Z" fill="${colours[i % colours.length]}"/>`;
  }
  void rng;
  return out;
}

function confetti(rng: Rng, w: number, h: number, colours: string[], count: number): string {
  let out = "";
  for (let i = 0; i < count; i += 1) {
    out += `<rect x="${r1(rng.range(0, w))}" y="${r1(rng.range(0, h))}" width="${r1(rng.range(6, 14))}" height="${r1(rng.range(3, 7))}" fill="${rng.pick(colours)}" transform="rotate(${r1(rng.range(0, 180))} ${r1(rng.range(0, w))} ${r1(rng.range(0, h))})" fill-opacity="0.85"/>`;
  }
  return out;
}

function balloons(rng: Rng, w: number, h: number, colours: string[], count: number): string {
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const x = rng.range(0.03, 0.97) * w;
    const y = rng.range(0.08, 0.45) * h;
    const s = rng.range(18, 34) * (w / 1200);
    out += `<path d="M${r1(x)} ${r1(y + s * 1.3)}q${r1(s * 0.4)} ${r1(s)} ${r1(-s * 0.2)} ${r1(s * 2.6)}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="1.5" fill="none"/><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(s)}" ry="${r1(s * 1.25)}" fill="${rng.pick(colours)}"/><ellipse cx="${r1(x - s * 0.35)}" cy="${r1(y - s * 0.45)}" rx="${r1(s * 0.22)}" ry="${r1(s * 0.35)}" fill="#ffffff" fill-opacity="0.45"/>`;
  }
  return out;
}

function stage(
  defs: string[],
  p: Palette,
  rng: Rng,
  w: number,
  h: number,
  backdrop: string,
): string {
  const bg = uid("hall");
  defs.push(
    linear(bg, [
      [0, hsl(p.hue + 230, 40, 10)],
      [1, hsl(p.hue + 250, 35, 20)],
    ]),
  );
  const curtain = hsl(rng.pick([350, 0, 280, 220, 30]), rng.range(55, 75), rng.range(28, 38));
  const curtainDark = hsl(rng.pick([350, 0, 280, 220, 30]), 60, 18);
  const floorY = h * rng.range(0.66, 0.72);
  let folds = "";
  for (let side = 0; side < 2; side += 1) {
    const x0 = side === 0 ? 0 : w - w * 0.16;
    for (let i = 0; i < 6; i += 1) {
      folds += `<rect x="${r1(x0 + (i * w * 0.16) / 6)}" y="0" width="${r1((w * 0.16) / 6)}" height="${r1(floorY)}" fill="${i % 2 === 0 ? curtain : curtainDark}"/>`;
    }
  }
  const spot = uid("spot");
  defs.push(
    linear(spot, [
      [0, "#fffbe6", 0.55],
      [1, "#fffbe6", 0.02],
    ]),
  );
  let lights = "";
  for (let i = rng.int(2, 4); i > 0; i -= 1) {
    const top = rng.range(0.2, 0.8) * w;
    const bottom = rng.range(0.25, 0.75) * w;
    const spread = rng.range(70, 140);
    lights += `<path d="M${r1(top - 12)} 0L${r1(top + 12)} 0L${r1(bottom + spread)} ${r1(floorY + 10)}L${r1(bottom - spread)} ${r1(floorY + 10)}Z" fill="url(#${spot})"/><ellipse cx="${r1(bottom)}" cy="${r1(floorY + 6)}" rx="${r1(spread)}" ry="18" fill="#fff6cc" fill-opacity="0.35"/>`;
  }
  const valance = `<path d="M0 0H${w}V${r1(h * 0.09)}${Array.from({ length: 10 }, (_, i) => `Q${r1(w - (w / 10) * (i + 0.5))} ${r1(h * 0.14)} ${r1(w - (w / 10) * (i + 1))} ${r1(h * 0.09)}`).join("")}Z" fill="${curtain}"/>`;
  const banner = `<rect x="${r1(w * 0.3)}" y="${r1(h * 0.16)}" width="${r1(w * 0.4)}" height="${r1(h * 0.09)}" rx="8" fill="${backdrop}"/><rect x="${r1(w * 0.32)}" y="${r1(h * 0.185)}" width="${r1(w * 0.36)}" height="${r1(h * 0.04)}" rx="4" fill="#ffffff" fill-opacity="0.25"/>`;
  return `<rect width="${w}" height="${h}" fill="url(#${bg})"/>${banner}<rect y="${r1(floorY)}" width="${w}" height="${r1(h - floorY)}" fill="${hsl(30, 40, 28)}"/><rect y="${r1(floorY)}" width="${w}" height="10" fill="${hsl(30, 45, 40)}"/>${lights}${folds}${valance}`;
}

function christmasTree(
  rng: Rng,
  x: number,
  baseY: number,
  size: number,
  colours: string[],
): string {
  const green = hsl(rng.range(120, 150), 55, 24);
  const green2 = hsl(rng.range(120, 150), 50, 32);
  let tiers = "";
  for (let i = 0; i < 4; i += 1) {
    const y = baseY - size * (0.25 + i * 0.22);
    const half = size * (0.45 - i * 0.09);
    tiers += `<path d="M${r1(x - half)} ${r1(y + size * 0.18)}L${r1(x)} ${r1(y - size * 0.2)}L${r1(x + half)} ${r1(y + size * 0.18)}Z" fill="${i % 2 ? green2 : green}"/>`;
  }
  let baubles = "";
  for (let i = 0; i < 16; i += 1) {
    const t = rng.range(0.2, 0.95);
    const y = baseY - size * (1.05 - t);
    const half = size * 0.42 * t;
    baubles += `<circle cx="${r1(x + rng.range(-half, half))}" cy="${r1(y)}" r="${r1(size * 0.022)}" fill="${rng.pick(colours)}"/>`;
  }
  const sy = baseY - size * 1.0;
  const star = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rad = i % 2 === 0 ? size * 0.07 : size * 0.03;
    return `${r1(x + Math.cos(a) * rad)} ${r1(sy + Math.sin(a) * rad)}`;
  }).join("L");
  return `<rect x="${r1(x - size * 0.04)}" y="${r1(baseY - size * 0.12)}" width="${r1(size * 0.08)}" height="${r1(size * 0.12)}" fill="#5b3a24"/>${tiers}${baubles}<path d="M${star}Z" fill="#ffd54a"/>`;
}

function fairyLights(rng: Rng, w: number, y: number, sag: number): string {
  let out = `<path d="M0 ${r1(y)}Q${r1(w / 2)} ${r1(y + sag * 2)} ${w} ${r1(y)}" stroke="#2b2b2b" stroke-width="1.5" fill="none"/>`;
  const colours = ["#ffdf6b", "#ff7b7b", "#7bd3ff", "#9dff8a", "#ffb86b"];
  for (let i = 0; i <= 40; i += 1) {
    const t = i / 40;
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y;
    const c = rng.pick(colours);
    out += `<circle cx="${r1(t * w)}" cy="${r1(py + 6)}" r="9" fill="${c}" fill-opacity="0.25"/><circle cx="${r1(t * w)}" cy="${r1(py + 6)}" r="4" fill="${c}"/>`;
  }
  return out;
}

function exhibitTable(rng: Rng, x: number, y: number, width: number, colours: string[]): string {
  const cloth = rng.pick(colours);
  let items = "";
  const kind = rng.int(0, 4);
  const top = y;
  if (kind === 0) {
    // flasks
    for (let i = 0; i < 3; i += 1) {
      const fx = x + width * (0.2 + i * 0.3);
      const liquid = rng.pick(["#4fc3f7", "#e57373", "#81c784", "#ffb74d", "#ba68c8"]);
      items += `<path d="M${r1(fx - 6)} ${r1(top - 60)}V${r1(top - 35)}L${r1(fx - 26)} ${r1(top)}H${r1(fx + 26)}L${r1(fx + 6)} ${r1(top - 35)}V${r1(top - 60)}Z" fill="#e8f4f8" fill-opacity="0.8" stroke="#90a4ae" stroke-width="2"/><path d="M${r1(fx - 16)} ${r1(top - 18)}L${r1(fx - 26)} ${r1(top)}H${r1(fx + 26)}L${r1(fx + 16)} ${r1(top - 18)}Z" fill="${liquid}"/>`;
    }
  } else if (kind === 1) {
    // globe
    const gx = x + width / 2;
    items += `<rect x="${r1(gx - 4)}" y="${r1(top - 30)}" width="8" height="30" fill="#6d4c41"/><circle cx="${r1(gx)}" cy="${r1(top - 75)}" r="48" fill="#4fa3d9"/><path d="M${r1(gx - 30)} ${r1(top - 95)}q20 -8 30 8t20 20q-15 10 -30 -2z" fill="#6abf69"/><ellipse cx="${r1(gx)}" cy="${r1(top - 75)}" rx="20" ry="48" fill="none" stroke="#ffffff" stroke-opacity="0.5"/>`;
  } else if (kind === 2) {
    // volcano model
    const vx = x + width / 2;
    items += `<path d="M${r1(vx - 70)} ${r1(top)}L${r1(vx - 14)} ${r1(top - 70)}H${r1(vx + 14)}L${r1(vx + 70)} ${r1(top)}Z" fill="#8d6e63"/><path d="M${r1(vx - 14)} ${r1(top - 70)}q4 18 -6 34q14 -6 20 -34z" fill="#ff7043"/><circle cx="${r1(vx)}" cy="${r1(top - 84)}" r="12" fill="#bdbdbd" fill-opacity="0.7"/><circle cx="${r1(vx + 12)}" cy="${r1(top - 100)}" r="9" fill="#bdbdbd" fill-opacity="0.5"/>`;
  } else if (kind === 3) {
    // solar system
    const sx = x + width * 0.2;
    items += `<circle cx="${r1(sx)}" cy="${r1(top - 50)}" r="26" fill="#ffb300"/>`;
    for (let i = 1; i <= 4; i += 1) {
      items += `<circle cx="${r1(sx + i * width * 0.15)}" cy="${r1(top - 50 + rng.range(-20, 20))}" r="${r1(rng.range(6, 14))}" fill="${rng.pick(colours)}"/>`;
    }
  } else {
    // robot
    const rx = x + width / 2;
    const body = rng.pick(["#90a4ae", "#b0bec5", "#78909c"]);
    items += `<rect x="${r1(rx - 28)}" y="${r1(top - 70)}" width="56" height="50" rx="6" fill="${body}"/><rect x="${r1(rx - 20)}" y="${r1(top - 108)}" width="40" height="32" rx="6" fill="${body}"/><circle cx="${r1(rx - 8)}" cy="${r1(top - 92)}" r="5" fill="#29b6f6"/><circle cx="${r1(rx + 8)}" cy="${r1(top - 92)}" r="5" fill="#29b6f6"/><rect x="${r1(rx - 24)}" y="${r1(top - 20)}" width="14" height="20" fill="#546e7a"/><rect x="${r1(rx + 10)}" y="${r1(top - 20)}" width="14" height="20" fill="#546e7a"/>`;
  }
  return `${items}<rect x="${r1(x)}" y="${r1(y)}" width="${r1(width)}" height="70" fill="${cloth}"/><rect x="${r1(x)}" y="${r1(y)}" width="${r1(width)}" height="8" fill="#ffffff" fill-opacity="0.3"/>`;
}

function poster(rng: Rng, x: number, y: number, w: number, h: number, colours: string[]): string {
  let inner = "";
  const kind = rng.int(0, 2);
  if (kind === 0) {
    for (let i = 0; i < 4; i += 1) {
      const bh = rng.range(0.2, 0.7) * h;
      inner += `<rect x="${r1(x + w * (0.15 + i * 0.2))}" y="${r1(y + h * 0.9 - bh)}" width="${r1(w * 0.12)}" height="${r1(bh)}" fill="${rng.pick(colours)}"/>`;
    }
  } else if (kind === 1) {
    inner += `<circle cx="${r1(x + w / 2)}" cy="${r1(y + h * 0.45)}" r="${r1(Math.min(w, h) * 0.28)}" fill="${rng.pick(colours)}"/><path d="M${r1(x + w / 2)} ${r1(y + h * 0.45)}L${r1(x + w / 2)} ${r1(y + h * 0.17)}A${r1(Math.min(w, h) * 0.28)} ${r1(Math.min(w, h) * 0.28)} 0 0 1 ${r1(x + w * 0.75)} ${r1(y + h * 0.55)}Z" fill="${rng.pick(colours)}"/>`;
  } else {
    for (let i = 0; i < 5; i += 1) {
      inner += `<rect x="${r1(x + w * 0.12)}" y="${r1(y + h * (0.2 + i * 0.14))}" width="${r1(w * rng.range(0.4, 0.76))}" height="${r1(h * 0.05)}" fill="#607d8b" fill-opacity="0.6"/>`;
    }
  }
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="#fdfdf8" stroke="${rng.pick(colours)}" stroke-width="5"/><rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h * 0.1)}" fill="${rng.pick(colours)}"/>${inner}`;
}

function indianFlag(x: number, baseY: number, height: number): string {
  const fw = height * 0.42;
  const fh = fw * (2 / 3);
  const top = baseY - height;
  return `<rect x="${r1(x - 4)}" y="${r1(top)}" width="8" height="${r1(height)}" fill="#cfd8dc"/><circle cx="${r1(x)}" cy="${r1(top - 4)}" r="7" fill="#ffd54f"/><g transform="translate(${r1(x + 4)} ${r1(top + 6)})"><rect width="${r1(fw)}" height="${r1(fh / 3)}" fill="#ff9933"/><rect y="${r1(fh / 3)}" width="${r1(fw)}" height="${r1(fh / 3)}" fill="#ffffff"/><rect y="${r1((2 * fh) / 3)}" width="${r1(fw)}" height="${r1(fh / 3)}" fill="#138808"/><circle cx="${r1(fw / 2)}" cy="${r1(fh / 2)}" r="${r1(fh / 7)}" fill="none" stroke="#000080" stroke-width="2"/></g>`;
}

function bookshelf(rng: Rng, x: number, y: number, w: number, h: number): string {
  let out = `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="#6d4c41"/>`;
  const shelves = 4;
  for (let s = 0; s < shelves; s += 1) {
    const sy = y + 12 + (s * (h - 12)) / shelves;
    const sh = (h - 12) / shelves - 14;
    let bx = x + 12;
    while (bx < x + w - 30) {
      const bw = rng.range(12, 26);
      const bh = sh * rng.range(0.7, 1);
      out += `<rect x="${r1(bx)}" y="${r1(sy + sh - bh)}" width="${r1(bw)}" height="${r1(bh)}" fill="${hsl(rng.range(0, 360), rng.range(35, 70), rng.range(30, 60))}"/>`;
      bx += bw + rng.range(1, 4);
    }
    out += `<rect x="${r1(x)}" y="${r1(sy + sh)}" width="${r1(w)}" height="12" fill="#4e342e"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Scenes

export type SceneTheme =
  | "stage"
  | "investiture"
  | "sports"
  | "christmas"
  | "exhibition"
  | "independence"
  | "campus"
  | "classroom"
  | "library"
  | "garden"
  | "assembly"
  | "celebration";

export const sceneThemes: readonly SceneTheme[] = [
  "stage",
  "investiture",
  "sports",
  "christmas",
  "exhibition",
  "independence",
  "campus",
  "classroom",
  "library",
  "garden",
  "assembly",
  "celebration",
];

function clothes(rng: Rng, p: Palette): string {
  return rng.chance(0.5)
    ? rng.pick(p.accents)
    : hsl(rng.range(0, 360), rng.range(40, 70), rng.range(30, 55));
}

function crowdOfFigures(
  rng: Rng,
  p: Palette,
  w: number,
  footY: number,
  count: number,
  height: number,
  poses: Pose[],
): string {
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const x = ((i + rng.range(0.2, 0.8)) / count) * w;
    out += person(
      rng,
      x,
      footY + rng.range(-8, 8),
      height * rng.range(0.85, 1.1),
      clothes(rng, p),
      rng.pick(poses),
      rng.chance(0.45),
    );
  }
  return out;
}

function sceneBody(
  theme: SceneTheme,
  defs: string[],
  p: Palette,
  rng: Rng,
  w: number,
  h: number,
): string {
  const colours = p.accents;
  switch (theme) {
    case "stage": {
      const floorY = h * 0.7;
      return (
        stage(defs, p, rng, w, h, rng.pick(colours)) +
        `<g transform="translate(${r1(w * 0.2)} 0)">` +
        crowdOfFigures(rng, p, w * 0.6, floorY, rng.int(3, 7), h * 0.32, [
          "dance",
          "cheer",
          "stand",
          "wave",
        ]) +
        "</g>" +
        audience(rng, w, h * 0.8, h * 0.95, 3, ["#14111a", "#0e0c12", "#070609"])
      );
    }
    case "investiture": {
      const floorY = h * 0.7;
      let banners = "";
      houseColours.forEach((c, i) => {
        const bx = w * (0.2 + i * 0.17);
        banners += `<path d="M${r1(bx)} ${r1(h * 0.12)}H${r1(bx + w * 0.09)}V${r1(h * 0.45)}L${r1(bx + w * 0.045)} ${r1(h * 0.4)}L${r1(bx)} ${r1(h * 0.45)}Z" fill="${c}"/><circle cx="${r1(bx + w * 0.045)}" cy="${r1(h * 0.25)}" r="${r1(w * 0.022)}" fill="#ffffff" fill-opacity="0.8"/>`;
      });
      let cadets = "";
      const n = rng.int(4, 8);
      for (let i = 0; i < n; i += 1) {
        const x = w * 0.18 + ((i + 0.5) / n) * w * 0.64;
        const c = houseColours[i % 4] as string;
        cadets += person(rng, x, floorY + rng.range(-4, 4), h * 0.3, "#f5f5f5", "stand");
        cadets += `<path d="M${r1(x - 10)} ${r1(floorY - h * 0.22)}L${r1(x + 12)} ${r1(floorY - h * 0.13)}" stroke="${c}" stroke-width="7"/>`;
      }
      return (
        stage(defs, p, rng, w, h, hsl(p.hue, 30, 25)) +
        banners +
        cadets +
        audience(rng, w, h * 0.82, h * 0.96, 3, ["#17131c", "#0f0c13", "#08070a"])
      );
    }
    case "sports": {
      const horizon = h * rng.range(0.36, 0.46);
      const trackColour = hsl(rng.range(5, 20), rng.range(45, 65), rng.range(42, 52));
      let lanes = `<path d="M${r1(-w * 0.1)} ${r1(h)}Q${r1(w * 0.5)} ${r1(horizon + h * 0.05)} ${r1(w * 1.1)} ${r1(h * 0.75)}V${r1(h)}Z" fill="${trackColour}"/>`;
      for (let i = 1; i < 6; i += 1) {
        lanes += `<path d="M${r1(-w * 0.1)} ${r1(h - i * 0)}Q${r1(w * 0.5)} ${r1(horizon + h * 0.05 + i * h * 0.06)} ${r1(w * 1.1)} ${r1(h * 0.75 + i * h * 0.05)}" stroke="#ffffff" stroke-opacity="0.75" stroke-width="3" fill="none"/>`;
      }
      let runners = "";
      const n = rng.int(3, 6);
      for (let i = 0; i < n; i += 1) {
        const x = w * rng.range(0.15, 0.85);
        const y = h * rng.range(0.72, 0.95);
        runners += person(rng, x, y, h * rng.range(0.2, 0.3), clothes(rng, p), "run");
      }
      return (
        sky(defs, p, rng, w, h, horizon) +
        hills(p, rng, w, horizon) +
        ground(defs, p, w, h, horizon) +
        audience(rng, w, horizon - h * 0.02, horizon + h * 0.06, 2, [
          hsl(p.hue, 20, 30),
          hsl(p.hue + 40, 25, 25),
        ]) +
        bunting(rng, w, h * 0.06, colours, h * 0.05) +
        lanes +
        runners
      );
    }
    case "christmas": {
      const floorY = h * 0.75;
      const bg = uid("xmas");
      defs.push(
        linear(bg, [
          [0, hsl(rng.range(220, 260), 45, 14)],
          [1, hsl(rng.range(260, 300), 35, 26)],
        ]),
      );
      let stars = "";
      for (let i = 0; i < 50; i += 1) {
        stars += `<circle cx="${r1(rng.range(0, w))}" cy="${r1(rng.range(0, h * 0.6))}" r="${r1(rng.range(1, 3))}" fill="#ffffff" fill-opacity="${r1(rng.range(0.3, 0.9))}"/>`;
      }
      const treeX = rng.chance(0.5) ? w * rng.range(0.12, 0.25) : w * rng.range(0.75, 0.88);
      const choirStart = treeX < w / 2 ? w * 0.35 : w * 0.08;
      let choir = "";
      const n = rng.int(4, 7);
      for (let i = 0; i < n; i += 1) {
        const x = choirStart + ((i + 0.5) / n) * w * 0.55;
        choir += person(
          rng,
          x,
          floorY,
          h * 0.28,
          rng.pick(["#c62828", "#f5f5f5", "#2e7d32", "#b71c1c"]),
          rng.pick(["stand", "wave"] as Pose[]),
          rng.chance(0.5),
        );
        choir += `<path d="M${r1(x - 12)} ${r1(floorY - h * 0.26)}L${r1(x)} ${r1(floorY - h * 0.33)}L${r1(x + 12)} ${r1(floorY - h * 0.26)}Z" fill="#d32f2f"/><circle cx="${r1(x)}" cy="${r1(floorY - h * 0.335)}" r="4" fill="#ffffff"/>`;
      }
      return (
        `<rect width="${w}" height="${h}" fill="url(#${bg})"/>${stars}<rect y="${r1(floorY)}" width="${w}" height="${r1(h - floorY)}" fill="${hsl(25, 35, 22)}"/>` +
        fairyLights(rng, w, h * 0.08, h * 0.06) +
        fairyLights(rng, w, h * 0.2, h * 0.04) +
        christmasTree(rng, treeX, floorY, h * rng.range(0.55, 0.68), [
          "#ffd54a",
          "#e53935",
          "#42a5f5",
          "#ffffff",
          "#ab47bc",
        ]) +
        choir +
        audience(rng, w, h * 0.86, h * 0.97, 2, ["#0d0b12", "#060509"])
      );
    }
    case "exhibition": {
      const tableY = h * 0.62;
      let posters = "";
      const np = rng.int(3, 5);
      for (let i = 0; i < np; i += 1) {
        posters += poster(
          rng,
          w * (0.05 + (i * 0.9) / np),
          h * rng.range(0.1, 0.18),
          w * 0.15,
          h * 0.24,
          colours,
        );
      }
      let tables = "";
      const nt = rng.int(2, 3);
      for (let i = 0; i < nt; i += 1) {
        tables += exhibitTable(rng, w * (0.04 + (i * 0.96) / nt), tableY, (w * 0.85) / nt, colours);
      }
      return (
        `<rect width="${w}" height="${h}" fill="${p.wall}"/><rect y="${r1(h * 0.55)}" width="${w}" height="${r1(h * 0.45)}" fill="${hsl(p.hue + 20, 15, 62)}"/>` +
        posters +
        tables +
        crowdOfFigures(rng, p, w, h * 0.98, rng.int(3, 5), h * 0.38, ["stand", "wave"])
      );
    }
    case "independence": {
      const horizon = h * rng.range(0.45, 0.55);
      const flagX = w * rng.range(0.4, 0.6);
      let rows = "";
      for (let row = 0; row < 3; row += 1) {
        const y = horizon + h * (0.16 + row * 0.13);
        const n = 8 + row * 2;
        for (let i = 0; i < n; i += 1) {
          const x = ((i + 0.5 + rng.range(-0.15, 0.15)) / n) * w;
          rows += person(
            rng,
            x,
            y,
            h * (0.14 + row * 0.05),
            rng.pick(["#f5f5f5", "#e0e0e0", "#1a237e", "#ffffff"]),
            rng.chance(0.15) ? "wave" : "stand",
            rng.chance(0.4),
          );
        }
      }
      return (
        sky(defs, p, rng, w, h, horizon) +
        trees(rng, w, horizon + 8, rng.int(3, 6), h / 800) +
        building(rng, p, w * rng.range(0.3, 0.7), horizon + 10, w * rng.range(0.6, 0.85)) +
        ground(defs, p, w, h, horizon + 8, hsl(100, 30, 55)) +
        indianFlag(flagX, horizon + h * 0.1, h * 0.55) +
        bunting(rng, w, h * 0.05, ["#ff9933", "#ffffff", "#138808"], h * 0.06) +
        rows
      );
    }
    case "campus": {
      const horizon = h * rng.range(0.55, 0.68);
      return (
        sky(defs, p, rng, w, h, horizon) +
        hills(p, rng, w, horizon - 30) +
        building(rng, p, w * rng.range(0.35, 0.65), horizon, w * rng.range(0.55, 0.9)) +
        ground(defs, p, w, h, horizon) +
        `<path d="M${r1(w * 0.45)} ${r1(horizon)}L${r1(w * 0.55)} ${r1(horizon)}L${r1(w * 0.8)} ${h}L${r1(w * 0.2)} ${h}Z" fill="${hsl(35, 20, 72)}"/>` +
        trees(rng, w, horizon + h * 0.15, rng.int(2, 5), (h / 800) * 1.4) +
        crowdOfFigures(rng, p, w, h * 0.95, rng.int(0, 4), h * 0.22, ["stand", "wave"])
      );
    }
    case "classroom": {
      const boardColour = hsl(rng.range(140, 170), 35, 22);
      let scribbles = "";
      for (let i = 0; i < 6; i += 1) {
        const y = h * (0.14 + i * 0.045);
        scribbles += `<path d="M${r1(w * 0.2)} ${r1(y)}${Array.from({ length: 8 }, () => `q8 ${r1(rng.range(-10, 10))} ${r1(rng.range(20, 48))} 0`).join("")}" stroke="#f5f5f5" stroke-opacity="0.8" stroke-width="3" fill="none"/>`;
      }
      scribbles += `<circle cx="${r1(w * 0.68)}" cy="${r1(h * 0.25)}" r="${r1(h * 0.08)}" fill="none" stroke="#fff59d" stroke-width="3"/><path d="M${r1(w * 0.62)} ${r1(h * 0.35)}L${r1(w * 0.74)} ${r1(h * 0.15)}" stroke="#fff59d" stroke-width="3"/>`;
      const uniform = rng.pick(["#1a237e", "#4a148c", "#1b5e20", "#880e4f", "#263238", "#0d47a1"]);
      return (
        `<rect width="${w}" height="${h}" fill="${p.wall}"/><rect x="${r1(w * 0.15)}" y="${r1(h * 0.08)}" width="${r1(w * 0.7)}" height="${r1(h * 0.38)}" fill="${boardColour}" stroke="#8d6e63" stroke-width="12"/>${scribbles}<rect y="${r1(h * 0.55)}" width="${w}" height="${r1(h * 0.45)}" fill="${hsl(30, 25, 58)}"/>` +
        person(
          rng,
          w * rng.range(0.08, 0.14),
          h * 0.6,
          h * 0.42,
          clothes(rng, p),
          "wave",
          rng.chance(0.7),
        ) +
        audience(rng, w, h * 0.6, h * 0.9, 3, [uniform, "#fafafa", uniform], hairColours, 1.9)
      );
    }
    case "library": {
      let shelves = "";
      const n = rng.int(3, 4);
      for (let i = 0; i < n; i += 1) {
        shelves += bookshelf(
          rng,
          w * (0.02 + (i * 0.98) / n),
          h * 0.06,
          (w * 0.98) / n - 20,
          h * 0.56,
        );
      }
      return (
        `<rect width="${w}" height="${h}" fill="${p.wall}"/>${shelves}<rect y="${r1(h * 0.62)}" width="${w}" height="${r1(h * 0.38)}" fill="${hsl(30, 30, 50)}"/><rect x="${r1(w * 0.1)}" y="${r1(h * 0.74)}" width="${r1(w * 0.8)}" height="${r1(h * 0.05)}" fill="${hsl(25, 45, 35)}"/>` +
        `<g transform="translate(${r1(w * 0.1)} 0)">` +
        audience(
          rng,
          w * 0.8,
          h * 0.68,
          h * 0.8,
          2,
          [clothes(rng, p), clothes(rng, p), "#fafafa"],
          hairColours,
          2.2,
        ) +
        "</g>"
      );
    }
    case "garden": {
      const horizon = h * rng.range(0.4, 0.5);
      let flowers = "";
      for (let i = 0; i < 60; i += 1) {
        const x = rng.range(0, w);
        const y = rng.range(horizon + 30, h);
        const s = 4 + ((y - horizon) / (h - horizon)) * 12;
        const c = rng.pick([...colours, "#ffffff", "#ffeb3b"]);
        flowers += `<path d="M${r1(x)} ${r1(y)}v${r1(s * 2)}" stroke="#2e7d32" stroke-width="2"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s)}" fill="${c}"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s * 0.35)}" fill="#fff176"/>`;
      }
      return (
        sky(defs, p, rng, w, h, horizon) +
        hills(p, rng, w, horizon) +
        ground(defs, p, w, h, horizon) +
        trees(rng, w, horizon + 20, rng.int(2, 4), h / 700) +
        flowers +
        crowdOfFigures(rng, p, w, h * 0.92, rng.int(2, 4), h * 0.3, ["stand", "wave", "cheer"])
      );
    }
    case "assembly": {
      const horizon = h * rng.range(0.42, 0.5);
      let rows = "";
      for (let row = 0; row < 4; row += 1) {
        const y = horizon + h * (0.12 + row * 0.11);
        const n = 10 + row * 2;
        const uniform = rng.pick(["#1a237e", "#4e342e", "#263238", "#880e4f"]);
        for (let i = 0; i < n; i += 1) {
          rows += person(
            rng,
            ((i + 0.5 + rng.range(-0.1, 0.1)) / n) * w,
            y,
            h * (0.1 + row * 0.04),
            rng.chance(0.5) ? uniform : "#f5f5f5",
            rng.chance(0.3) ? "cheer" : "stand",
            rng.chance(0.45),
          );
        }
      }
      return (
        sky(defs, p, rng, w, h, horizon) +
        building(rng, p, w / 2, horizon + 6, w * rng.range(0.7, 0.95)) +
        ground(defs, p, w, h, horizon, hsl(35, 18, 66)) +
        rows
      );
    }
    case "celebration":
    default: {
      const bg = uid("party");
      defs.push(
        linear(
          bg,
          [
            [0, hsl(p.hue, 55, 30)],
            [1, hsl(p.hue + 60, 50, 18)],
          ],
          rng.chance(0.5),
        ),
      );
      let glow = "";
      const g = uid("glow");
      defs.push(
        radial(g, [
          [0, "#ffffff", 0.45],
          [1, "#ffffff", 0],
        ]),
      );
      for (let i = 0; i < 14; i += 1) {
        glow += `<circle cx="${r1(rng.range(0, w))}" cy="${r1(rng.range(0, h * 0.7))}" r="${r1(rng.range(30, 120))}" fill="url(#${g})"/>`;
      }
      return (
        `<rect width="${w}" height="${h}" fill="url(#${bg})"/>${glow}` +
        balloons(rng, w, h, colours, rng.int(8, 16)) +
        confetti(rng, w, h, colours, 90) +
        bunting(rng, w, h * 0.04, colours, h * 0.07) +
        crowdOfFigures(rng, p, w, h * 0.95, rng.int(4, 8), h * 0.36, ["cheer", "dance", "wave"])
      );
    }
  }
}

function vignette(defs: string[], w: number, h: number, strength: number): string {
  const id = uid("vig");
  defs.push(
    `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength}"/></radialGradient>`,
  );
  return `<rect width="${w}" height="${h}" fill="url(#${id})"/>`;
}

/** An SVG scene of `theme` (or one picked from the seed) at the given size. */
export function sceneSvg(options: {
  seed: string;
  width: number;
  height: number;
  theme?: SceneTheme;
}): string {
  const rng = seededRng(options.seed);
  const { width: w, height: h } = options;
  const theme = options.theme ?? rng.pick(sceneThemes);
  const p = makePalette(rng);
  const defs: string[] = [];
  const body = sceneBody(theme, defs, p, rng, w, h);
  // A slight zoom and pan, as if each photo were framed differently.
  const zoom = rng.range(1, 1.18);
  const dx = -rng.range(0, w * (zoom - 1));
  const dy = -rng.range(0, h * (zoom - 1));
  const tint = rng.chance(0.5)
    ? `<rect width="${w}" height="${h}" fill="${hsl(rng.range(20, 50), 80, 60)}" fill-opacity="${r1(rng.range(0.03, 0.1))}"/>`
    : "";
  const overlay = vignette(defs, w, h, r1(rng.range(0.25, 0.5))) + tint;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join("")}</defs><g transform="translate(${r1(dx)} ${r1(dy)}) scale(${r1(zoom * 100) / 100})">${body}</g>${overlay}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Portraits

export type PortraitStyle = "girl" | "boy" | "boy-patka" | "sister" | "woman" | "man" | "priest";

/** A friendly head-and-shoulders figure on a coloured background. */
export function portraitSvg(options: {
  seed: string;
  style?: PortraitStyle;
  size?: number;
}): string {
  const rng = seededRng(`portrait:${options.seed}`);
  const size = options.size ?? 400;
  const style = options.style ?? rng.pick(["girl", "boy", "boy-patka"] as const);
  const hue = rng.range(0, 360);
  const defs: string[] = [];
  const bg = uid("pbg");
  defs.push(
    linear(
      bg,
      [
        [0, hsl(hue, rng.range(45, 70), rng.range(72, 84))],
        [1, hsl(hue + rng.range(20, 60), rng.range(45, 70), rng.range(55, 68))],
      ],
      rng.chance(0.5),
    ),
  );
  let pattern = "";
  for (let i = rng.int(4, 9); i > 0; i -= 1) {
    pattern += `<circle cx="${r1(rng.range(0, 400))}" cy="${r1(rng.range(0, 260))}" r="${r1(rng.range(12, 70))}" fill="#ffffff" fill-opacity="${r1(rng.range(0.08, 0.22))}"/>`;
  }
  const skin = rng.pick(skinTones);
  const hair =
    style === "man" && rng.chance(0.4) ? rng.pick(["#6d6d6d", "#9e9e9e"]) : rng.pick(hairColours);
  const student = style === "girl" || style === "boy" || style === "boy-patka";
  const shirt = student ? "#fafafa" : hsl(rng.range(0, 360), rng.range(30, 60), rng.range(35, 55));
  const blazer = student
    ? rng.pick(["#1a237e", "#4a148c", "#1b5e20", "#880e4f", "#263238", "#0d47a1"])
    : style === "sister"
      ? rng.pick(["#f5f5f5", "#eceff1", "#e3f2fd"])
      : style === "priest"
        ? "#fafafa"
        : hsl(rng.range(0, 360), rng.range(25, 55), rng.range(25, 45));
  const cx = 200 + rng.range(-12, 12);
  const headY = 165 + rng.range(-8, 8);
  const headR = 62 + rng.range(-4, 6);

  const behind: string[] = [];
  const front: string[] = [];
  switch (style) {
    case "girl":
    case "woman": {
      const long = rng.chance(0.6);
      if (long)
        behind.push(
          `<path d="M${r1(cx - headR - 8)} ${r1(headY)}Q${r1(cx - headR - 20)} ${r1(headY + 140)} ${r1(cx - headR + 4)} ${r1(headY + 150)}H${r1(cx + headR - 4)}Q${r1(cx + headR + 20)} ${r1(headY + 140)} ${r1(cx + headR + 8)} ${r1(headY)}Z" fill="${hair}"/>`,
        );
      else {
        behind.push(
          `<circle cx="${r1(cx - headR * 0.9)}" cy="${r1(headY + 40)}" r="18" fill="${hair}"/><circle cx="${r1(cx + headR * 0.9)}" cy="${r1(headY + 40)}" r="18" fill="${hair}"/>`,
        );
        if (style === "girl")
          front.push(
            `<circle cx="${r1(cx - headR * 0.92)}" cy="${r1(headY + 30)}" r="9" fill="${rng.pick(["#e53935", "#1e88e5", "#fdd835", "#ffffff"])}"/><circle cx="${r1(cx + headR * 0.92)}" cy="${r1(headY + 30)}" r="9" fill="${rng.pick(["#e53935", "#1e88e5", "#fdd835", "#ffffff"])}"/>`,
          );
      }
      front.push(
        `<path d="M${r1(cx - headR - 2)} ${r1(headY + 6)}Q${r1(cx - headR)} ${r1(headY - headR - 12)} ${r1(cx)} ${r1(headY - headR - 8)}Q${r1(cx + headR)} ${r1(headY - headR - 12)} ${r1(cx + headR + 2)} ${r1(headY + 6)}Q${r1(cx + headR * 0.4)} ${r1(headY - headR * 0.55)} ${r1(cx - headR * 0.1)} ${r1(headY - headR * 0.5)}Q${r1(cx - headR * 0.7)} ${r1(headY - headR * 0.3)} ${r1(cx - headR - 2)} ${r1(headY + 6)}Z" fill="${hair}"/>`,
      );
      break;
    }
    case "boy":
    case "man":
    case "priest": {
      front.push(
        `<path d="M${r1(cx - headR - 3)} ${r1(headY - 2)}Q${r1(cx - headR + 2)} ${r1(headY - headR - 18)} ${r1(cx + 5)} ${r1(headY - headR - 10)}Q${r1(cx + headR + 6)} ${r1(headY - headR - 6)} ${r1(cx + headR + 3)} ${r1(headY - 2)}Q${r1(cx + headR * 0.6)} ${r1(headY - headR * 0.6)} ${r1(cx)} ${r1(headY - headR * 0.55)}Q${r1(cx - headR * 0.6)} ${r1(headY - headR * 0.5)} ${r1(cx - headR - 3)} ${r1(headY - 2)}Z" fill="${hair}"/>`,
      );
      if (style === "man" && rng.chance(0.5))
        front.push(
          `<path d="M${r1(cx - headR * 0.7)} ${r1(headY + 30)}Q${r1(cx)} ${r1(headY + headR + 30)} ${r1(cx + headR * 0.7)} ${r1(headY + 30)}Q${r1(cx)} ${r1(headY + headR * 0.75)} ${r1(cx - headR * 0.7)} ${r1(headY + 30)}Z" fill="${hair}"/>`,
        );
      break;
    }
    case "boy-patka": {
      const cloth = rng.pick([
        "#1565c0",
        "#f9a825",
        "#2e7d32",
        "#6a1b9a",
        "#c62828",
        "#ef6c00",
        "#263238",
      ]);
      front.push(
        `<path d="M${r1(cx - headR - 4)} ${r1(headY - 4)}Q${r1(cx - headR)} ${r1(headY - headR - 26)} ${r1(cx)} ${r1(headY - headR - 24)}Q${r1(cx + headR)} ${r1(headY - headR - 26)} ${r1(cx + headR + 4)} ${r1(headY - 4)}Q${r1(cx)} ${r1(headY - headR * 0.45)} ${r1(cx - headR - 4)} ${r1(headY - 4)}Z" fill="${cloth}"/><circle cx="${r1(cx)}" cy="${r1(headY - headR - 18)}" r="16" fill="${cloth}"/><path d="M${r1(cx - headR * 0.6)} ${r1(headY - headR * 0.7)}Q${r1(cx)} ${r1(headY - headR * 0.95)} ${r1(cx + headR * 0.6)} ${r1(headY - headR * 0.7)}" stroke="#000" stroke-opacity="0.15" stroke-width="4" fill="none"/>`,
      );
      break;
    }
    case "sister": {
      const veil = rng.pick(["#1a237e", "#0d47a1", "#37474f", "#4e342e", "#ffffff"]);
      const band = veil === "#ffffff" ? "#90caf9" : "#ffffff";
      behind.push(
        `<path d="M${r1(cx - headR - 22)} ${r1(headY + 10)}Q${r1(cx - headR - 30)} ${r1(headY - headR - 30)} ${r1(cx)} ${r1(headY - headR - 28)}Q${r1(cx + headR + 30)} ${r1(headY - headR - 30)} ${r1(cx + headR + 22)} ${r1(headY + 10)}L${r1(cx + headR + 50)} ${r1(headY + 175)}H${r1(cx - headR - 50)}Z" fill="${veil}"/>`,
      );
      front.push(
        `<path d="M${r1(cx - headR - 6)} ${r1(headY - 6)}Q${r1(cx)} ${r1(headY - headR - 22)} ${r1(cx + headR + 6)} ${r1(headY - 6)}" stroke="${band}" stroke-width="12" fill="none"/>`,
      );
      front.push(
        `<path d="M${r1(cx)} ${r1(headY + 150)}v46M${r1(cx - 14)} ${r1(headY + 165)}h28" stroke="#8d6e63" stroke-width="5" stroke-linecap="round"/>`,
      );
      break;
    }
  }
  const shoulders = `<path d="M${r1(cx - 170)} 400Q${r1(cx - 160)} ${r1(headY + 110)} ${r1(cx - 50)} ${r1(headY + 95)}H${r1(cx + 50)}Q${r1(cx + 160)} ${r1(headY + 110)} ${r1(cx + 170)} 400Z" fill="${blazer}"/>`;
  const collar = student
    ? `<path d="M${r1(cx - 42)} ${r1(headY + 92)}L${r1(cx)} ${r1(headY + 150)}L${r1(cx + 42)} ${r1(headY + 92)}Z" fill="${shirt}"/><path d="M${r1(cx - 9)} ${r1(headY + 110)}H${r1(cx + 9)}L${r1(cx + 13)} ${r1(headY + 200)}L${r1(cx)} ${r1(headY + 215)}L${r1(cx - 13)} ${r1(headY + 200)}Z" fill="${rng.pick(["#c62828", "#1565c0", "#2e7d32", "#6d4c41"])}"/>`
    : style === "priest"
      ? `<path d="M${r1(cx - 34)} ${r1(headY + 92)}Q${r1(cx)} ${r1(headY + 118)} ${r1(cx + 34)} ${r1(headY + 92)}V${r1(headY + 104)}Q${r1(cx)} ${r1(headY + 128)} ${r1(cx - 34)} ${r1(headY + 104)}Z" fill="#141414"/><rect x="${r1(cx - 9)}" y="${r1(headY + 103)}" width="18" height="14" fill="#ffffff"/>`
      : style === "sister"
        ? ""
        : `<path d="M${r1(cx - 40)} ${r1(headY + 94)}Q${r1(cx)} ${r1(headY + 140)} ${r1(cx + 40)} ${r1(headY + 94)}Z" fill="${shirt}"/>`;
  const eyeY = headY + 8;
  const smile = rng.range(10, 18);
  const face = `<circle cx="${r1(cx - 22)}" cy="${r1(eyeY)}" r="5.5" fill="#2b1d16"/><circle cx="${r1(cx + 22)}" cy="${r1(eyeY)}" r="5.5" fill="#2b1d16"/><circle cx="${r1(cx - 34)}" cy="${r1(eyeY + 22)}" r="9" fill="#ff8a80" fill-opacity="0.35"/><circle cx="${r1(cx + 34)}" cy="${r1(eyeY + 22)}" r="9" fill="#ff8a80" fill-opacity="0.35"/><path d="M${r1(cx - 18)} ${r1(eyeY + 26)}Q${r1(cx)} ${r1(eyeY + 26 + smile)} ${r1(cx + 18)} ${r1(eyeY + 26)}" stroke="#5d3a2a" stroke-width="4" stroke-linecap="round" fill="none"/>${rng.chance(style === "man" || style === "woman" || style === "sister" || style === "priest" ? 0.45 : 0.12) ? `<g fill="none" stroke="#37474f" stroke-width="3"><circle cx="${r1(cx - 22)}" cy="${r1(eyeY)}" r="15"/><circle cx="${r1(cx + 22)}" cy="${r1(eyeY)}" r="15"/><path d="M${r1(cx - 7)} ${r1(eyeY)}H${r1(cx + 7)}"/></g>` : ""}`;
  const neck = `<rect x="${r1(cx - 22)}" y="${r1(headY + 40)}" width="44" height="64" rx="16" fill="${skin}"/>`;
  const head = `<ellipse cx="${r1(cx)}" cy="${r1(headY)}" rx="${r1(headR)}" ry="${r1(headR * 1.08)}" fill="${skin}"/><ellipse cx="${r1(cx - headR)}" cy="${r1(headY + 8)}" rx="10" ry="16" fill="${skin}"/><ellipse cx="${r1(cx + headR)}" cy="${r1(headY + 8)}" rx="10" ry="16" fill="${skin}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400"><defs>${defs.join("")}</defs><rect width="400" height="400" fill="url(#${bg})"/>${pattern}${behind.join("")}${shoulders}${neck}${collar}${head}${face}${front.join("")}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Icons and captions for the site's fixed images

export type PlaceholderKind = "coming-soon" | "news" | "event" | "gallery";

export function placeholderSvg(
  kind: PlaceholderKind,
  seed: string,
  width = 1200,
  height = 800,
): string {
  const rng = seededRng(`placeholder:${kind}:${seed}`);
  const hue = { "coming-soon": 215, news: 200, event: 20, gallery: 150 }[kind] + rng.range(-10, 10);
  const defs: string[] = [];
  const bg = uid("ph");
  defs.push(
    linear(bg, [
      [0, hsl(hue, 45, 92)],
      [1, hsl(hue + 25, 50, 80)],
    ]),
  );
  const cx = width / 2;
  const cy = height * 0.42;
  const ink = hsl(hue + 180, 45, 30);
  const accent = hsl(hue + 160, 70, 50);
  let icon: string;
  if (kind === "news") {
    icon = `<rect x="${cx - 170}" y="${cy - 130}" width="340" height="260" rx="18" fill="#ffffff" stroke="${ink}" stroke-width="8"/><rect x="${cx - 140}" y="${cy - 100}" width="130" height="100" fill="${accent}"/>${[0, 1, 2, 3].map((i) => `<rect x="${cx + 10}" y="${cy - 100 + i * 28}" width="130" height="12" rx="6" fill="${ink}" fill-opacity="0.5"/>`).join("")}${[0, 1, 2].map((i) => `<rect x="${cx - 140}" y="${cy + 30 + i * 28}" width="280" height="12" rx="6" fill="${ink}" fill-opacity="0.5"/>`).join("")}`;
  } else if (kind === "event") {
    icon = `<rect x="${cx - 150}" y="${cy - 120}" width="300" height="260" rx="22" fill="#ffffff" stroke="${ink}" stroke-width="8"/><path d="M${cx - 150} ${cy - 50}V${cy - 98}a22 22 0 0 1 22 -22H${cx + 128}a22 22 0 0 1 22 22V${cy - 50}Z" fill="${accent}"/><rect x="${cx - 95}" y="${cy - 150}" width="20" height="60" rx="10" fill="${ink}"/><rect x="${cx + 75}" y="${cy - 150}" width="20" height="60" rx="10" fill="${ink}"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${cx - 120 + (i % 4) * 64}" y="${cy - 30 + Math.floor(i / 4) * 52}" width="40" height="32" rx="6" fill="${i === 6 ? accent : ink}" fill-opacity="${i === 6 ? 1 : 0.25}"/>`).join("")}`;
  } else if (kind === "gallery") {
    icon = `<rect x="${cx - 180}" y="${cy - 130}" width="360" height="260" rx="18" fill="#ffffff" stroke="${ink}" stroke-width="8"/><circle cx="${cx + 90}" cy="${cy - 60}" r="30" fill="${accent}"/><path d="M${cx - 160} ${cy + 110}L${cx - 60} ${cy - 20}L${cx + 10} ${cy + 60}L${cx + 60} ${cy + 10}L${cx + 160} ${cy + 110}Z" fill="${ink}" fill-opacity="0.6"/>`;
  } else {
    icon = `<circle cx="${cx}" cy="${cy}" r="140" fill="#ffffff" stroke="${ink}" stroke-width="10"/><path d="M${cx} ${cy - 95}V${cy}L${cx + 70} ${cy + 40}" stroke="${accent}" stroke-width="16" stroke-linecap="round" fill="none"/><circle cx="${cx}" cy="${cy}" r="12" fill="${ink}"/>`;
  }
  const caption = {
    "coming-soon": "COMING SOON",
    news: "SCHOOL NEWS",
    event: "SCHOOL EVENT",
    gallery: "PHOTO GALLERY",
  }[kind];
  const textSize = Math.min(56, (width * 0.8) / (caption.length * 1));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${defs.join("")}</defs><rect width="${width}" height="${height}" fill="url(#${bg})"/>${icon}${strokeText(caption, { x: cx, y: height * 0.78, size: textSize, color: ink, weight: textSize / 6, anchor: "middle" })}</svg>`;
}

/** A dark band with a short stroke-font caption, for decorating a picture. */
export function captionBand(text: string, width: number, height: number): string {
  const size = Math.min(34, (width * 0.85) / Math.max(8, text.length) / 1);
  const textWidth = strokeTextWidth(text, size);
  return `<rect x="24" y="${r1(height - size - 52)}" width="${r1(textWidth + 48)}" height="${r1(size + 32)}" rx="10" fill="#000000" fill-opacity="0.45"/>${strokeText(text, { x: 48, y: height - size - 36, size, color: "#ffffff", weight: size / 6.5 })}`;
}

// ---------------------------------------------------------------------------------------------
// Encoding

export async function svgToJpeg(
  svg: string,
  quality = 78,
  options: { grayscale?: boolean } = {},
): Promise<Uint8Array> {
  let image = sharp(Buffer.from(svg)).flatten({ background: "#ffffff" });
  if (options.grayscale) image = image.grayscale();
  const buffer = await image.jpeg({ quality, mozjpeg: false }).toBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

export function sceneJpeg(
  seed: string,
  options: { width?: number; height?: number; theme?: SceneTheme; caption?: string } = {},
): Promise<Uint8Array> {
  const width = options.width ?? 1200;
  const height = options.height ?? 800;
  let svg = sceneSvg({ seed, width, height, theme: options.theme });
  if (options.caption)
    svg = svg.replace(/<\/svg>$/, `${captionBand(options.caption, width, height)}</svg>`);
  return svgToJpeg(svg);
}

/** A portrait; `neutral` gives the grey stand-in the site shows when a person has no photo. */
export function portraitJpeg(
  seed: string,
  style?: PortraitStyle,
  neutral = false,
): Promise<Uint8Array> {
  return svgToJpeg(portraitSvg({ seed, style }), 78, { grayscale: neutral });
}

export function placeholderJpeg(kind: PlaceholderKind, seed: string): Promise<Uint8Array> {
  return svgToJpeg(placeholderSvg(kind, seed));
}

// ---------------------------------------------------------------------------------------------
// A scanned-looking certificate, for a transfer certificate kept as an image

export function certificateSvg(options: {
  schoolName: string;
  title: string;
  reference: string;
  rows: [string, string][];
}): string {
  const w = 1000;
  const h = 1414;
  const ink = "#1a2f6b";
  const text = "#222222";
  let body = "";
  let y = 425;
  const size = 13;
  const maxChars = Math.floor(440 / size);
  for (const [label, value] of options.rows) {
    const lines: string[] = [];
    for (const word of value.split(/\s+/)) {
      const last = lines[lines.length - 1];
      if (last !== undefined && `${last} ${word}`.length <= maxChars)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word.slice(0, maxChars));
    }
    body += strokeText(label, { x: 90, y, size, color: "#555555", weight: 1.8 });
    lines.forEach((line, i) => {
      body += strokeText(line, { x: 470, y: y + i * 24, size, color: text, weight: 2.2 });
    });
    y += (lines.length - 1) * 24;
    body += `<path d="M470 ${y + 21}H910" stroke="#999999" stroke-width="1" stroke-dasharray="4 4"/>`;
    y += 38;
  }
  const name = options.schoolName.toUpperCase();
  const nameSize = Math.min(34, 820 / (name.length * 1.0));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#fbf8ef"/><rect x="30" y="30" width="${w - 60}" height="${h - 60}" fill="none" stroke="${ink}" stroke-width="5"/><rect x="44" y="44" width="${w - 88}" height="${h - 88}" fill="none" stroke="${ink}" stroke-width="1.5"/><circle cx="${w / 2}" cy="120" r="46" fill="none" stroke="${ink}" stroke-width="4"/><path d="M${w / 2} 92q20 22 0 52q-20 -30 0 -52Z" fill="#f29f05"/>${strokeText(name, { x: w / 2, y: 190, size: nameSize, color: ink, weight: 3.6, anchor: "middle" })}${strokeText("AFFILIATED TO CBSE, NEW DELHI", { x: w / 2, y: 246, size: 14, color: "#555555", weight: 1.8, anchor: "middle" })}<path d="M80 282H920" stroke="${ink}" stroke-width="3"/>${strokeText(options.title.toUpperCase(), { x: w / 2, y: 312, size: 26, color: text, weight: 3.4, anchor: "middle" })}${strokeText(options.reference.toUpperCase(), { x: w / 2, y: 364, size: 14, color: "#444444", weight: 2, anchor: "middle" })}${body}<circle cx="230" cy="${h - 150}" r="70" fill="none" stroke="#5c6bc0" stroke-opacity="0.55" stroke-width="4"/><circle cx="230" cy="${h - 150}" r="56" fill="none" stroke="#5c6bc0" stroke-opacity="0.55" stroke-width="2"/>${strokeText("SCHOOL SEAL", { x: 230, y: h - 158, size: 12, color: "#5c6bc0", weight: 2, anchor: "middle", opacity: 0.7 })}<path d="M640 ${h - 150}c30 -40 50 20 80 -10s40 -30 70 5" stroke="#1a237e" stroke-width="3" fill="none"/><path d="M600 ${h - 110}H900" stroke="#333333" stroke-width="1.5"/>${strokeText("PRINCIPAL", { x: 750, y: h - 95, size: 15, color: text, weight: 2.2, anchor: "middle" })}</svg>`;
}

export function certificateJpeg(
  options: Parameters<typeof certificateSvg>[0],
): Promise<Uint8Array> {
  return svgToJpeg(certificateSvg(options), 82);
}
