import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser.ts";
import { administratorOf, expectAccessible } from "../support/office-browser.ts";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";
import { manifestOf, tarOf } from "../support/tar.ts";

// The school's site as one file, taken away by an administrator in the office, on a server of
// its own (its administrator sets up the second step here). Bringing one in is tested on the
// API (tests/api/school-archive.test.ts), with a second school served beside the first.
const browser = useBrowser();
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  if (server) await stopServer(server);
});
const asAdministrator = administratorOf(() => server.url, browser);

describe("the site as one file, in the office", () => {
  it("is downloaded as a tar archive; a file that is not one, or one holding a file an upload would refuse, is refused with a message", async () => {
    const { page, context } = await asAdministrator();
    await page.goto(`${server.url}/office`);
    await page
      .getByRole("navigation", { name: "Office" })
      .getByRole("link", { name: "Site archive" })
      .click();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "The site as one file",
    );
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download the archive" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^HLCA-site-\d{4}-\d{2}-\d{2}\.tar$/);
    const bytes = fs.readFileSync((await download.path())!);
    // A tar file's first entry is the school's manifest; "ustar" marks the format.
    expect(bytes.subarray(0, 11).toString()).toBe("school.json");
    expect(bytes.subarray(257, 262).toString()).toBe("ustar");
    expect(bytes.length).toBeGreaterThan(100_000);

    await page.getByLabel("Archive (.tar)").setInputFiles({
      name: "notes.tar",
      mimeType: "application/x-tar",
      buffer: Buffer.from("these are notes, not an archive"),
    });
    await page.getByRole("button", { name: "Import" }).click();
    expect(await page.getByRole("alert").textContent()).toContain(
      "This file is not an archive of a school's site.",
    );
    await expectAccessible(page);

    // An archive holding a file an upload would refuse is refused whole, naming the file.
    await page.getByLabel("Archive (.tar)").setInputFiles({
      name: "site.tar",
      mimeType: "application/x-tar",
      buffer: Buffer.from(
        await tarOf([
          ["school.json", manifestOf("HLCA")],
          ["files/public/welcome.html", "<script>alert(1)</script>"],
        ]),
      ),
    });
    await page.getByRole("button", { name: "Import" }).click();
    const refusal = await page.getByRole("alert").textContent();
    expect(refusal).toContain("public/welcome.html");
    expect(refusal).toContain("Nothing was imported");
    expect((await fetch(`${server.url}/api/image/HLCA/public/welcome.html`)).status).toBe(404);
    await context.close();
  });
});
