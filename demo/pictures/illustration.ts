// A demo picture: the subject's main icon large on a coloured medallion, its other icons
// around it, and the subject's name on a label, over a backdrop in the subject's colour.
// The seed moves the small icons and the light, so the photos of one album differ.

import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { subjects, type SubjectName } from "./subjects.ts";
import { svgText, textWidth } from "./text.ts";

const require = createRequire(import.meta.url);
// The package exports its icon files alone: find the folder through one of them.
const iconDir = path.dirname(require.resolve("@tabler/icons/outline/school.svg"));
const iconCache = new Map<string, string>();

/** The inner shapes of a Tabler outline icon (24 x 24, stroked). */
export function iconShapes(name: string): string {
  let shapes = iconCache.get(name);
  if (shapes === undefined) {
    const svg = fs.readFileSync(path.join(iconDir, `${name}.svg`), "utf8");
    shapes = svg
      .replace(/^[\s\S]*?<svg[^>]*>|<\/svg>\s*$/g, "")
      .replace(/<path stroke="none"[^>]*\/>/, "")
      .trim();
    iconCache.set(name, shapes);
  }
  return shapes;
}

/** One icon, centred on (cx, cy), `size` pixels wide. */
export function icon(name: string, cx: number, cy: number, size: number, color: string): string {
  const scale = size / 24;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})" fill="none" stroke="${color}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${iconShapes(name)}</g>`;
}

/** Numbers in [0, 1) that follow from `seed` alone. */
function seeded(seed: string): () => number {
  let block = createHash("sha256").update(seed).digest();
  let i = 0;
  return () => {
    if (i + 4 > block.length) {
      block = createHash("sha256").update(block).digest();
      i = 0;
    }
    const value = block.readUInt32BE(i) / 2 ** 32;
    i += 4;
    return value;
  };
}

export interface IllustrationOptions {
  subject: SubjectName;
  seed: string;
  width?: number;
  height?: number;
  /** The words on the label; the subject's name when left out, none when empty. */
  label?: string;
}

export function illustrationSvg(options: IllustrationOptions): string {
  const { width = 1200, height = 800 } = options;
  const subject = subjects[options.subject];
  const random = seeded(`${options.subject}:${options.seed}`);
  const hue = subject.hue;
  const label = options.label ?? subject.label;
  const unit = Math.min(width, height);
  const cx = width / 2;
  const cy = height * 0.46;
  const radius = unit * 0.27;
  const floor = height * 0.78;

  // Flat fills only: gradients cost a renderer ten times as much.
  // Soft discs of light on the wall, placed by the seed.
  const discs = Array.from({ length: 5 }, () => {
    const r = unit * (0.08 + random() * 0.18);
    return `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * floor).toFixed(1)}" r="${r.toFixed(1)}" fill="#ffffff" fill-opacity="${(0.12 + random() * 0.16).toFixed(2)}"/>`;
  }).join("");

  // The other icons on white badges around the medallion, starting at a seeded angle.
  const others = subject.icons.slice(1);
  const start = random() * Math.PI * 2;
  const orbit = radius * 1.75;
  const badge = unit * 0.085;
  const satellites = others
    .map((name, i) => {
      const angle = start + (i * Math.PI * 2) / others.length;
      const x = cx + Math.cos(angle) * orbit * (width > height ? 1.35 : 1);
      const y = cy + Math.sin(angle) * orbit * 0.78;
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${badge}" fill="#ffffff" fill-opacity="0.94"/>${icon(name, x, y, badge * 1.15, `hsl(${hue} 55% 32%)`)}`;
    })
    .join("");

  const labelSize = Math.round(unit * 0.055);
  const labelWidth = label ? textWidth(label, labelSize, true) + labelSize * 1.6 : 0;
  const labelBox = label
    ? `<rect x="${unit * 0.05}" y="${height - unit * 0.05 - labelSize * 1.9}" width="${labelWidth}" height="${labelSize * 1.9}" rx="${labelSize * 0.4}" fill="hsl(${hue} 45% 20%)" fill-opacity="0.9"/>${svgText(
        label,
        {
          x: unit * 0.05 + labelSize * 0.8,
          y: height - unit * 0.05 - labelSize * 0.6,
          size: labelSize,
          color: "#ffffff",
          bold: true,
        },
      )}`
    : "";

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="hsl(${hue} 48% 86%)"/>
<rect width="${width}" height="${floor * 0.45}" fill="hsl(${hue} 50% 90%)"/>
${discs}
<rect y="${floor}" width="${width}" height="${height - floor}" fill="hsl(${hue} 35% 58%)"/>
<rect y="${floor}" width="${width}" height="${unit * 0.012}" fill="hsl(${hue} 30% 48%)"/>
<ellipse cx="${cx}" cy="${cy + radius * 1.08}" rx="${radius * 0.9}" ry="${radius * 0.14}" fill="#000000" fill-opacity="0.12"/>
<circle cx="${cx}" cy="${cy}" r="${radius}" fill="hsl(${hue} 58% 34%)"/>
<circle cx="${cx - radius * 0.06}" cy="${cy - radius * 0.06}" r="${radius * 0.92}" fill="hsl(${hue} 55% 42%)"/>
<circle cx="${cx}" cy="${cy}" r="${radius * 0.9}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${unit * 0.006}"/>
${icon(subject.icons[0], cx, cy, radius * 1.15, "#ffffff")}
${satellites}
${labelBox}
</svg>`;
}

export async function svgToJpeg(svg: string, quality = 78): Promise<Uint8Array> {
  const buffer = await sharp(Buffer.from(svg))
    .flatten({ background: "#ffffff" })
    .jpeg({ quality })
    .toBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

export function illustrationJpeg(options: IllustrationOptions): Promise<Uint8Array> {
  return svgToJpeg(illustrationSvg(options));
}
