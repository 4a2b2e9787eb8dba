import { and, desc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { disclosureDocuments } from "#contracts/disclosure.ts";
import type { Finding } from "#contracts/site-checks.ts";
import { addDays, formatDate } from "#contracts/dates.ts";
import { allRecordModules } from "#contracts/records/index.ts";
import type { SchoolSettings } from "#contracts/school-settings.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { FileStore } from "../files/file-store.ts";
import { sheetOf, staffFacts } from "../disclosure/sheet.ts";
import { onSite } from "../services/collections.ts";
import { pdfWords } from "../services/document-texts.ts";
import { currentSettings } from "../services/pages.ts";

// What keeps the website true between a school's audits (issue 40): each night, every document
// and figure of the CBSE disclosure (there, a PDF with words, in date, filled in), the annual
// report's deadline, the pages that name an older session than the settings (the fee table
// first), and every link the site's pages and items give, inside the site or out of it (GIGW
// asks for none broken). What fails is red; what will fail within 30 days is amber.

export interface CheckDeps {
  db: Db;
  files: FileStore;
  /** The website's public origin: a link to it is asked of `open` as an address of the site. */
  siteUrl: string;
  /** The HTTP status an address answers with (0: no answer); the server asks its own pages itself. */
  open: (url: URL) => Promise<number>;
  /** How many links are asked at once. */
  parallel?: number;
}

/** Days before a certificate's end that it turns amber. */
export const warnDays = 30;

const disclosurePage = "/office/disclosure";

/** The disclosure's own checks: what is not given, and each document's file and dates. */
async function disclosureFindings(
  deps: CheckDeps,
  schoolId: string,
  schoolCode: string,
  settings: SchoolSettings,
  today: string,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const sheet = sheetOf(settings, await staffFacts(deps.db, schoolId), "en");
  const notGiven = sheet.sections.flatMap((section) =>
    section.tables.flatMap((table) =>
      table.rows.filter((row) => row.includes("Not given yet")).map((row) => row[1]!),
    ),
  );
  if (notGiven.length > 0) {
    findings.push({
      severity: "red",
      what: `The CBSE disclosure does not give: ${notGiven.join("; ")}.`,
      where: disclosurePage,
    });
  }
  for (const document of disclosureDocuments) {
    const kept = settings.disclosure?.documents[document.key];
    const title = document.en;
    if (!kept?.file) {
      findings.push({ severity: "red", what: `Not put up: ${title}.`, where: disclosurePage });
      continue;
    }
    const stored = kept.file.startsWith("public/") ? `${schoolCode}/${kept.file}` : kept.file;
    const bytes = await deps.files.read(stored);
    if (!bytes) {
      findings.push({
        severity: "red",
        what: `The file of "${title}" is missing: its link is broken.`,
        where: disclosurePage,
        url: kept.file,
      });
    } else if (!isPdf(bytes)) {
      findings.push({
        severity: "red",
        what: `"${title}" is not a PDF.`,
        where: disclosurePage,
        url: kept.file,
      });
    } else if ((await readWords(bytes)).length < 20) {
      findings.push({
        severity: "amber",
        what: `"${title}" is a scan without text: screen readers and the search cannot read it. Upload it as a PDF made from the document, or scanned with text recognition (OCR).`,
        where: disclosurePage,
        url: kept.file,
      });
    }
    if ("expires" in document && !kept.validUntil) {
      findings.push({
        severity: "red",
        what: `"${title}" does not say until when it is valid.`,
        where: disclosurePage,
      });
    } else if (kept.validUntil && kept.validUntil < today) {
      findings.push({
        severity: "red",
        what: `"${title}" expired on ${formatDate(kept.validUntil)}.`,
        where: disclosurePage,
      });
    } else if (kept.validUntil && kept.validUntil < addDays(today, warnDays)) {
      findings.push({
        severity: "amber",
        what: `"${title}" expires on ${formatDate(kept.validUntil)}.`,
        where: disclosurePage,
      });
    }
  }
  findings.push(...annualReport(settings, today));
  return findings;
}

/**
 * The CBSE wants the annual report of the year on the site before 15 September: a report
 * issued since the session began counts; from 15 August it is due, from 15 September late.
 */
function annualReport(settings: SchoolSettings, today: string): Finding[] {
  const year = today.slice(0, 4);
  const issued = settings.disclosure?.documents.annualReport?.issuedOn;
  if (issued && issued >= `${year}-04-01`) return [];
  const deadline = `${year}-09-15`;
  if (today >= deadline) {
    return [
      {
        severity: "red",
        what: `The annual report of ${year} was due on the site by ${formatDate(deadline)}.`,
        where: disclosurePage,
      },
    ];
  }
  if (today >= `${year}-08-15`) {
    return [
      {
        severity: "amber",
        what: `The annual report of ${year} is due on the site by ${formatDate(deadline)}.`,
        where: disclosurePage,
      },
    ];
  }
  return [];
}

const isPdf = (bytes: Uint8Array) =>
  bytes.length > 4 && String.fromCharCode(...bytes.subarray(0, 5)) === "%PDF-";

async function readWords(bytes: Uint8Array): Promise<string> {
  try {
    return await pdfWords(bytes);
  } catch {
    return "";
  }
}

/** Pages on the site that name an older session than the settings: the fee table first. */
async function sessionFindings(
  db: Db,
  schoolId: string,
  settings: SchoolSettings,
  now: Date,
): Promise<Finding[]> {
  const pages = await livePages(db, schoolId, now, "en");
  return pages
    .filter((page) => page.session && page.session < settings.session)
    .sort((a, b) => Number(b.path === "/Feestructure") - Number(a.path === "/Feestructure"))
    .map((page) => ({
      severity: "red",
      what: `${page.path} gives the figures of ${page.session}; the session is ${settings.session}.`,
      where: `/office/pages/${encodeURIComponent(page.path.slice(1))}`,
    }));
}

/** Each page's version on the site in a language, whole. */
async function livePages(db: Db, schoolId: string, now: Date, language?: "en" | "hi") {
  const rows = await db
    .selectDistinctOn([t.pageVersions.path, t.pageVersions.language], {
      path: t.pageVersions.path,
      language: t.pageVersions.language,
      session: sql<string | null>`${t.pageVersions.document}->>'session'`,
      document: t.pageVersions.document,
    })
    .from(t.pageVersions)
    .where(
      and(
        eq(t.pageVersions.schoolId, schoolId),
        eq(t.pageVersions.status, "published"),
        or(isNull(t.pageVersions.publishAt), lte(t.pageVersions.publishAt, now)),
        language ? eq(t.pageVersions.language, language) : undefined,
      ),
    )
    .orderBy(t.pageVersions.path, t.pageVersions.language, desc(t.pageVersions.number));
  return rows;
}

/**
 * A link as a page or item gives it: an address (https:), a page of the site, or a stored file;
 * `on` names what gives it, `where` is the office page where it is changed.
 */
type Link = { kind: "web" | "page" | "file"; target: string; on: string; where: string };
type Place = Pick<Link, "on" | "where">;

const markdownLink = /\]\(\s*(https?:\/\/[^\s)]+|\/[^\s)]*)\s*\)/g;

/** Every link inside a page's words or a record's values, however deep. */
function linksIn(value: unknown, on: Place, found: Link[] = []): Link[] {
  if (typeof value === "string") {
    for (const match of value.matchAll(markdownLink)) found.push(linkOf(match[1]!, on));
    return found;
  }
  if (Array.isArray(value)) {
    for (const inner of value) linksIn(inner, on, found);
    return found;
  }
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === "string" && ["href", "to", "file", "link", "url"].includes(key)) {
        if (inner.trim()) found.push(linkOf(inner.trim(), on));
      } else linksIn(inner, on, found);
    }
  }
  return found;
}

function linkOf(target: string, on: Place): Link {
  if (/^https?:\/\//i.test(target)) return { kind: "web", target, ...on };
  if (target.startsWith("/") && !target.startsWith("/images/")) {
    return { kind: "page", target: target.split("#")[0]!, ...on };
  }
  return { kind: "file", target, ...on };
}

const pageEditor = (path: string) => `/office/pages/${encodeURIComponent(path.slice(1))}`;

/** Every link the site's pages, items and settings give, each target once. */
async function siteLinks(
  db: Db,
  schoolId: string,
  settings: SchoolSettings,
  now: Date,
): Promise<Link[]> {
  const links: Link[] = [];
  for (const page of await livePages(db, schoolId, now)) {
    const on = page.language === "en" ? page.path : `/hi${page.path}`;
    linksIn(
      (page.document as { blocks: unknown }).blocks,
      { on, where: pageEditor(page.path) },
      links,
    );
  }
  for (const module of allRecordModules) {
    if (module.private || !module.public) continue;
    const linking = module.office.fields.filter((field) =>
      ["files", "url", "photos", "longText", "markdown"].includes(field.type),
    );
    if (linking.length === 0) continue;
    const columns = module.table as unknown as Record<string, AnyPgColumn>;
    const rows: Record<string, unknown>[] = await db
      .select({
        ...Object.fromEntries(linking.map((field) => [field.name, columns[field.name]!])),
        recordId: columns.id!,
        recordName: module.search,
      })
      .from(module.table)
      .where(and(eq(module.table.schoolId, schoolId), onSite(module.table, now)));
    for (const row of rows) {
      const on = {
        on: `the ${module.office.one} "${String(row.recordName)}"`,
        where: `/office/records/${module.office.kind}/${String(row.recordId)}`,
      };
      for (const field of linking) {
        const value = row[field.name];
        if (field.type === "url" && typeof value === "string" && value) {
          links.push(linkOf(value, on));
        } else if (field.type === "files" && Array.isArray(value)) {
          for (const file of value) if (typeof file === "string") links.push(linkOf(file, on));
        } else linksIn(value, on, links);
      }
    }
  }
  for (const href of [...Object.values(settings.links), ...Object.values(settings.social)]) {
    if (href) links.push(linkOf(href, { on: "the settings", where: "/office/settings" }));
  }
  // The disclosure's video is drawn into its page when it is served, not kept in its words.
  const video = settings.disclosure?.infrastructure.inspectionVideo;
  if (video) links.push(linkOf(video, { on: "/CbseDisclosure", where: disclosurePage }));
  const seen = new Set<string>();
  return links.filter((link) => {
    const key = `${link.kind} ${link.target}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether each link answers: pages and addresses by `open`, stored files in the store. */
async function linkFindings(
  deps: CheckDeps,
  schoolCode: string,
  links: Link[],
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const site = new URL(deps.siteUrl);
  const check = async (link: Link) => {
    if (link.kind === "file") {
      const stored = link.target.startsWith("public/")
        ? `${schoolCode}/${link.target}`
        : link.target;
      if (await deps.files.exists(stored)) return;
      findings.push({
        severity: "red",
        what: `A file linked on ${link.on} is missing: ${link.target}.`,
        where: link.where,
        url: link.target,
      });
      return;
    }
    let url: URL;
    try {
      url = link.kind === "page" ? new URL(link.target, site) : new URL(link.target);
    } catch {
      findings.push({
        severity: "red",
        what: `A link on ${link.on} is not an address: ${link.target}.`,
        where: link.where,
        url: link.target,
      });
      return;
    }
    const status = await deps.open(url);
    if (status >= 200 && status < 400) return;
    findings.push({
      severity: "red",
      what: `A link on ${link.on} is broken (${status === 0 ? "no answer" : `it answers ${status}`}): ${link.target}.`,
      where: link.where,
      url: link.target,
    });
  };
  const queue = [...links];
  const workers = Array.from({ length: deps.parallel ?? 6 }, async () => {
    for (let link = queue.shift(); link; link = queue.shift()) await check(link);
  });
  await Promise.all(workers);
  return findings.sort((a, b) => a.what.localeCompare(b.what));
}

/** Everything found on one school's site today, red first. */
export async function checkSchool(
  deps: CheckDeps,
  school: { id: string; schoolCode: string },
  today: string,
  now: Date,
): Promise<Finding[]> {
  const current = await currentSettings(deps.db, school.id);
  if (!current) return [];
  const { settings } = current;
  const findings = [
    ...(await disclosureFindings(deps, school.id, school.schoolCode, settings, today)),
    ...(await sessionFindings(deps.db, school.id, settings, now)),
    ...(await linkFindings(
      deps,
      school.schoolCode,
      await siteLinks(deps.db, school.id, settings, now),
    )),
  ];
  return [
    ...findings.filter((f) => f.severity === "red"),
    ...findings.filter((f) => f.severity === "amber"),
  ];
}

/** The red findings of `now` that the last check did not have: what "turned red". */
export function newlyRed(now: readonly Finding[], before: readonly Finding[]): Finding[] {
  const known = new Set(before.filter((f) => f.severity === "red").map((f) => f.what));
  return now.filter((f) => f.severity === "red" && !known.has(f.what));
}
