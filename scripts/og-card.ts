// Draws the link-preview card (Open Graph and Twitter image, 1200x630) from the school's own
// imagery: a campus scene, the crest and the name. Run once after changing content/site.ts or
// the crest: `npx node scripts/og-card.ts`. The JPEG is committed under content/public/images.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { site } from "#content/site.ts";
import { illustrationSvg } from "#demo/pictures/illustration.ts";
import { svgText } from "#demo/pictures/text.ts";
import { projectRoot } from "#server/process/project-root.ts";

const width = 1200;
const height = 630;
const publicDir = path.join(projectRoot, "content/public");
const crest = fs
  .readFileSync(path.join(publicDir, "images/logo.svg"), "utf8")
  .replace(/^[\s\S]*?<svg[^>]*>|<\/svg>\s*$/g, "");

const scene = illustrationSvg({ subject: "campus", seed: "og-card", width, height, label: "" })
  .replace(/^<svg[^>]*>/, "")
  .replace(/<\/svg>$/, "");
const panel = 500;
// The school's name and city in lines of at most 17 capitals, which fit beside the picture.
const lines = `${site.name}, ${site.city}`.split(" ").reduce<string[]>((all, word) => {
  const last = all.at(-1);
  if (last !== undefined && (last + " " + word).length <= 17)
    all[all.length - 1] = `${last} ${word}`;
  else all.push(word);
  return all;
}, []);
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <svg x="${width - panel}" width="${panel}" height="${height}" viewBox="350 0 ${panel} ${height}" preserveAspectRatio="xMidYMid slice">${scene}</svg>
  <rect width="${width - panel + 40}" height="${height}" fill="#5a1420"/>
  <rect x="${width - panel + 40}" width="8" height="${height}" fill="#e8c15a"/>
  <g transform="translate(60 70) scale(1.6)">${crest}</g>
  ${lines.map((line, i) => svgText(line, { x: 60, y: 310 + i * 58, size: 44, color: "#ffffff", bold: true })).join("")}
  ${svgText(site.tagline, { x: 60, y: 320 + lines.length * 58 + 20, size: 32, color: "#e8c15a" })}
  ${svgText(`${site.board} - Nursery to Class XII`, { x: 60, y: 540, size: 24, color: "#f5f2ea" })}
</svg>`;

await sharp(Buffer.from(svg))
  .jpeg({ quality: 72, mozjpeg: true })
  .toFile(path.join(publicDir, site.shareImage.path.slice(1)));
console.log(`wrote ${site.shareImage.path}`);
