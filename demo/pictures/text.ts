// Text in generated pictures, drawn as outlines from Noto Sans (SIL Open Font License, from
// @fontsource/noto-sans), so that a picture looks the same whatever fonts the machine has.

import fs from "node:fs";
import { createRequire } from "node:module";
import opentype from "opentype.js";

const require = createRequire(import.meta.url);

function load(weight: 400 | 700): opentype.Font {
  const file = require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`);
  const bytes = fs.readFileSync(file);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
}

const fonts = { regular: load(400), bold: load(700) };

export interface TextOptions {
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  color: string;
  bold?: boolean;
  anchor?: "start" | "middle" | "end";
}

/** How wide `text` is at `size`, in pixels. */
export function textWidth(text: string, size: number, bold = false): number {
  return (bold ? fonts.bold : fonts.regular).getAdvanceWidth(text, size);
}

/** `text` as one SVG path. */
export function svgText(text: string, options: TextOptions): string {
  const font = options.bold ? fonts.bold : fonts.regular;
  const width = font.getAdvanceWidth(text, options.size);
  const x =
    options.anchor === "middle"
      ? options.x - width / 2
      : options.anchor === "end"
        ? options.x - width
        : options.x;
  const path = font.getPath(text, x, options.y, options.size);
  return `<path d="${pathData(path.commands)}" fill="${options.color}"/>`;
}

/** Splits `text` into lines no wider than `width`. */
export function wrapText(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, size, bold) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

// opentype's own toPathData can write a tiny number as 1e-7, which SVG renderers reject.
function pathData(commands: opentype.PathCommand[]): string {
  const n = (value: number) => value.toFixed(2).replace(/\.?0+$/, "");
  return commands
    .map((c) => {
      switch (c.type) {
        case "M":
        case "L":
          return `${c.type}${n(c.x)} ${n(c.y)}`;
        case "Q":
          return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
        case "C":
          return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
        case "Z":
          return "Z";
      }
    })
    .join("");
}
