import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteCheck } from "#contracts/site-checks.ts";
import { checkAndKeep } from "#server/checks/check-jobs.ts";
import { linkOpener } from "#server/checks/open-link.ts";
import * as t from "#server/db/schema.ts";
import {
  notice,
  signedIn,
  signedInAdministrator,
  type OfficeClient,
} from "../support/office-client.ts";
import { runMailJobs } from "../support/mail-jobs.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { schoolCode, testBackend, timeZone, type TestBackend } from "../support/test-backend.ts";

// The nightly check of the site (issue 40): a broken link, a disclosure document whose file is
// gone and a certificate past its end show on the office's home and reach the administrators in
// one e-mail; a certificate ending within 30 days is a warning. The web is a local server here:
// the site answers every page but one, and of the rest of the web only "broken.example" fails.

let backend: TestBackend;
let administrator: OfficeClient;
let editor: OfficeClient;
let smtp: TestSmtpServer;
let web: http.Server;
let webUrl: string;
let school: { id: string; schoolCode: string };
const administratorEmail = "administrator@hlca.demo.example";

beforeAll(async () => {
  backend = await testBackend();
  administrator = await signedInAdministrator(backend.request, "198.51.100.181");
  editor = await signedIn(backend.request, "editor", "198.51.100.182");
  smtp = await startSmtpServer();
  web = http.createServer((request, response) => {
    const gone = request.url === "/NoSuchPage" || request.url?.startsWith("/broken.example/");
    response.writeHead(gone ? 404 : 200, { "Content-Type": "text/html" }).end("<p>page</p>");
  });
  await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
  webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  const [row] = await backend.database.db
    .select({ id: t.schools.id, schoolCode: t.schools.schoolCode })
    .from(t.schools)
    .where(eq(t.schools.schoolCode, schoolCode));
  school = row!;
});
afterAll(async () => {
  await smtp?.close();
  await new Promise((resolve) => web?.close(resolve));
});

/** Asks the local server for every address: the site's as they are, others under their host. */
function opener() {
  const open = linkOpener({ siteUrl: webUrl, own: (path) => fetch(`${webUrl}${path}`) });
  return (url: URL) =>
    open(url.origin === webUrl ? url : new URL(`/${url.host}${url.pathname}`, webUrl));
}

const check = (now = new Date()) =>
  checkAndKeep(
    { db: backend.database.db, files: backend.files, siteUrl: webUrl, open: opener() },
    school,
    timeZone,
    now,
  );

const daysFromToday = (days: number) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone }).format(new Date(Date.now() + days * 86_400_000));

describe("the nightly check of the site", () => {
  it("shows a broken link, a missing document and an expired certificate on the office's home and in one e-mail", async () => {
    // What the demo's site has wrong already is known before (the API's test school has no
    // pictures of its pages, which the server makes at its start): only the new is told.
    await check();
    await runMailJobs(backend.database.db, smtp.url, ["check-mail"]);
    const toldBefore = smtp.to(administratorEmail).length;
    const saved = await administrator.call("GET", "/disclosure");
    const { number, disclosure } = saved.json as {
      number: number;
      disclosure: { documents: Record<string, Record<string, string>> };
    };
    const documents = disclosure.documents;
    const changed = {
      ...disclosure,
      documents: {
        ...documents,
        fireSafety: { ...documents.fireSafety, validUntil: daysFromToday(-1) },
        transportFitness: { ...documents.transportFitness, validUntil: daysFromToday(10) },
        land: { ...documents.land, file: "public/pdf/DISCLOSURE_GONE.pdf" },
      },
    };
    expect(
      (await administrator.call("PUT", "/disclosure", { basedOn: number, disclosure: changed }))
        .status,
    ).toBe(200);
    const linked = await editor.call(
      "POST",
      "/records/news",
      notice("The sports day form", {
        description: "Fill [the form](https://broken.example/sports-form) by Friday.",
      }),
    );
    expect(linked.status).toBe(201);

    const { red } = await check();
    expect(red.map((finding) => finding.what)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^A link on the notice or news item "The sports day form" is broken \(it answers 404\): https:\/\/broken\.example\/sports-form/,
        ),
        expect.stringMatching(/^The file of "Copy of the land certificate.*" is missing/),
        expect.stringMatching(/^"Copy of valid fire safety certificate.*" expired on /),
      ]),
    );
    expect(red).toHaveLength(3);

    // The office's home lists them, red then amber, for administrators and editors.
    const counts = await editor.call("GET", "/counts");
    const shown = (counts.json as { checks: SiteCheck }).checks;
    const severities = shown.findings.map((finding) => finding.severity);
    expect(severities).toEqual([...severities].sort((a, b) => b.localeCompare(a)));
    for (const finding of red) expect(shown.findings).toContainEqual(finding);
    expect(shown.findings.filter((finding) => finding.severity === "amber")).toEqual([
      expect.objectContaining({
        what: expect.stringMatching(/^"Copies of fitness certificates.*" expires on /),
      }),
    ]);
    const office = await signedIn(backend.request, "office", "198.51.100.183");
    expect((await office.call("GET", "/counts")).json).not.toHaveProperty("checks");

    // One e-mail to the administrators, naming each.
    await runMailJobs(backend.database.db, smtp.url, ["check-mail"]);
    const [mail, more] = smtp.to(administratorEmail).slice(toldBefore);
    expect(more).toBeUndefined();
    expect(mail!.parsed.subject).toBe("The website's check: 3 problems to put right");
    for (const finding of red) expect(mail!.parsed.text).toContain(finding.what);
    expect(mail!.parsed.text).toContain("1 warning");

    // The next night finds the same: nobody is told twice.
    const again = await check();
    expect(again.red).toEqual([]);
    await runMailJobs(backend.database.db, smtp.url, ["check-mail"]);
    expect(smtp.to(administratorEmail)).toHaveLength(toldBefore + 1);

    // Put right, it is off the list.
    await administrator.call("PUT", "/disclosure", {
      basedOn: number + 1,
      disclosure,
    });
    await editor.call("DELETE", `/records/news/${(linked.json as { id: string }).id}`, {});
    const fixed = await check();
    for (const finding of red) expect(fixed.findings).not.toContainEqual(finding);
    expect(fixed.findings.filter((finding) => finding.severity === "amber")).toEqual([]);
  });
});
