// A picture's width and height from its first bytes, for the editor to fill in an image's size
// once it is chosen (the site draws every image with its size, so the page does not jump while
// it loads). The office stores JPEG, PNG and WebP only, encoded again upright and without EXIF,
// so the size in the header is the size the picture shows at.

export interface Size {
  width: number;
  height: number;
}

export function imageSize(bytes: Uint8Array): Size | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (from: number, length: number) =>
    String.fromCharCode(...bytes.subarray(from, from + length));
  try {
    // PNG: the IHDR chunk comes first.
    if (ascii(1, 3) === "PNG" && ascii(12, 4) === "IHDR") {
      return sized(view.getUint32(16), view.getUint32(20));
    }
    // JPEG: walk the markers to the first start of frame.
    if (bytes[0] === 0xff && bytes[1] === 0xd8) {
      let offset = 2;
      while (offset + 9 < bytes.length) {
        if (bytes[offset] !== 0xff) return undefined;
        const marker = bytes[offset + 1]!;
        if (marker === 0xff) {
          offset += 1;
          continue;
        }
        const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
        if (isFrame) return sized(view.getUint16(offset + 7), view.getUint16(offset + 5));
        offset += 2 + view.getUint16(offset + 2);
      }
      return undefined;
    }
    // WebP: lossy (VP8), lossless (VP8L) or extended (VP8X).
    if (ascii(0, 4) === "RIFF" && ascii(8, 4) === "WEBP") {
      const chunk = ascii(12, 4);
      if (chunk === "VP8 ") {
        return sized(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
      }
      if (chunk === "VP8L") {
        const bits = view.getUint32(21, true);
        return sized((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
      }
      if (chunk === "VP8X") {
        const width = 1 + (view.getUint16(24, true) | (bytes[26]! << 16));
        const height = 1 + (view.getUint16(27, true) | (bytes[29]! << 16));
        return sized(width, height);
      }
    }
  } catch {
    // A header cut short: no size.
  }
  return undefined;
}

const sized = (width: number, height: number): Size | undefined =>
  width > 0 && height > 0 ? { width, height } : undefined;
