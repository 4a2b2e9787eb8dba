import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageSize } from "./image-size.ts";

const picture = (format: "jpeg" | "png" | "webp", options: object = {}) => {
  const image = sharp({ create: { width: 321, height: 123, channels: 3, background: "#3a7" } });
  return image[format](options).toBuffer();
};

describe("a picture's size from its header", () => {
  it("reads JPEG, PNG and WebP (lossy, lossless and with transparency)", async () => {
    for (const bytes of [
      await picture("jpeg"),
      await picture("jpeg", { progressive: true }),
      await picture("png"),
      await picture("webp"),
      await picture("webp", { lossless: true }),
      await sharp({ create: { width: 321, height: 123, channels: 4, background: "#3a78" } })
        .webp({ alphaQuality: 50 })
        .toBuffer(),
    ]) {
      expect(imageSize(new Uint8Array(bytes))).toEqual({ width: 321, height: 123 });
    }
  });

  it("answers nothing for a PDF, a cut-off header or nothing at all", async () => {
    expect(imageSize(new TextEncoder().encode("%PDF-1.7\n"))).toBeUndefined();
    expect(imageSize(new Uint8Array((await picture("png")).subarray(0, 18)))).toBeUndefined();
    expect(imageSize(new Uint8Array((await picture("jpeg")).subarray(0, 40)))).toBeUndefined();
    expect(imageSize(new Uint8Array())).toBeUndefined();
  });
});
