import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalFileStore, type FileStore } from "#server/files/file-store.ts";
import { settleImports } from "#server/services/archive-staging.ts";
import { importSchool } from "#server/services/school-archive.ts";
import { findSchool } from "#server/services/schools.ts";
import { activePdfs } from "../support/active-pdfs.ts";
import { freshBackend, type FreshBackend } from "../support/fresh-backend.ts";
import { OfficeClient, notice, signedInAdministrator } from "../support/office-client.ts";
import { manifestOf, tarOf } from "../support/tar.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// A school moved to another backend: its archive, brought into an empty one, must carry every
// file its pages and records name (the office's uploads too), must let in only what an office
// upload would let in, and must show nothing of itself until the whole of it is in.

let backend: TestBackend;
let administrator: OfficeClient;
let fresh: FreshBackend;
let movedAdministrator: OfficeClient;

beforeAll(async () => {
  backend = await testBackend();
  administrator = await signedInAdministrator(backend.request, "198.51.100.230");
  fresh = await freshBackend();
  movedAdministrator = await fresh.schoolWithAdministrator(schoolCode);
});

afterAll(async () => {
  await fresh?.close();
});

const cookiesOf = (client: OfficeClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

/** A file sent as the office's upload form sends it. */
async function upload(bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set("file", new File([Buffer.from(bytes)], name));
  const answer = await backend.request(`/api/office/${schoolCode}/files`, {
    method: "POST",
    headers: {
      Cookie: cookiesOf(administrator),
      "X-Office-Upload": "1",
      "Sec-Fetch-Site": "same-origin",
      "X-Forwarded-For": "198.51.100.230",
    },
    body: form,
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { path: string }).path;
}

const served = async (request: FreshBackend["request"], file: string) => {
  const answer = await request(`/api/image/${file}`);
  return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
};

const importInto = (bytes: Uint8Array) => movedAdministrator.call("POST", "/archive", bytes);

/** Every file under the fresh store's folder, `.part` and staging files included. */
const everyFile = (folder = "") =>
  fs
    .readdirSync(path.join(fresh.files.root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(fresh.files.root, path.join(entry.parentPath, entry.name)));

const photo = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: "#2b5e7b" } })
    .jpeg()
    .toBuffer();

describe("a school moved to an empty backend", () => {
  it("brings the photos and PDFs uploaded through the office, at the addresses its records name", async () => {
    const document = await PDFDocument.create();
    document.addPage().drawText("Sports day circular");
    const photoPath = await upload(await photo(), "sports-day.jpg");
    const pdfPath = await upload(await document.save(), "sports-day.pdf");
    const made = await administrator.call(
      "POST",
      "/records/news",
      notice("Sports day photos", { attachments: `${photoPath}\n${pdfPath}` }),
    );
    expect(made.status).toBe(201);

    const exported = await backend.request(`/api/office/${schoolCode}/archive`, {
      headers: { Cookie: cookiesOf(administrator), "X-Forwarded-For": "198.51.100.230" },
    });
    expect(exported.status).toBe(200);
    const imported = await importInto(new Uint8Array(await exported.arrayBuffer()));
    expect(imported.status).toBe(200);

    for (const file of [photoPath, pdfPath, `${schoolCode}/public/pdf/BOOK_LIST_I.pdf`]) {
      const [before, after] = await Promise.all([
        served(backend.request, file),
        served(fresh.request, file),
      ]);
      expect([file, before.status, after.status]).toEqual([file, 200, 200]);
      expect(after.bytes.equals(before.bytes)).toBe(true);
    }
  });
});

describe("the files inside an archive", () => {
  it("are refused, naming the file, when an office upload would be; nothing of the archive is kept", async () => {
    const kept = `${schoolCode}/public/images/kept-before-refusal.jpg`;
    for (const [name, content] of [
      ["public/notice.html", "<html><script>alert(document.cookie)</script></html>"],
      ["public/logo.svg", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ["public/site.js", "alert(1)"],
      ["public/images/photo.jpg", "<html>not a photo</html>"],
    ] as const) {
      const archive = await tarOf([
        ["school.json", manifestOf(schoolCode)],
        ["files/public/images/kept-before-refusal.jpg", await photo()],
        [`files/${name}`, content],
      ]);
      const answer = await importInto(archive);
      expect(answer.status).toBe(400);
      expect(String(answer.json.error)).toContain(name);
      expect((await served(fresh.request, `${schoolCode}/${name}`)).status).toBe(404);
      expect((await served(fresh.request, kept)).status).toBe(404);
    }
  });

  it("lose a photo's GPS position, as an office upload does", async () => {
    const located = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#7b1e2b" },
    })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "30/1 54/1 0/1" } })
      .toBuffer();
    expect((await sharp(located).metadata()).exif).toBeDefined();
    const archive = await tarOf([
      ["school.json", manifestOf(schoolCode)],
      ["files/public/images/home.jpg", located],
    ]);
    expect((await importInto(archive)).status).toBe(200);
    const stored = await served(fresh.request, `${schoolCode}/public/images/home.jpg`);
    expect(stored.status).toBe(200);
    const metadata = await sharp(stored.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([40, 30]);
  });

  it("refuse a PDF with active content or attached files, as an office upload does", async () => {
    for (const [name, bytes] of Object.entries(await activePdfs())) {
      const archive = await tarOf([
        ["school.json", manifestOf(schoolCode)],
        [`files/public/pdf/${name}`, bytes],
      ]);
      const answer = await importInto(archive);
      expect([name, answer.status]).toEqual([name, 400]);
      expect(String(answer.json.error)).toContain(name);
      expect(String(answer.json.error)).toMatch(/active content|attached files/);
      expect((await served(fresh.request, `${schoolCode}/public/pdf/${name}`)).status).toBe(404);
    }
  });
});

describe("an archive import that does not finish", () => {
  it("answers a deeply nested or malformed school.json with a message, not a failure", async () => {
    const nested = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    for (const manifest of [
      manifestOf(schoolCode).replace('"settings":null', `"settings":${nested}`),
      `{"format":1,"pages":${nested}}`,
      '{"format":1,',
    ]) {
      const answer = await importInto(await tarOf([["school.json", manifest]]));
      expect(answer.status).toBe(400);
      expect(String(answer.json.error)).toMatch(/school\.json|archive/);
    }
  });

  it("shows none of its files when it fails part way, and leaves none behind after the next import", async () => {
    const entries: [string, Uint8Array | string][] = [["school.json", manifestOf(schoolCode)]];
    const picture = await photo();
    for (let i = 0; i < 20; i++) entries.push([`files/public/interrupted/${i}.jpg`, picture]);
    const archive = await tarOf(entries);

    // The store gives out after the eighth file, as a full disk or a lost bucket would.
    let writes = 0;
    const failing: FileStore = Object.create(fresh.files, {
      write: {
        value: async (file: string, bytes: Uint8Array) => {
          if (++writes > 8) throw new Error("the disk is full");
          return fresh.files.write(file, bytes);
        },
      },
    });
    const school = await findSchool(fresh.database.db, schoolCode);
    await expect(
      importSchool(fresh.database.db, failing, school!, archive, { id: null, name: "test" }),
    ).rejects.toThrow();
    expect(writes).toBeGreaterThan(8);
    for (let i = 0; i < 20; i++) {
      const file = `${schoolCode}/public/interrupted/${i}.jpg`;
      expect([file, (await served(fresh.request, file)).status]).toEqual([file, 404]);
    }

    // The next import clears what the interrupted one left, and brings its own files in.
    const next = await importInto(
      await tarOf([
        ["school.json", manifestOf(schoolCode)],
        ["files/public/interrupted/after.jpg", picture],
      ]),
    );
    expect(next.status).toBe(200);
    expect(everyFile().filter((file) => /\.part$|staging/.test(file))).toEqual([]);
    expect(everyFile(`${schoolCode}/public/interrupted`)).toEqual([
      `${schoolCode}/public/interrupted/after.jpg`,
    ]);
  });

  it("shows none of its files when its process is killed, and leaves none behind after the next start", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "killed-import-"));
    const entries: [string, Uint8Array | string][] = [["school.json", manifestOf("KILL")]];
    const picture = await photo();
    for (let i = 0; i < 3000; i++) entries.push([`files/public/many/${i}.jpg`, picture]);
    const archivePath = path.join(root, "..", `${path.basename(root)}.tar`);
    fs.writeFileSync(archivePath, await tarOf(entries));
    const storeRoot = path.join(root, "files");
    const filesUnder = (folder: string) =>
      fs.existsSync(path.join(storeRoot, folder))
        ? fs.readdirSync(path.join(storeRoot, folder), { recursive: true }).length
        : 0;

    const child = spawn(
      process.execPath,
      [
        "--disable-warning=ExperimentalWarning",
        "tests/support/import-child.ts",
        storeRoot,
        archivePath,
        "KILL",
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const exited = new Promise((resolve) => child.on("exit", resolve));
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    // Killed once it has written a good part of its files, as kill -9 or a lost machine would.
    const deadline = Date.now() + 60_000;
    const written = () => filesUnder(".staging") + filesUnder("KILL");
    while (written() < 300 && Date.now() < deadline && child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    child.kill("SIGKILL");
    await exited;
    expect(output).not.toContain("imported");
    expect(filesUnder("KILL")).toBe(0);
    expect(filesUnder(".staging")).toBeGreaterThan(0);

    // The next start on these files finds no committed import, and removes what was staged.
    const store = new LocalFileStore(storeRoot);
    await settleImports(fresh.database.db, store, { alone: true });
    expect(fs.readdirSync(storeRoot, { recursive: true })).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(archivePath, { force: true });
  }, 90_000);
});
