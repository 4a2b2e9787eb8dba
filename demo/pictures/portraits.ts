// Portraits of the demo school's fictional people: DiceBear's Lorelei avatars (CC0), one face
// per name, on a soft backdrop. A neutral portrait (a photo not yet sent) is a plain silhouette.

import { createAvatar } from "@dicebear/core";
import * as lorelei from "@dicebear/lorelei";
import { icon, svgToJpeg } from "./illustration.ts";

export type PortraitStyle = "girl" | "boy" | "boy-patka" | "sister" | "woman" | "man" | "priest";

// Backdrops by kind of person: students light and bright, staff calmer.
const backdrops: Record<PortraitStyle, string[]> = {
  girl: ["ffd5dc", "ffdfbf", "d1d4f9", "c0aede"],
  boy: ["b6e3f4", "c0f4d6", "d1d4f9", "ffdfbf"],
  "boy-patka": ["b6e3f4", "c0f4d6", "ffe8a3"],
  sister: ["dfe6ee", "e8e2d6"],
  woman: ["e6e0f2", "f2e6d8"],
  man: ["dde6ee", "e3ecdf"],
  priest: ["e2e2e2", "e9e4da"],
};

const size = 600;

export function portraitSvg(seed: string, style: PortraitStyle = "girl", neutral = false): string {
  if (neutral) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#e4e7ec"/>${icon("user", size / 2, size / 2, size * 0.7, "#98a2b3")}</svg>`;
  }
  return createAvatar(lorelei, {
    seed: `${style}:${seed}`,
    size,
    backgroundColor: backdrops[style],
    // Adults wear no bright hair clips.
    hairAccessoriesProbability: style === "girl" ? 40 : 0,
  }).toString();
}

export function portraitJpeg(seed: string, style?: PortraitStyle, neutral?: boolean) {
  return svgToJpeg(portraitSvg(seed, style, neutral), 82);
}
