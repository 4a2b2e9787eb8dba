import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

let backend: TestBackend;
let photo: string;
let pdf: string;

beforeAll(async () => {
  backend = await testBackend();
  const albums = (await (await backend.request(`/api/gallery/All/${schoolCode}`)).json()) as {
    attachments: string[];
  }[];
  photo = albums.find((a) => a.attachments.length > 0)!.attachments[0]!;
  pdf = `${schoolCode}/public/pdf/BOOK_LIST_Nursery.pdf`;
});

describe("/api/image/{path}", () => {
  it("serves an album photo as a JPEG with caching headers", async () => {
    const response = await backend.request(`/api/image/${photo}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  });

  it.each(["Nursery", "LKG", "UKG", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"])(
    "serves the static book list of class %s as a PDF",
    async (grade) => {
      const response = await backend.request(
        `/api/image/${schoolCode}/public/pdf/BOOK_LIST_${grade}.pdf`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      const text = new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5));
      expect(text).toBe("%PDF-");
    },
  );

  it("narrows a picture to a width the pages ask for, and only to those", async () => {
    const original = new Uint8Array(
      await (await backend.request(`/api/image/${photo}`)).arrayBuffer(),
    );
    const narrow = await backend.request(`/api/image/${photo}?w=400`);
    expect(narrow.status).toBe(200);
    expect(narrow.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await narrow.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(400);
    expect(bytes.length).toBeLessThan(original.length);
    // Asked again, the copy made the first time is sent.
    const again = await backend.request(`/api/image/${photo}?w=400`);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);

    const webp = await backend.request(`/api/image/${photo}?w=400`, {
      headers: { Accept: "image/avif,image/webp,*/*" },
    });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(webp.headers.get("vary")).toBe("Accept");
    const webpBytes = Buffer.from(await webp.arrayBuffer());
    expect((await sharp(webpBytes).metadata()).width).toBe(400);

    const odd = await backend.request(`/api/image/${photo}?w=123`);
    expect(new Uint8Array(await odd.arrayBuffer())).toEqual(original);
    const document = await backend.request(`/api/image/${pdf}?w=400`);
    expect(document.headers.get("content-type")).toBe("application/pdf");
  });

  it("answers conditional requests with 304", async () => {
    const first = await backend.request(`/api/image/${pdf}`);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"/);
    const again = await backend.request(`/api/image/${pdf}`, {
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("serves byte ranges of a PDF", async () => {
    const whole = new Uint8Array(await (await backend.request(`/api/image/${pdf}`)).arrayBuffer());
    const response = await backend.request(`/api/image/${pdf}`, {
      headers: { Range: "bytes=0-99" },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 0-99/${whole.length}`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(whole.slice(0, 100));

    const tail = await backend.request(`/api/image/${pdf}`, { headers: { Range: "bytes=-10" } });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.slice(-10));

    const beyond = await backend.request(`/api/image/${pdf}`, {
      headers: { Range: `bytes=${whole.length + 10}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${whole.length}`);
  });

  it("answers 404 JSON for a file that does not exist", async () => {
    const response = await backend.request(`/api/image/${schoolCode}/public/pdf/NOPE.pdf`);
    expect(response.status).toBe(404);
    expect(await response.json()).toHaveProperty("error");
  });

  it("serves birthday photos through ?url=", async () => {
    const birthdays = (await (await backend.request(`/api/birthdays/${schoolCode}`)).json()) as {
      attachments: string[];
    }[];
    const path = birthdays[0]!.attachments[0]!;
    const response = await backend.request(`/api/image?url=${encodeURIComponent(path)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\//);
  });
});

describe("file paths cannot leave the school's file store", () => {
  // Each of these names something outside the store (or nothing at all): none may be served.
  const attempts = [
    "../package.json",
    "../../package.json",
    `${schoolCode}/../../package.json`,
    "%2e%2e/package.json",
    "%2e%2e%2fpackage.json",
    "..%2fpackage.json",
    "..%2f..%2fpackage.json",
    "%252e%252e%252fpackage.json",
    "..%252fpackage.json",
    "%2fetc%2fpasswd",
    "/etc/passwd",
    "//etc/passwd",
    "..\\..\\package.json",
    "..%5c..%5cpackage.json",
    `${schoolCode}%5c..%5c..%5cpackage.json`,
    "C:%5cWindows%5cwin.ini",
    `${schoolCode}/public/pdf/BOOK_LIST_Nursery.pdf%00.jpg`,
    "%00",
    "../private/tc",
    "%c0%ae%c0%ae/package.json",
    "%",
  ];

  it.each(attempts)("/api/image/%s is refused", async (attempt) => {
    const response = await backend.request(`/api/image/${attempt}`);
    expect([400, 404]).toContain(response.status);
    expect(response.headers.get("content-type") ?? "").not.toMatch(/pdf|image|javascript/);
  });

  it.each(attempts)("/api/image?url=%s is refused", async (attempt) => {
    const response = await backend.request(`/api/image?url=${attempt}`);
    expect([400, 404]).toContain(response.status);
    expect(response.headers.get("content-type") ?? "").not.toMatch(/pdf|image|javascript/);
  });

  it("never serves a transfer certificate from the private store at any path", async () => {
    const [certificate] = backend.privateFiles.root ? await listPrivate() : [];
    expect(certificate).toBeTruthy();
    for (const path of [
      certificate!,
      `../private/${certificate}`,
      `${schoolCode}/../../private/${certificate}`,
    ]) {
      const response = await backend.request(`/api/image/${encodeURI(path)}`);
      expect(response.status).not.toBe(200);
    }
  });
});

async function listPrivate(): Promise<string[]> {
  const fs = await import("node:fs");
  const path = await import("node:path");
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(path.relative(backend.privateFiles.root, full));
    }
  };
  walk(backend.privateFiles.root);
  return found;
}
