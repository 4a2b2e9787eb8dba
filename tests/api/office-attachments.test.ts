import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";
import { OfficeClient, signedIn } from "../support/office-client.ts";
import { activePdfs, spells } from "../support/active-pdfs.ts";

let backend: TestBackend;
let editor: OfficeClient;
beforeAll(async () => {
  backend = await testBackend();
  editor = await signedIn(backend.request, "editor", "198.51.100.180");
});

/** Attaches `bytes` as the office's form does: multipart, with the upload header. */
async function attach(
  bytes: Uint8Array,
  name: string,
  type = "application/octet-stream",
  query = "",
) {
  const form = new FormData();
  form.set("file", new File([Buffer.from(bytes)], name, { type }));
  const response = await backend.request(`/api/office/${schoolCode}/files${query}`, {
    method: "POST",
    headers: {
      Cookie: [...editor.cookies].map(([n, v]) => `${n}=${v}`).join("; "),
      "X-Office-Upload": "1",
      // As the office's upload page sends it on, once it has checked where the form came from.
      "Sec-Fetch-Site": "same-origin",
      "X-Forwarded-For": "198.51.100.180",
    },
    body: form,
  });
  return {
    status: response.status,
    json: (await response.json()) as { path?: string; error?: string },
  };
}

describe("an attachment is judged by what it holds", () => {
  it("re-encodes a photo without its GPS position, turned upright", async () => {
    const photo = await sharp({
      create: { width: 40, height: 20, channels: 3, background: "#7b1e2b" },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "30/1 54/1 0/1" } })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    // The GPS block's tag (0x8825), in either byte order.
    const gps = (exif?: Buffer) =>
      !!exif &&
      (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
    expect(gps(before.exif)).toBe(true);
    const stored = await attach(photo, "IMG_0001.jpg", "image/jpeg");
    expect(stored.status).toBe(201);
    expect(stored.json.path).toMatch(/^office\/\d{4}\/[\w-]+\.jpg$/);
    const served = await backend.request(`/api/image/${stored.json.path}`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const kept = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(kept.exif).toBeUndefined();
    // Drawn whole at once and then sharpened, on a slow line too.
    expect(kept.isProgressive).toBe(true);
    // Orientation 6 is a quarter turn: the stored picture is upright, so taller than wide.
    expect([kept.width, kept.height]).toEqual([20, 40]);
  });

  it("keeps a real PDF and refuses what only pretends to be one", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    expect((await attach(await pdf.save(), "notice.pdf", "application/pdf")).status).toBe(201);

    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const renamedHtml = await attach(html, "notice.pdf", "application/pdf");
    expect(renamedHtml.status).toBe(400);
    expect(renamedHtml.json.error).toMatch(/Only PDF documents and JPEG, PNG or WebP pictures/);

    const brokenPdf = new TextEncoder().encode("%PDF-1.7\nthis is not a PDF at all");
    expect((await attach(brokenPdf, "notice.pdf")).status).toBe(400);

    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect((await attach(svg, "crest.svg", "image/svg+xml")).status).toBe(400);
    // Judged by content, and a name that says otherwise is told back rather than kept.
    const pdfAsJpeg = await attach(await pdf.save(), "photo.jpg", "image/jpeg");
    expect(pdfAsJpeg.status).toBe(400);
    expect(pdfAsJpeg.json.error).toBe(
      '"photo.jpg" is named as a picture but holds a PDF. Please check it is the file you meant, and save it with the right name.',
    );
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    expect((await attach(jpeg, "notice.pdf")).status).toBe(400);
    // A name that says nothing is judged by content alone.
    expect((await attach(await pdf.save(), "scan")).json.path).toMatch(/\.pdf$/);
  });

  it("refuses a PDF with scripts, actions or attached files, and asks for a plain one", async () => {
    const pdfs = await activePdfs();
    // Compressed object streams hide the constructs from a search of the raw bytes.
    expect(spells(pdfs["open-action-script.pdf"]!, "/JavaScript")).toBe(false);
    for (const [name, bytes] of Object.entries(pdfs)) {
      const answer = await attach(bytes, name, "application/pdf");
      expect([name, answer.status]).toEqual([name, 400]);
      expect(answer.json.error).toMatch(/active content|attached files/);
      expect(answer.json.error).toMatch(/print/i);
    }
    // A plain PDF with an ordinary link and an opening view is kept.
    const plain = await PDFDocument.create();
    plain.addPage().drawText("Holiday list");
    plain.setTitle("Holiday list");
    expect((await attach(await plain.save(), "holidays.pdf", "application/pdf")).status).toBe(201);
  });

  it("takes only pictures where only pictures belong (an album's photos)", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const refused = await attach(await pdf.save(), "programme.pdf", undefined, "?only=pictures");
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe(
      "Only photos (JPEG, PNG or WebP) can be added here, not a PDF.",
    );
  });

  it("refuses a picture over 15 MB with a message", async () => {
    const big = new Uint8Array(15 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const refused = await attach(big, "huge.jpg", "image/jpeg");
    expect(refused.status).toBe(413);
    expect(refused.json.error).toMatch(/^A picture may be 15 MB at most; this one is 15\.\d MB\./);
  });
});
