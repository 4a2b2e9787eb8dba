// A tiny single-stroke capital font drawn as SVG paths, so generated images can carry a short
// caption without depending on any font being installed on the machine that runs the seed.
// Glyphs sit on a 4 x 6 grid (y grows downwards); each string is one polyline.

const O = "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0";
const P = "0,6 0,0 3,0 4,1 4,2 3,3 0,3";

const glyphs: Record<string, string[]> = {
  A: ["0,6 0,2 2,0 4,2 4,6", "0,4 4,4"],
  B: ["0,3 0,0 3,0 4,1 4,2 3,3 0,3 0,6 3,6 4,5 4,4 3,3"],
  C: ["4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5"],
  D: ["0,0 0,6 2,6 4,4 4,2 2,0 0,0"],
  E: ["4,0 0,0 0,6 4,6", "0,3 3,3"],
  F: ["4,0 0,0 0,6", "0,3 3,3"],
  G: ["4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3 2,3"],
  H: ["0,0 0,6", "4,0 4,6", "0,3 4,3"],
  I: ["1,0 3,0", "2,0 2,6", "1,6 3,6"],
  J: ["4,0 4,5 3,6 1,6 0,5"],
  K: ["0,0 0,6", "4,0 0,4", "1,3 4,6"],
  L: ["0,0 0,6 4,6"],
  M: ["0,6 0,0 2,3 4,0 4,6"],
  N: ["0,6 0,0 4,6 4,0"],
  O: [O],
  P: [P],
  Q: [O, "2,4 4,6"],
  R: [P, "2,3 4,6"],
  S: ["4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5"],
  T: ["0,0 4,0", "2,0 2,6"],
  U: ["0,0 0,5 1,6 3,6 4,5 4,0"],
  V: ["0,0 2,6 4,0"],
  W: ["0,0 1,6 2,3 3,6 4,0"],
  X: ["0,0 4,6", "4,0 0,6"],
  Y: ["0,0 2,3 4,0", "2,3 2,6"],
  Z: ["0,0 4,0 0,6 4,6"],
  "0": [O, "3,1 1,5"],
  "1": ["1,1 2,0 2,6", "1,6 3,6"],
  "2": ["0,1 1,0 3,0 4,1 4,2 0,6 4,6"],
  "3": ["0,1 1,0 3,0 4,1 4,2 3,3 4,4 4,5 3,6 1,6 0,5", "1,3 3,3"],
  "4": ["3,6 3,0 0,4 4,4"],
  "5": ["4,0 0,0 0,3 3,3 4,4 4,5 3,6 1,6 0,5"],
  "6": ["3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3"],
  "7": ["0,0 4,0 1,6"],
  "8": ["1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3"],
  "9": ["4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6"],
  "-": ["1,3 3,3"],
  ".": ["2,5.7 2,6"],
  ",": ["2,5.4 1.4,6.8"],
  "'": ["2,0 2,1.5"],
  ":": ["2,1.7 2,2", "2,5.7 2,6"],
  "/": ["0,6 4,0"],
  "(": ["3,0 2,1 2,5 3,6"],
  ")": ["1,0 2,1 2,5 1,6"],
  "&": ["4,6 1,2 1,1 2,0 3,1 3,2 0,4 0,5 1,6 2,6 4,4"],
  "!": ["2,0 2,4", "2,5.7 2,6"],
};

const ADVANCE = 6;

/** Width of `text` drawn at cap height `size`. */
export function strokeTextWidth(text: string, size: number): number {
  return text.length === 0 ? 0 : ((text.length * ADVANCE - 2) * size) / 6;
}

/**
 * An SVG `<path>` that draws `text` in capitals with its cap line at `y` (the text occupies
 * y .. y + size). Unknown characters become spaces.
 */
export function strokeText(
  text: string,
  options: {
    x: number;
    y: number;
    size: number;
    color: string;
    weight?: number;
    anchor?: "start" | "middle" | "end";
    opacity?: number;
  },
): string {
  const upper = text.toUpperCase();
  const scale = options.size / 6;
  const width = strokeTextWidth(upper, options.size);
  const anchor = options.anchor ?? "start";
  const left =
    anchor === "middle" ? options.x - width / 2 : anchor === "end" ? options.x - width : options.x;
  const parts: string[] = [];
  [...upper].forEach((char, index) => {
    const glyph = glyphs[char];
    if (!glyph) return;
    const offset = left + index * ADVANCE * scale;
    for (const line of glyph) {
      const points = line.split(" ").map((pair) => {
        const [gx, gy] = pair.split(",").map(Number) as [number, number];
        return `${round(offset + gx * scale)} ${round(options.y + gy * scale)}`;
      });
      parts.push(`M${points.join("L")}`);
    }
  });
  const weight = options.weight ?? Math.max(1, options.size / 7);
  return `<path d="${parts.join("")}" fill="none" stroke="${options.color}" stroke-width="${round(weight)}" stroke-linecap="round" stroke-linejoin="round"${options.opacity === undefined ? "" : ` stroke-opacity="${options.opacity}"`}/>`;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
