import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { isPng, readIco } from "../../tests/support/ico.ts";
import { crestIcons, icoFile, type IconFile } from "./crest-icons.ts";
import { colours, crestFile, faviconSizes, homeScreenIcons, webManifest } from "./home-screen.ts";

const crestSvg = fs.readFileSync(path.join(import.meta.dirname, "../../content/public", crestFile));
let icons: Map<string, Buffer>;

beforeAll(async () => {
  icons = new Map((await crestIcons(crestSvg)).map((icon: IconFile) => [icon.path, icon.body]));
});

const pixels = async (png: Buffer) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 4;
    return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
  };
  return { width: info.width, height: info.height, at };
};

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

describe("the icons made from the crest", () => {
  it("are every PNG the manifest and the head name, at the sizes they state", async () => {
    const named = [
      ...webManifest({ name: "A", titleName: "A", description: "A" }).icons.map((icon) => ({
        path: icon.src,
        size: Number(icon.sizes.split("x")[0]),
      })),
      { path: "/apple-touch-icon.png", size: 180 },
    ];
    for (const icon of named) {
      const body = icons.get(icon.path);
      expect(body, icon.path).toBeDefined();
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.width, meta.height], icon.path).toEqual([
        "png",
        icon.size,
        icon.size,
      ]);
    }
    expect([...icons.keys()].sort()).toEqual(
      [...homeScreenIcons.map((icon) => icon.path), "/favicon.ico"].sort(),
    );
  });

  it("draw the crest on a transparent square, or on an opaque one where it must be", async () => {
    for (const icon of homeScreenIcons) {
      const { width, height, at } = await pixels(icons.get(icon.path)!);
      const corner = at(0, 0);
      const centre = at(width >> 1, height >> 1);
      if (icon.kind === "any") expect(corner[3], icon.path).toBe(0);
      else expect(corner, icon.path).toEqual([...rgb(colours.iconBackground), 255]);
      // The crest's lamp is at its heart: neither transparent nor the background.
      expect(centre[3], icon.path).toBe(255);
      expect(centre.slice(0, 3), icon.path).not.toEqual(rgb(colours.iconBackground));
      expect((await sharp(icons.get(icon.path)).stats()).isOpaque, icon.path).toBe(
        icon.kind !== "any",
      );
    }
  });

  it("keep the maskable icon's crest inside the circle a launcher may cut it to", async () => {
    const icon = homeScreenIcons.find((candidate) => candidate.kind === "maskable")!;
    const { width, at } = await pixels(icons.get(icon.path)!);
    const background = [...rgb(colours.iconBackground), 255];
    const safeRadius = width * 0.4;
    const centre = width / 2;
    let crestPixels = 0;
    for (let y = 0; y < width; y++) {
      for (let x = 0; x < width; x++) {
        const outside = Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > safeRadius;
        const same = at(x, y).every((value, i) => Math.abs(value - background[i]!) <= 2);
        if (outside) expect(same, `(${x}, ${y}) outside the safe circle`).toBe(true);
        else if (!same) crestPixels++;
      }
    }
    // The crest takes a good part of the circle, not a speck in its middle.
    expect(crestPixels / (Math.PI * safeRadius ** 2)).toBeGreaterThan(0.3);
  });
});

describe("/favicon.ico", () => {
  it("lists a PNG of each size in its directory", async () => {
    const images = readIco(icons.get("/favicon.ico")!);
    expect(images.map((image) => [image.width, image.height])).toEqual(
      faviconSizes.map((size) => [size, size]),
    );
    for (const image of images) {
      expect(isPng(image.data)).toBe(true);
      const meta = await sharp(image.data).metadata();
      expect([meta.width, meta.height]).toEqual([image.width, image.height]);
      expect(image.bitsPerPixel).toBe(32);
    }
  });

  it("draws the crest to the edges of its smallest image, where every pixel counts", async () => {
    const [smallest] = readIco(icons.get("/favicon.ico")!);
    const { at } = await pixels(smallest!.data);
    const rows = Array.from({ length: 16 }, (_, y) =>
      Array.from({ length: 16 }, (_, x) => at(x, y)[3]!).some((alpha) => alpha > 0),
    );
    expect(rows.every(Boolean)).toBe(true);
  });

  it("writes a 256-pixel image's side as 0, as the format asks", async () => {
    const png = await sharp({
      create: { width: 256, height: 256, channels: 4, background: "#7b1e2b" },
    })
      .png()
      .toBuffer();
    const ico = icoFile([png]);
    expect(ico.readUInt8(6)).toBe(0);
    expect(readIco(ico)[0]).toMatchObject({ width: 256, height: 256 });
    expect(readIco(ico)[0]!.data.equals(png)).toBe(true);
  });
});
