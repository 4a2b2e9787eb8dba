import fs from "node:fs";
import { admissionNumberOf } from "#demo/admission-numbers.ts";
import os from "node:os";
import path from "node:path";
import { describe, expect, inject, it, onTestFinished } from "vitest";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { desktop, openPage, patiently, phone, useBrowser } from "../support/browser.ts";
import { expectAccessible, signIn, staffOf } from "../support/office-browser.ts";
import { startServer, stopServer } from "../support/server-process.ts";

// Files in the school office, used as a clerk uses them: an album of photos sent with their
// progress, a results list imported from a CSV file with a wrong row, and a Transfer
// Certificate added on a phone and then found by a family on the public page.

const baseUrl = inject("baseUrl");
const browser = useBrowser();
/** Each role signs in once for the file (a server of a test's own has its own sign-in). */
const asStaff = staffOf(baseUrl, browser);

const photoFile = async (name: string, hue: number) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({
    create: { width: 1200, height: 900, channels: 3, background: `hsl(${hue}, 55%, 45%)` },
  })
    .jpeg({ quality: 92 })
    .toBuffer(),
});

async function pdfFile(name: string, text: string) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(text, { x: 50, y: 780, size: 18, font });
  return { name, mimeType: "application/pdf", buffer: Buffer.from(await pdf.save()) };
}

/** Problems beyond the statuses a refused form answers with (Chrome logs those as errors). */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !/status of (400|403|409|413)\b/.test(problem));

const json = async <T>(path: string) => (await (await fetch(`${baseUrl}${path}`)).json()) as T;

/**
 * Deletes the records of `kind` whose name or title holds `text`, through the office API as the
 * page's signed-in person: the shared demo school is left as the next test file expects it.
 */
async function deleteMade(page: Page, kind: string, text: string) {
  const api = `${baseUrl}/api/office/HLCA/records/${kind}`;
  const made = (await (await page.request.get(`${api}?q=${encodeURIComponent(text)}`)).json()) as {
    id: string;
  }[];
  expect(made.length).toBeGreaterThan(0);
  for (const { id } of made) {
    const deleted = await page.request.delete(`${api}/${id}`, {
      data: {},
      headers: { Origin: baseUrl },
    });
    expect(deleted.status()).toBe(200);
  }
}

/** Waits until every file of the page's upload list is sent, and answers how many were. */
async function uploadsDone(page: Page, count: number) {
  await page.waitForFunction(
    (n) => document.querySelectorAll("[data-upload-list] li[data-state=done]").length === n,
    count,
    { timeout: 30_000 },
  );
}

describe("files in the school office", () => {
  it("an editor uploads an album of 10 photos with their progress, and it is on the Gallery at once", async () => {
    const { page, context, problems } = await asStaff("editor", desktop);
    await page.goto(`${baseUrl}/office/records/albums/new`);
    await expectAccessible(page);

    const title = `Children's Day ${Date.now()}`;
    await page.getByLabel("Title (required)").fill(title);
    await page.getByLabel("Description").fill("Teachers performed for the students.");
    const photos = await Promise.all(
      Array.from({ length: 10 }, (_, i) => photoFile(`children-day-${i + 1}.jpg`, i * 36)),
    );
    await page.locator("#upload-attachments").setInputFiles(photos);
    // Each file has its own progress bar, filled when it is sent.
    const bars = page.locator("[data-upload-list] progress");
    await expect.poll(() => bars.count()).toBe(10);
    await uploadsDone(page, 10);
    expect(
      await bars.evaluateAll((nodes) => nodes.map((n) => (n as HTMLProgressElement).value)),
    ).toEqual(Array(10).fill(100));
    await expectAccessible(page);
    await page.getByRole("button", { name: "Publish" }).click();
    expect(await page.getByRole("status").textContent()).toContain("Saved and published");
    await page.getByRole("group", { name: /Photos \(10\)/ }).waitFor({ state: "visible" });
    await expectAccessible(page);

    // The tenth photo is made the cover and given a caption.
    await page.getByLabel("Caption of photo 10", { exact: true }).fill("The staff choir sings");
    await page.locator('input[name="attachments.cover"]').nth(9).check();
    await page.getByRole("button", { name: "Publish" }).click();
    expect(await page.getByRole("status").textContent()).toContain("Saved and published");
    expect(await page.getByLabel("Caption of photo 1", { exact: true }).inputValue()).toBe(
      "The staff choir sings",
    );

    // On /Gallery, in the home carousel's list, and as its own page with the caption.
    const albums =
      await json<{ _id: string; title: string; attachments: string[] }[]>("/api/gallery/All/HLCA");
    const album = albums.find((a) => a.title === title)!;
    expect(album.attachments).toHaveLength(10);
    await page.goto(`${baseUrl}/Gallery`);
    const card = page.getByRole("listitem").filter({ hasText: title });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain("10");
    expect((await json<{ _id: string }[]>("/api/gallery/HLCA")).map((a) => a._id)).toContain(
      album._id,
    );
    await page.goto(`${baseUrl}/SubGallery?id=${album._id}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    expect(await page.locator("main img").first().getAttribute("alt")).toBe(
      "The staff choir sings",
    );

    // Deleted, as a mistake would be: gone from the Gallery at once.
    await page.goto(`${baseUrl}/office/records/albums/${album._id}`);
    await page.getByRole("button", { name: "Delete" }).click();
    expect(await page.getByRole("status").textContent()).toContain("Deleted");
    const left = await json<{ _id: string }[]>("/api/gallery/All/HLCA");
    expect(left.map((a) => a._id)).not.toContain(album._id);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("puts an album's photos in order by dragging on a phone and by the arrow keys", async () => {
    const { page, context, problems } = await asStaff("editor", phone);
    onTestFinished(() => context.close());
    await page.goto(`${baseUrl}/office/records/albums/new`);
    const title = `Sports day heats ${Date.now()}`;
    onTestFinished(() => deleteMade(page, "albums", title));
    await page.getByLabel("Title (required)").fill(title);
    const photos = await Promise.all(
      ["first", "second", "third"].map((name, i) => photoFile(`${name}.jpg`, i * 90)),
    );
    await page.locator("#upload-attachments").setInputFiles(photos);
    await uploadsDone(page, 3);
    await page.getByRole("button", { name: "Publish" }).click();
    expect(await page.getByRole("status").textContent()).toContain("Saved and published");
    const saved = async () =>
      (await json<{ title: string; attachments: string[] }[]>("/api/gallery/All/HLCA")).find(
        (album) => album.title === title,
      )!.attachments;
    const [first, second, third] = await saved();

    // The third photo's handle dragged above the first: the list moves, and the places follow.
    const handle = page.getByRole("button", { name: "Move photo 3 of 3" });
    const target = page.getByRole("button", { name: "Move photo 1 of 3" });
    // Both in view on the phone's screen, as a clerk would scroll them.
    await target.evaluate((node) => node.scrollIntoView({ block: "start" }));
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    expect(from.y + from.height).toBeLessThan(phone.viewport!.height);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 8 });
    await page.mouse.up();
    const places = page.locator('input[name="attachments.order"]');
    expect(
      await places.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual(["1", "2", "3"]);
    const said = page.locator("ol[data-photo-order] + [role=status]");
    expect(await said.textContent()).toBe("Photo moved to place 1.");
    // The one now second moved down by its arrow key.
    await page.getByRole("button", { name: "Move photo 2 of 3" }).press("ArrowDown");
    expect(await said.textContent()).toBe("Photo moved to place 3.");
    // Each caption's label names the place it has now.
    expect(
      await page
        .getByLabel("Caption of photo 3", { exact: true })
        .evaluate((input) => input.closest("li")!.querySelector("img")!.getAttribute("src")),
    ).toContain(first!.split("/").pop()!);
    await page.getByRole("button", { name: "Publish" }).click();
    expect(await page.getByRole("status").first().textContent()).toContain("Saved and published");
    // The cover stays the first photo as the form now has them.
    expect(await saved()).toEqual([third, second, first]);
    expect(unexpected(problems)).toEqual([]);
  });

  it("tells at once which file is too large or is not what its name says, and keeps the rest", async () => {
    const { page, context, problems } = await asStaff("editor", desktop);
    await page.goto(`${baseUrl}/office/records/circulars/new`);
    // From a folder, as a person chooses them: Playwright hands a browser on this machine the
    // paths, where 26 MB sent as bytes took it 12 s, past its 10 s for an action.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "office-files-"));
    onTestFinished(() => fs.rmSync(folder, { recursive: true, force: true }));
    const files = [
      await pdfFile("datesheet.pdf", "Half-yearly datesheet"),
      { name: "notice.pdf", buffer: Buffer.from("<html>hi</html>") },
      {
        name: "scan.pdf",
        buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(26 * 1024 * 1024)]),
      },
    ].map(({ name, buffer }) => {
      fs.writeFileSync(path.join(folder, name), buffer);
      return path.join(folder, name);
    });
    await page.locator("#upload-attachments").setInputFiles(files);
    const items = page.locator("[data-upload-list] li");
    await expect
      .poll(() =>
        page.locator("[data-upload-list] li[data-state]:not([data-state=sending])").count(),
      )
      .toBe(3);
    expect(await items.nth(0).getAttribute("data-state")).toBe("done");
    expect(await items.nth(1).textContent()).toContain("Only PDF documents and JPEG, PNG or WebP");
    expect(await items.nth(2).textContent()).toContain("the most is 25 MB");
    // The one that was taken is in the form, ready to save.
    expect(await page.locator("#field-attachments").inputValue()).toMatch(
      /^office\/\d{4}\/[\w-]+\.pdf$/,
    );
    await expectAccessible(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("takes photos dropped on the chooser", async () => {
    const { page, context, problems } = await asStaff("editor", desktop);
    await page.goto(`${baseUrl}/office/records/albums/new`);
    const zone = page.locator("[data-upload]").filter({ has: page.locator("#upload-attachments") });
    // Two pictures made in the page, dropped as a person drops files from their computer.
    const dropped = await page.evaluateHandle(async () => {
      const transfer = new DataTransfer();
      for (const [name, colour] of [
        ["dropped-1.jpg", "#2b6cb0"],
        ["dropped-2.jpg", "#c05621"],
      ]) {
        const canvas = document.createElement("canvas");
        canvas.width = 320;
        canvas.height = 240;
        const context = canvas.getContext("2d")!;
        context.fillStyle = colour!;
        context.fillRect(0, 0, 320, 240);
        const blob = await new Promise<Blob>((done) =>
          canvas.toBlob((b) => done(b!), "image/jpeg"),
        );
        transfer.items.add(new File([blob], name!, { type: "image/jpeg" }));
      }
      return transfer;
    });
    await zone.dispatchEvent("dragover", { dataTransfer: dropped });
    await zone.dispatchEvent("drop", { dataTransfer: dropped });
    await uploadsDone(page, 2);
    const added = await page.locator('input[name="attachments.added"]').inputValue();
    expect(added.split("\n")).toHaveLength(2);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("sends a file again after its connection dropped, without choosing it again", async () => {
    const { page, context, problems } = await asStaff("editor", desktop);
    await page.goto(`${baseUrl}/office/records/videos/new`);
    // The first attempt's connection drops; the second goes through.
    let dropped = false;
    await page.route("**/office/upload**", async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      return route.abort("connectionreset");
    });
    await page.locator("#upload-attachments").setInputFiles(await photoFile("thumb.jpg", 40));
    const retry = page.getByRole("button", { name: "Send thumb.jpg again" });
    await retry.waitFor();
    expect(await page.locator("[data-upload-list] li").textContent()).toContain(
      "The connection dropped",
    );
    await expectAccessible(page);
    await retry.click();
    await uploadsDone(page, 1);
    expect(await page.locator("#field-attachments").inputValue()).toMatch(/\.jpg$/);
    expect(unexpected(problems.filter((p) => !/ERR_CONNECTION_RESET/.test(p)))).toEqual([]);
    await context.close();
  });

  it("offers to send a file again that the backend could not take just now, not one it refused", async () => {
    const { page, context, problems } = await asStaff("editor", desktop);
    await page.goto(`${baseUrl}/office/records/videos/new`);
    // The first attempt finds the backend busy; the second goes through.
    let busy = false;
    await page.route("**/office/upload**", async (route) => {
      if (busy) return route.continue();
      busy = true;
      return route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: "The file could not be sent just now. Please try again." }),
      });
    });
    await page.locator("#upload-attachments").setInputFiles(await photoFile("busy.jpg", 80));
    const retry = page.getByRole("button", { name: "Send busy.jpg again" });
    await retry.waitFor();
    await retry.click();
    await uploadsDone(page, 1);
    expect(await page.locator("#field-attachments").inputValue()).toMatch(/\.jpg$/);

    // A file refused for what it is gets the reason, and no button that would fail again.
    await page.unroute("**/office/upload**");
    await page.locator("#upload-attachments").setInputFiles({
      name: "notes.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("these are not the bytes of a picture"),
    });
    const refused = page.locator("[data-upload-list] li[data-state=failed]");
    await refused.waitFor();
    expect(await refused.getByRole("button").count()).toBe(0);
    expect(unexpected(problems.filter((p) => !/status of 503/.test(p)))).toEqual([]);
    await context.close();
  });

  it("draws every new office screen accessibly at 375 and 1280 px", async () => {
    const { page, context, problems } = await asStaff("editor", desktop);
    for (const kind of ["albums", "videos", "circulars", "toppers", "birthdays"]) {
      for (const path of [`/office/records/${kind}`, `/office/records/${kind}/new`]) {
        await page.goto(`${baseUrl}${path}`);
        await expectAccessible(page);
      }
    }
    await page.goto(`${baseUrl}/office/import/birthdays`);
    await expectAccessible(page);
    // An existing album, with its photos to order, caption and choose a cover from.
    await page.goto(`${baseUrl}/office/records/albums`);
    await page.getByRole("table").getByRole("link").first().click();
    await expect
      .poll(() => page.locator('input[name="attachments.caption"]').count(), patiently)
      .toBeGreaterThan(0);
    await expectAccessible(page);
    await page.goto(`${baseUrl}/office/sign-out`);
    await context.close();

    const clerk = await asStaff("office", desktop);
    for (const path of ["/office/import/certificates", "/office/certificate-downloads"]) {
      await clerk.page.goto(`${baseUrl}${path}`);
      await expectAccessible(clerk.page);
    }
    expect(unexpected([...problems, ...clerk.problems])).toEqual([]);
    await clerk.context.close();
  });

  it("an album's photos can be sent with the form alone, without JavaScript", async () => {
    const { page, context, problems } = await asStaff("editor", {
      ...desktop,
      javaScriptEnabled: false,
    });
    await page.goto(`${baseUrl}/office/records/albums/new`);
    const title = `Sports Day ${Date.now()}`;
    await page.getByLabel("Title (required)").fill(title);
    await page
      .locator("#upload-attachments")
      .setInputFiles([await photoFile("a.jpg", 10), await photoFile("b.jpg", 200)]);
    await page.getByRole("button", { name: "Publish" }).click();
    expect(await page.getByRole("status").textContent()).toContain("Saved and published");
    const albums = await json<{ title: string; attachments: string[] }[]>("/api/gallery/All/HLCA");
    expect(albums.find((a) => a.title === title)?.attachments).toHaveLength(2);
    await page.getByRole("button", { name: "Delete" }).click();
    expect(await page.getByRole("status").textContent()).toContain("Deleted");
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("imports a results list: a wrong row is shown with its error and nothing is saved until it is right", async () => {
    const { page, context, problems } = await asStaff("editor", desktop);
    await page.goto(`${baseUrl}/office/records/toppers`);
    await page.getByRole("link", { name: "Import from a CSV file" }).click();
    await expectAccessible(page);
    const stamp = Date.now();
    const rows = [
      "Name,Class,Session,Percentage,Stream,Admission no.,Photo",
      // Children of the demo school whose parents' consents are recorded.
      `Navjot Kaur ${stamp},X,2098-2099,98.2,Science,${admissionNumberOf("Amaira Bedi")},navjot.jpg`,
      `Ishaan Bedi ${stamp},X,2098-2099,ninety,Commerce,${admissionNumberOf("Kiara Malhotra")},`,
      `Tanvi Arora ${stamp},X,2098-2099,95.6,Humanities,${admissionNumberOf("Yuvraj Saini")},`,
    ];
    await page.locator("#field-csv-file").setInputFiles({
      name: "results.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(rows.join("\n")),
    });
    await page.locator("#upload-attachments").setInputFiles([await photoFile("navjot.jpg", 320)]);
    await uploadsDone(page, 1);
    await page.getByRole("button", { name: "Check" }).click();
    expect(await page.getByRole("alert").textContent()).toContain("1 of 3 rows need attention");
    const wrong = page.getByRole("row").filter({ hasText: `Ishaan Bedi ${stamp}` });
    expect(await wrong.textContent()).toContain("Percentage must be a number from 0 to 100.");
    expect(await page.getByRole("button", { name: /^Import/ }).count()).toBe(0);
    await expectAccessible(page);
    const names = async () =>
      (await json<{ name: string }[]>("/api/topper/HLCA")).map((t) => t.name).join("\n");
    expect(await names()).not.toContain(String(stamp));

    // Corrected in the box, checked again, imported.
    const box = page.getByLabel("Or the rows as text");
    await box.fill((await box.inputValue()).replace("ninety", "90.4"));
    await page.getByRole("button", { name: "Check" }).click();
    expect(await page.getByRole("status").textContent()).toContain("All 3 rows are right");
    await page.getByRole("button", { name: "Import 3 rows" }).click();
    expect(await page.getByRole("status").textContent()).toContain("Imported");

    // Shown, with the photo chosen beside the CSV.
    const shown = await json<{ name: string; attachments: string[] }[]>("/api/topper/HLCA");
    expect(shown.find((t) => t.name === `Navjot Kaur ${stamp}`)?.attachments).toHaveLength(1);
    expect(await names()).toContain(`Ishaan Bedi ${stamp}`);
    expect(await names()).toContain(`Tanvi Arora ${stamp}`);
    await deleteMade(page, "toppers", String(stamp));
    expect(await names()).not.toContain(String(stamp));
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("the office adds a certificate on a phone, a family finds it, and it is withdrawn", async () => {
    // A server of its own: a family's lookups count against its address, which the other
    // files' lookups share on the common server.
    const own = await startServer();
    onTestFinished(async () => {
      await stopServer(own);
    });
    const baseUrl = own.url;
    const { page, context, problems } = await openPage(browser(), phone);
    await signIn(page, baseUrl, "office");
    await page
      .getByRole("link", { name: /Transfer Certificates/ })
      .first()
      .click();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Add a certificate" }).click();
    await expectAccessible(page);
    const admission = `2099/${String(Date.now()).slice(-5)}`;
    await page.getByLabel("Admission No. (required)").fill(admission);
    await page.getByLabel("Student Full Name (required)").fill("Harleen Kaur Sidhu");
    await page
      .locator("#upload-filePath")
      .setInputFiles(await pdfFile("tc-harleen.pdf", "Transfer Certificate"));
    await uploadsDone(page, 1);
    await page.getByRole("button", { name: "Publish" }).click();
    expect(await page.getByRole("status").textContent()).toContain("Saved and published");
    await expectAccessible(page);
    const recordUrl = page.url();

    // A family on the public page types both, and the certificate downloads.
    const family = await openPage(browser(), phone);
    await family.page.goto(`${baseUrl}/Tc`);
    await family.page.getByLabel("Admission No.").fill(admission);
    await family.page.getByLabel("Student Full Name").fill("harleen kaur  sidhu");
    const [download] = await Promise.all([
      family.page.waitForEvent("download"),
      family.page.getByRole("button", { name: "View Details" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("tc.pdf");

    // The office sees when it was fetched.
    await page.goto(`${baseUrl}/office/certificate-downloads?q=${encodeURIComponent(admission)}`);
    expect(await page.getByRole("row").filter({ hasText: admission }).count()).toBe(1);
    await expectAccessible(page);

    // Withdrawn: the family's lookup no longer finds it.
    await page.goto(recordUrl);
    await page.getByRole("button", { name: "Withdraw" }).click();
    expect(await page.getByRole("status").textContent()).toContain("Withdrawn");
    await family.page.goto(`${baseUrl}/Tc`);
    await family.page.getByLabel("Admission No.").fill(admission);
    await family.page.getByLabel("Student Full Name").fill("Harleen Kaur Sidhu");
    await family.page.getByRole("button", { name: "View Details" }).click();
    await expect.poll(() => family.page.getByText("Wrong credentials").count()).toBeGreaterThan(0);
    expect(unexpected(problems)).toEqual([]);
    await family.context.close();
    await context.close();
  });
});
