import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3Settings } from "#contracts/config.ts";
import { createS3Client } from "#server/files/s3-file-store.ts";

export interface LocalS3 {
  /** What S3_* would say for this server and its one bucket. */
  settings: S3Settings;
  stop: () => Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, in this process) on a free port of 127.0.0.1, keeping
 * its objects in a folder of its own, with one empty bucket. It takes any keys.
 */
export async function startLocalS3(bucket = "school-files"): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  const stop = async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  };
  const client = createS3Client(settings);
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { settings, stop };
}
