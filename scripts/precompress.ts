import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";

const compress = promisify(brotliCompress);
const textFiles = /\.(html|js|css|svg|xml|txt|json|data|webmanifest)$/;

/**
 * Writes the best Brotli form (quality 11) of each text file of the built client beside it, as
 * `name.br`, when it is smaller; the server sends it to browsers that read Brotli
 * (server/http/static-files.ts). Quality 11 takes too long to run per request, not once per build.
 */
export async function precompress(clientDir: string): Promise<number> {
  const files = fs
    .readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && textFiles.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.promises.readFile(file);
      const br = await compress(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      if (br.length >= body.length) return;
      await fs.promises.writeFile(`${file}.br`, br);
      written++;
    }),
  );
  return written;
}
