import path from "node:path";
import type { Config } from "#contracts/config.ts";
import { LocalFileStore, type FileStore } from "./file-store.ts";
import { createS3Client, S3FileStore } from "./s3-file-store.ts";

/**
 * The public store (served at /api/image/{path}) and the private one (transfer certificates):
 * two folders of DATA_DIR, or two prefixes of one bucket when S3_BUCKET is set.
 */
export function fileStores(config: Config): { files: FileStore; privateFiles: FileStore } {
  if (!config.s3) {
    return {
      files: new LocalFileStore(path.join(config.dataDir, "files")),
      privateFiles: new LocalFileStore(path.join(config.dataDir, "private")),
    };
  }
  const client = createS3Client(config.s3);
  const { bucket } = config.s3;
  return {
    files: new S3FileStore({ client, bucket, prefix: "public/" }),
    privateFiles: new S3FileStore({ client, bucket, prefix: "private/" }),
  };
}
