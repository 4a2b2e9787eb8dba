import sharp from "sharp";
import { colours, faviconSizes, homeScreenIcons, type IconKind } from "./home-screen.ts";

// The home-screen icons and /favicon.ico, drawn from the crest's SVG with sharp. The build makes
// them (app/seo/crest-icons-plugin.ts), so a new crest needs no one to draw icons by hand and
// no generated picture is kept in the repository.

export interface IconFile {
  /** The address the site serves it at. */
  path: string;
  body: Buffer;
}

/**
 * How much of the icon's side the crest may take, and on what. A maskable icon is cut to any
 * shape down to a circle of 80% of its side, centred: the crest, 0.82 as wide as it is tall,
 * keeps inside that circle at 60% of the side (its corners 0.39 of the side from the centre).
 */
const layouts: Record<IconKind | "favicon", { share: number; background: string | null }> = {
  favicon: { share: 1, background: null },
  any: { share: 0.92, background: null },
  maskable: { share: 0.6, background: colours.iconBackground },
  // iOS fills a transparent corner with black and rounds the square itself.
  apple: { share: 0.78, background: colours.iconBackground },
};

/** The biggest icon is 512 px; the crest is drawn once at twice that and narrowed from there. */
const drawnHeight = 1024;

export async function crestIcons(crestSvg: string | Buffer): Promise<IconFile[]> {
  const crest = await drawCrest(Buffer.from(crestSvg));
  const pngs = await Promise.all(
    homeScreenIcons.map(async (icon) => ({
      path: icon.path,
      body: await iconPng(crest, icon.size, icon.kind),
    })),
  );
  const favicons = await Promise.all(faviconSizes.map((size) => iconPng(crest, size, "favicon")));
  return [...pngs, { path: "/favicon.ico", body: icoFile(favicons) }];
}

/** The crest alone, without the empty margin its drawing has: large, transparent around it. */
async function drawCrest(svg: Buffer): Promise<Buffer> {
  const { height } = await sharp(svg).metadata();
  if (!height) throw new Error("The crest's SVG has no height.");
  return sharp(svg, { density: (72 * drawnHeight) / height })
    .trim()
    .png()
    .toBuffer();
}

async function iconPng(crest: Buffer, size: number, kind: IconKind | "favicon"): Promise<Buffer> {
  const { share, background } = layouts[kind];
  const box = Math.round(size * share);
  const fitted = await sharp(crest)
    .resize(box, box, { fit: "contain", background: transparent, kernel: "lanczos3" })
    .png()
    .toBuffer();
  return sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: background ?? transparent,
    },
  })
    .composite([{ input: fitted, gravity: "centre" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * An ICO file holding PNG images (read by every browser since 2007): a 6-byte header, a
 * 16-byte directory entry per image, then the images.
 */
export function icoFile(pngs: readonly Buffer[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: an icon (2 would be a cursor)
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach((png, index) => {
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    const entry = 6 + 16 * index;
    // A side of 256 is written as 0: the field is one byte.
    header.writeUInt8(width % 256, entry);
    header.writeUInt8(height % 256, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs]);
}
