// Reading an ICO file's directory the way a browser does, to check what /favicon.ico holds.

export interface IcoImage {
  /** The side the directory states (0 in the file means 256). */
  width: number;
  height: number;
  bitsPerPixel: number;
  /** The image's own bytes: a PNG, or a BMP without its file header. */
  data: Buffer;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const isPng = (data: Buffer) => data.subarray(0, 8).equals(pngSignature);

/** The images an ICO file lists; throws when the file is not one or an entry points outside it. */
export function readIco(file: Buffer): IcoImage[] {
  if (file.length < 6 || file.readUInt16LE(0) !== 0 || file.readUInt16LE(2) !== 1) {
    throw new Error("not an ICO file");
  }
  const count = file.readUInt16LE(4);
  if (count === 0 || file.length < 6 + 16 * count) throw new Error("an ICO file without images");
  return Array.from({ length: count }, (_, index) => {
    const entry = 6 + 16 * index;
    const size = file.readUInt32LE(entry + 8);
    const offset = file.readUInt32LE(entry + 12);
    if (offset < 6 + 16 * count || offset + size > file.length) {
      throw new Error(`ICO image ${index + 1} lies outside the file`);
    }
    return {
      width: file.readUInt8(entry) || 256,
      height: file.readUInt8(entry + 1) || 256,
      bitsPerPixel: file.readUInt16LE(entry + 6),
      data: file.subarray(offset, offset + size),
    };
  });
}
