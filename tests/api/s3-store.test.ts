import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { HeadObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoTransferCertificates } from "#content/people.ts";
import { imageWidths } from "#contracts/image-widths.ts";
import { createS3Client, S3FileStore } from "#server/files/s3-file-store.ts";
import type { FileStore } from "#server/files/file-store.ts";
import { importSchool } from "#server/services/school-archive.ts";
import { findSchool } from "#server/services/schools.ts";
import { startLocalS3, type LocalS3 } from "../support/s3-server.ts";
import { manifestOf, tarOf } from "../support/tar.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// The object store behind the same API: files written to a bucket of a local S3-compatible
// server (s3rver, started here) are served at /api/image/{path} as the local folder's are, the
// private store's files are not, and two machines on one bucket see each other's files.

interface Machine {
  client: S3Client;
  files: S3FileStore;
  privateFiles: S3FileStore;
  request: (target: string, init?: RequestInit) => Promise<Response>;
}

let s3: LocalS3 | undefined;
let backend: TestBackend;
let variantsDir: string;
let one: Machine;
let two: Machine;

/** A machine of its own: its own S3 client and stores, its own narrowed pictures, one bucket. */
function machine(name: string): Machine {
  const client = createS3Client(s3!.settings);
  const { bucket } = s3!.settings;
  const files = new S3FileStore({ client, bucket, prefix: "public/" });
  const privateFiles = new S3FileStore({ client, bucket, prefix: "private/" });
  const { request } = backend.configured({
    files,
    privateFiles,
    variantsDir: path.join(variantsDir, name),
  });
  return { client, files, privateFiles, request };
}

const photoPath = `${schoolCode}/uploads/s3/assembly.jpg`;
const pngPath = `${schoolCode}/uploads/s3/chart.png`;
const pdfPath = `${schoolCode}/public/pdf/S3_FEES.pdf`;
const secretPath = `${schoolCode}/tc/s3-only-certificate.pdf`;
const pdf = new TextEncoder().encode(`%PDF-1.4\n${"fee structure line\n".repeat(200)}%%EOF\n`);
let photo: Buffer;

const picture = (width: number, height: number, format: "jpeg" | "png" = "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .toFormat(format)
    .toBuffer();
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

beforeAll(async () => {
  s3 = await startLocalS3();
  backend = await testBackend();
  variantsDir = fs.mkdtempSync(path.join(os.tmpdir(), "s3-variants-"));
  one = machine("one");
  two = machine("two");
  photo = await picture(1200, 800);
  await one.files.write(photoPath, photo);
  await one.files.write(pngPath, await picture(1000, 500, "png"));
  await one.files.write(pdfPath, pdf);
  await one.privateFiles.write(secretPath, pdf);
});

afterAll(async () => {
  for (const each of [one, two]) each?.client.destroy();
  await s3?.stop();
  if (variantsDir) fs.rmSync(variantsDir, { recursive: true, force: true });
});

describe("files in an S3-compatible bucket, at /api/image/{path}", () => {
  it("are kept under the public prefix with their type, and served with it and nosniff", async () => {
    const head = await one.client.send(
      new HeadObjectCommand({ Bucket: s3!.settings.bucket, Key: `public/${pdfPath}` }),
    );
    expect(head.ContentType).toBe("application/pdf");

    const response = await one.request(`/api/image/${pdfPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-length")).toBe(String(pdf.length));
    expect(response.headers.get("last-modified")).toMatch(/GMT$/);
    expect(await bytesOf(response)).toEqual(pdf);

    const image = await one.request(`/api/image?url=${encodeURIComponent(photoPath)}`);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(await bytesOf(image)).toEqual(new Uint8Array(photo));
  });

  it("lists a school's files, as the local folder does", async () => {
    const listed = await two.files.list(pdfPath.split("/")[0]!);
    expect(listed).toContain(pdfPath);
    expect(listed.every((file) => file.startsWith(`${pdfPath.split("/")[0]}/`))).toBe(true);
    expect(await two.files.list("../private")).toEqual([]);
  });

  it("deletes one file from the bucket, leaving the others; one not there is no error", async () => {
    await two.files.write("office/2026/swept.txt", new TextEncoder().encode("unused"));
    await two.files.write("office/2026/kept.txt", new TextEncoder().encode("used"));
    await two.files.delete("office/2026/swept.txt");
    await two.files.delete("office/2026/swept.txt");
    expect(await two.files.exists("office/2026/swept.txt")).toBe(false);
    expect(await two.files.exists("office/2026/kept.txt")).toBe(true);
  });

  it("answers HEAD with the headers alone", async () => {
    const response = await one.request(`/api/image/${pdfPath}`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(pdf.length));
    expect(await response.text()).toBe("");
  });

  it("gives an ETag and answers 304 when it still matches", async () => {
    const first = await one.request(`/api/image/${pdfPath}`);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await one.request(`/api/image/${pdfPath}`, {
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const other = await one.request(`/api/image/${pdfPath}`, {
      headers: { "If-None-Match": '"something-else"' },
    });
    expect(other.status).toBe(200);
  });

  it("serves single byte ranges, read from the bucket as ranges", async () => {
    const first = await one.request(`/api/image/${pdfPath}`, { headers: { Range: "bytes=0-99" } });
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe(`bytes 0-99/${pdf.length}`);
    expect(first.headers.get("content-length")).toBe("100");
    expect(await bytesOf(first)).toEqual(pdf.slice(0, 100));

    const tail = await one.request(`/api/image/${pdfPath}`, { headers: { Range: "bytes=-10" } });
    expect(tail.status).toBe(206);
    expect(await bytesOf(tail)).toEqual(pdf.slice(-10));

    const beyond = await one.request(`/api/image/${pdfPath}`, {
      headers: { Range: `bytes=${pdf.length + 10}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${pdf.length}`);

    // A range of another version of the file is not mixed in: the whole file comes instead.
    const stale = await one.request(`/api/image/${pdfPath}`, {
      headers: { Range: "bytes=0-99", "If-Range": '"an-older-version"' },
    });
    expect(stale.status).toBe(200);
    expect(await bytesOf(stale)).toEqual(pdf);
  });

  it("narrows a picture to a width the pages ask for, JPEG or WebP", async () => {
    const width = imageWidths[0];
    const narrow = await one.request(`/api/image/${photoPath}?w=${width}`);
    expect(narrow.status).toBe(200);
    expect(narrow.headers.get("content-type")).toBe("image/jpeg");
    expect(narrow.headers.get("vary")).toBe("Accept");
    expect(narrow.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await narrow.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(width);
    // Made once, on this machine: asked again, the same copy is sent with the same ETag.
    const again = await one.request(`/api/image/${photoPath}?w=${width}`);
    expect(again.headers.get("etag")).toBe(narrow.headers.get("etag"));
    expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
    expect(fs.readdirSync(path.join(variantsDir, "one", String(width)))).not.toHaveLength(0);

    const webp = await one.request(`/api/image/${photoPath}?w=${width}`, {
      headers: { Accept: "image/avif,image/webp,*/*" },
    });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(width);

    const png = await one.request(`/api/image/${pngPath}?w=${width}`);
    expect(png.headers.get("content-type")).toBe("image/jpeg");
    const odd = await one.request(`/api/image/${photoPath}?w=123`);
    expect(await bytesOf(odd)).toEqual(new Uint8Array(photo));
  });

  it("makes a new narrowed copy when the original changes, on another machine too", async () => {
    const changing = `${schoolCode}/uploads/s3/notice-board.jpg`;
    await one.files.write(changing, await picture(1200, 800));
    const before = await one.request(`/api/image/${changing}?w=400`);
    expect((await sharp(Buffer.from(await before.arrayBuffer())).metadata()).height).toBe(267);

    await two.files.write(changing, await picture(1200, 300));
    const after = await one.request(`/api/image/${changing}?w=400`);
    expect((await sharp(Buffer.from(await after.arrayBuffer())).metadata()).height).toBe(100);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
  });

  it("refuses a path that would leave the store, before the bucket is asked", async () => {
    for (const attempt of [
      "../package.json",
      "..%2fprivate%2f" + encodeURIComponent(secretPath),
      `${schoolCode}/../../private/${secretPath}`,
      "%2fetc%2fpasswd",
      `${schoolCode}%5c..%5cx.pdf`,
      `${schoolCode}//x.pdf`,
    ]) {
      const response = await one.request(`/api/image/${attempt}`);
      expect([400, 404], attempt).toContain(response.status);
      expect(response.headers.get("content-type"), attempt).toMatch(/json/);
    }
    expect((await one.request(`/api/image?url=..%2Fprivate%2F${secretPath}`)).status).toBe(400);
    await expect(one.files.write("../private/planted.pdf", pdf)).rejects.toThrow(/Unsafe/);
    expect(await one.files.read(`../private/${secretPath}`)).toBeUndefined();
    expect(await one.files.open(`./${pdfPath}`)).toBeUndefined();
  });

  it("never serves the private store's files at any path, only by a certificate's token", async () => {
    expect(await one.privateFiles.exists(secretPath)).toBe(true);
    expect(await one.files.exists(secretPath)).toBe(false);
    for (const target of [
      `/api/image/${secretPath}`,
      `/api/image/private/${secretPath}`,
      `/api/image?url=${encodeURIComponent(secretPath)}`,
      `/api/image/tc/${secretPath}`,
      `/api/image/${encodeURIComponent(`../private/${secretPath}`)}`,
    ]) {
      const response = await one.request(target);
      expect(response.status, target).toBeGreaterThanOrEqual(400);
      expect(response.headers.get("content-type"), target).toMatch(/json/);
    }

    // The demo's certificates, copied into the bucket's private store, by lookup and token.
    const local = backend.privateFiles;
    for (const file of fs.readdirSync(local.root, { recursive: true, encoding: "utf8" })) {
      const bytes = await local.read(file.split(path.sep).join("/"));
      if (bytes) await one.privateFiles.write(file.split(path.sep).join("/"), bytes);
    }
    const certificate = demoTransferCertificates.find((tc) => tc.file === "pdf")!;
    const lookup = await one.request(`/api/tc/${schoolCode}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-forwarded-for": "198.51.100.16" },
      body: JSON.stringify({ name: certificate.name, admission: certificate.admission }),
    });
    expect(lookup.status).toBe(200);
    const { data } = (await lookup.json()) as { data: string };
    const download = await one.request(`/api/image/${data}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("cache-control")).toBe("no-store");
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="tc.pdf"');
    const text = new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5));
    expect(text).toBe("%PDF-");
  });

  it("shares one bucket between machines: what one writes, the other serves", async () => {
    const fromTwo = `${schoolCode}/uploads/s3/written-on-two.pdf`;
    expect(await one.files.exists(fromTwo)).toBe(false);
    await two.files.write(fromTwo, pdf);
    expect(await one.files.exists(fromTwo)).toBe(true);
    expect(await one.files.read(fromTwo)).toEqual(pdf);
    const served = await one.request(`/api/image/${fromTwo}`);
    expect(served.status).toBe(200);
    expect(await bytesOf(served)).toEqual(pdf);
    // Both machines give the same validator, so a browser's copy is good at either.
    const etag = served.headers.get("etag")!;
    const atTwo = await two.request(`/api/image/${fromTwo}`, {
      headers: { "If-None-Match": etag },
    });
    expect(atTwo.status).toBe(304);
    expect((await one.request(`/api/image/${photoPath}`)).status).toBe(200);
    expect(await bytesOf(await two.request(`/api/image/${photoPath}`))).toEqual(
      new Uint8Array(photo),
    );
  });

  it("takes a school archive's files in only once its import is committed", async () => {
    const school = (await findSchool(backend.database.db, schoolCode))!;
    const actor = { id: null, name: "test" };
    const archive = (names: string[]) =>
      tarOf([
        ["school.json", manifestOf(schoolCode)],
        ...names.map((name): [string, Uint8Array] => [`files/public/s3-import/${name}`, photo]),
      ]);
    // The bucket goes away after the third file: none of the import's files is served.
    let writes = 0;
    const failing: FileStore = Object.create(one.files, {
      write: {
        value: async (file: string, bytes: Uint8Array) => {
          if (++writes > 3) throw new Error("the bucket went away");
          return one.files.write(file, bytes);
        },
      },
    });
    const names = ["a.jpg", "b.jpg", "c.jpg", "d.jpg", "e.jpg"];
    await expect(
      importSchool(backend.database.db, failing, school, await archive(names), actor),
    ).rejects.toThrow();
    for (const name of names) {
      const answer = await two.request(`/api/image/${schoolCode}/public/s3-import/${name}`);
      expect([name, answer.status]).toEqual([name, 404]);
    }

    const done = await importSchool(
      backend.database.db,
      one.files,
      school,
      await archive(["f.jpg"]),
      actor,
    );
    expect(done).toMatchObject({ ok: true, files: 1 });
    expect(await two.files.list(`${schoolCode}/public/s3-import`)).toEqual([
      `${schoolCode}/public/s3-import/f.jpg`,
    ]);
    expect(await two.files.list(".staging")).toEqual([]);
    const served = await two.request(`/api/image/${schoolCode}/public/s3-import/f.jpg`);
    expect(await bytesOf(served)).toEqual(new Uint8Array(photo));
  });

  it("answers 404 for a file the bucket does not have", async () => {
    const response = await one.request(`/api/image/${schoolCode}/public/pdf/NOPE.pdf`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No file at this path." });
    expect(await one.files.read(`${schoolCode}/public/pdf/NOPE.pdf`)).toBeUndefined();
  });
});
