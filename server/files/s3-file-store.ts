import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "#contracts/config.ts";
import { isSafeRelativePath, type FileStore, type StoredFile } from "./file-store.ts";
import { contentTypeOf } from "./serve-file.ts";

/**
 * A client for the configured bucket, shared by the stores on it. Checksums only where S3
 * requires them: the SDK's default (a CRC on every upload and download) is refused or not
 * sent by many S3-compatible servers. Path-style addresses (`endpoint/bucket/key`) are what
 * such servers answer.
 */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: {
      // An unreachable store fails a request in seconds rather than holding it for minutes.
      connectionTimeout: 5_000,
      // A download holds its connection until the visitor has read it: room for many at once.
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
}

/**
 * Files kept as objects under `prefix` in one S3-compatible bucket, so that every machine of a
 * school sees the same files, and one bucket holds the public and the private store apart
 * (`public/`, `private/`). Paths are checked as the local store checks them; S3 keys have no
 * `..` of their own, but the same rule keeps both stores answering the same paths.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: { client: S3Client; bucket: string; prefix: string }) {
    this.client = options.client;
    this.bucket = options.bucket;
    this.prefix = options.prefix;
  }

  async write(relative: string, bytes: Uint8Array): Promise<void> {
    const key = this.key(relative);
    if (!key) throw new Error(`Unsafe file path: ${relative}`);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: contentTypeOf(relative),
      }),
    );
  }

  async list(folder: string): Promise<string[]> {
    const key = this.key(folder);
    if (!key) return [];
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${key}/`,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) found.push(object.Key.slice(this.prefix.length));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort();
  }

  async move(from: string, to: string): Promise<void> {
    const bytes = await this.read(from);
    if (!bytes) throw new Error(`No file at ${from}`);
    // S3 has no rename: a copy, then the original removed; the copy is whole when it appears.
    await this.write(to, bytes);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(from) }));
  }

  async remove(folder: string): Promise<void> {
    const found = await this.list(folder);
    for (const relative of found) {
      await this.client.send(
        new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(relative) }),
      );
    }
  }

  async delete(relative: string): Promise<void> {
    const key = this.key(relative);
    if (!key) throw new Error(`Unsafe file path: ${relative}`);
    // Deleting a key that is not there succeeds, as S3 answers.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async read(relative: string): Promise<Uint8Array | undefined> {
    const key = this.key(relative);
    if (!key) return undefined;
    const object = await orMissing(
      this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })),
    );
    return object?.Body?.transformToByteArray();
  }

  async exists(relative: string): Promise<boolean> {
    return (await this.open(relative)) !== undefined;
  }

  async open(relative: string): Promise<StoredFile | undefined> {
    const key = this.key(relative);
    if (!key) return undefined;
    const head = await orMissing(
      this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })),
    );
    if (!head?.ETag) return undefined;
    const etag = head.ETag;
    return {
      size: head.ContentLength ?? 0,
      lastModified: head.LastModified ?? new Date(0),
      etag,
      stream: async (range) => {
        const object = await this.client.send(
          new GetObjectCommand({
            Bucket: this.bucket,
            Key: key,
            Range: range && `bytes=${range.start}-${range.end}`,
            // The version that was opened, or an error: never a body of another length.
            IfMatch: etag,
          }),
        );
        if (!object.Body) throw new Error(`No body for ${key}`);
        return object.Body.transformToWebStream() as ReadableStream<Uint8Array>;
      },
    };
  }

  private key(relative: string): string | undefined {
    return isSafeRelativePath(relative) ? this.prefix + relative : undefined;
  }
}

/** The answer, or undefined when the object is not there; every other failure is thrown. */
async function orMissing<T>(request: Promise<T>): Promise<T | undefined> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
      return undefined;
    }
    throw error;
  }
}
