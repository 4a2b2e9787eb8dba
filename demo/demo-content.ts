// Turns the demo school's records (records/, one data module per collection, dated in days
// from today) into rows and the list of files they refer to. Building the plan is cheap and
// writes nothing; demo-school.ts renders the files and inserts the rows.

import { createHash, randomBytes } from "node:crypto";
import { site } from "../content/site.ts";
import { heroSlides, publicFilePath, publicFiles, siteImages } from "../content/public-files.ts";
import { demoTransferCertificates, leadership } from "../content/people.ts";
import {
  addDays,
  dottedDate,
  parseYmd,
  schoolDay,
  sessionOf,
  slashDate,
  weekday,
} from "./dates.ts";
import { admissionNumberOf } from "./admission-numbers.ts";
import {
  makeDoc,
  para,
  principalSignature,
  publicDocument,
  table,
  transferCertificateDoc,
  type DocContext,
  type TcDetails,
} from "./documents.ts";
import type { demoTables } from "./demo-tables.ts";
import type { PdfBlock, PdfDocumentSpec } from "./pdfs.ts";
import type { PortraitStyle } from "./pictures/portraits.ts";
import type { SubjectName } from "./pictures/subjects.ts";
import { albums as albumRecords, videos as videoRecords, type When } from "./records/albums.ts";
import { birthdays as birthdayRecords } from "./records/birthdays.ts";
import { circulars as circularRecords } from "./records/circulars.ts";
import { birthdayClass } from "./records/consents.ts";
import type { DocumentRecord } from "./records/document.ts";
import { events as eventRecords } from "./records/events.ts";
import { highlights as highlightRecords } from "./records/highlights.ts";
import { sharedLetters, type SharedLetter } from "./records/letters.ts";
import { birthDate, dayFrom, fill, fillAll, lastAnnual, type Words } from "./records/load.ts";
import { messages as messageRecords } from "./records/messages.ts";
import { news as newsRecords } from "./records/news.ts";
import { notices as noticeRecords } from "./records/notices.ts";
import {
  notifications as notificationRecords,
  onlineRegistrations as registrationRecords,
} from "./records/notifications.ts";
import { kindDemos, type DemoTools } from "./kinds.ts";
import { toppers as topperRecords } from "./records/toppers.ts";
import type { ModuleKindName } from "../contracts/records/index.ts";
import type { HindiColumn } from "../contracts/records/hindi.ts";
import { transferCertificates as tcRecords } from "./records/transfer-certificates.ts";

// ---------------------------------------------------------------------------------------------
// The plan

export type FileJob = { store: "files" | "privateFiles"; path: string } & (
  | { kind: "scene"; seed: string; theme?: SubjectName; width?: number; height?: number }
  | { kind: "portrait"; seed: string; style?: PortraitStyle; neutral?: boolean }
  | { kind: "placeholder"; placeholder: "coming-soon" | "news" | "event" | "gallery"; seed: string }
  | { kind: "pdf"; doc: PdfDocumentSpec }
  | { kind: "certificate-image"; tc: TcDetails; schoolName: string }
);

type Row<T extends { $inferInsert: unknown }> = Omit<T["$inferInsert"], "schoolId" | "id">;

type Tables = typeof demoTables;

export type DemoRecords = { [Name in keyof Tables]: Row<Tables[Name]>[] };

export interface DemoPlan {
  files: FileJob[];
  records: DemoRecords;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A made-up, stable 11-character video id in YouTube's alphabet. */
export function videoId(seed: string): string {
  return createHash("sha256").update(`video:${seed}`).digest("base64url").slice(0, 11);
}

// ---------------------------------------------------------------------------------------------

export function buildDemoPlan(options: {
  schoolCode: string;
  schoolName: string;
  today: string;
}): DemoPlan {
  const { schoolCode: code, schoolName, today } = options;
  const T = parseYmd(today);
  const ctx: DocContext = { schoolName, today };
  const session = sessionOf(today);
  const admissionStart = T.month >= 7 ? T.year + 1 : T.year;
  const admissionSession = `${admissionStart}-${String((admissionStart + 1) % 100).padStart(2, "0")}`;
  const files: FileJob[] = [];
  const up = (path: string) => `${code}/uploads/${path}`;
  const scene = (
    path: string,
    seed: string,
    theme?: SubjectName,
    width?: number,
    height?: number,
  ) => {
    const full = up(path);
    files.push({ store: "files", path: full, kind: "scene", seed, theme, width, height });
    return full;
  };
  const portrait = (path: string, seed: string, style?: PortraitStyle) => {
    const full = up(path);
    files.push({ store: "files", path: full, kind: "portrait", seed, style });
    return full;
  };
  const pdfFile = (path: string, doc: PdfDocumentSpec) => {
    const full = up(path);
    if (!files.some((f) => f.path === full))
      files.push({ store: "files", path: full, kind: "pdf", doc });
    return full;
  };
  // --- Static public files ----------------------------------------------------------------------
  for (const file of publicFiles) {
    const path = publicFilePath(code, file.path);
    if (file.kind === "pdf") {
      files.push({ store: "files", path, kind: "pdf", doc: publicDocument(ctx, file.path) });
    }
  }
  const slideThemes: SubjectName[] = [
    "campus",
    "assembly",
    "stage",
    "sports",
    "library",
    "exhibition",
  ];
  heroSlides.forEach((path, i) =>
    files.push({
      store: "files",
      path: publicFilePath(code, path),
      kind: "scene",
      seed: `slide-${i + 1}`,
      theme: slideThemes[i],
      width: 1600,
      height: 700,
    }),
  );
  const placeholders: [string, "coming-soon" | "news" | "event" | "gallery"][] = [
    [siteImages.comingSoon, "coming-soon"],
    [siteImages.defaultNews, "news"],
    [siteImages.defaultEvent, "event"],
    [siteImages.placeholderGallery, "gallery"],
  ];
  for (const [path, placeholder] of placeholders) {
    files.push({
      store: "files",
      path: publicFilePath(code, path),
      kind: "placeholder",
      placeholder,
      seed: path,
    });
  }
  files.push({
    store: "files",
    path: publicFilePath(code, siteImages.dummyTopper),
    kind: "portrait",
    seed: "dummy-topper",
    style: "boy",
    neutral: true,
  });
  files.push({
    store: "files",
    path: publicFilePath(code, siteImages.principalFallback),
    kind: "portrait",
    seed: "principal-fallback",
    style: "sister",
    neutral: true,
  });

  // --- Words the records' braces name --------------------------------------------------------------
  const ptmEvent = eventRecords.find((e) => e.id === "ptm");
  if (!ptmEvent) throw new Error("The demo events have no parent-teacher meeting");
  const dates = { today, ptm: dayFrom(today, ptmEvent.day, { schoolDay: true }) };
  const words: Record<string, string> = {
    admissionSession,
    boardYear: String(session.start + 1),
    schoolName: site.name,
    city: site.city,
    established: String(site.established),
    congregation: site.congregation,
    congregationFounded: String(site.congregationFounded),
    classrooms: String(site.campus.classrooms),
    labs: String(site.campus.labs.length + site.campus.computerLabs.length),
    libraryBooks: site.campus.libraryBooks.toLocaleString("en-IN"),
    email: site.email,
    phone: site.phones[0],
    registrationUrl: site.links.onlineRegistration,
    playStoreUrl: site.links.playStore,
    transportIncharge: leadership.transportIncharge.name,
  };
  const at = (date: string): Words => ({ date, dates, words });
  /**
   * `row` with its Hindi on the site, written from its English as seeded (the records' `hi`,
   * contracts/records/hindi.ts); most records have none, and the Hindi site shows their English.
   */
  const withHindi = <Row extends Record<string, unknown>>(
    row: Row,
    hi: Record<string, string | undefined> | undefined,
    date: string,
  ): Row & { hindi: HindiColumn | null } => {
    const fields: Record<string, string> = {};
    for (const [name, text] of Object.entries(hi ?? {})) {
      if (text) fields[name] = fill(text, at(date), "hi");
    }
    if (Object.keys(fields).length === 0) return { ...row, hindi: null };
    const english = Object.fromEntries(
      Object.keys(fields).map((name) => [name, String(row[name] ?? "")]),
    );
    const savedAt = `${today}T00:00:00.000Z`;
    return { ...row, hindi: { published: { fields, english, savedAt, savedBy: "School office" } } };
  };

  /** The PDF of a document record carried by a record dated `date`; its stored path. */
  const documentFile = (doc: DocumentRecord, date: string, number?: number): string => {
    const filled = fillAll(doc, at(date));
    const docDate = addDays(date, filled.day ?? 0);
    const [kind, n] = (filled.reference ?? "").split("/");
    const reference = kind
      ? `Ref: HLC/${kind}/${parseYmd(docDate).year}/${String(Number(n ?? number ?? 1)).padStart(3, "0")}`
      : undefined;
    const blocks: PdfBlock[] = filled.blocks.map((block) =>
      block.kind === "datesheet"
        ? datesheet(addDays(docDate, block.startDay), block.subjects)
        : block,
    );
    const content: PdfBlock[] = filled.letter
      ? [para(filled.letter), ...blocks, para("With warm regards,"), principalSignature()]
      : filled.signed
        ? [...blocks, principalSignature()]
        : blocks;
    return pdfFile(filled.file, makeDoc(ctx, filled.title, docDate, content, { reference }));
  };
  const shared = (name: SharedLetter): string => {
    const letter = sharedLetters[name];
    return documentFile(letter, dayFrom(today, letter.day));
  };
  /** A record's attachment, if any: a letter several records share, or its own document. */
  const attached = (attachment: SharedLetter | DocumentRecord | undefined, date: string) =>
    attachment === undefined
      ? undefined
      : typeof attachment === "string"
        ? shared(attachment)
        : documentFile(attachment, date);
  const when = (w: When): string =>
    "on" in w ? lastAnnual(today, w.on, w.yearsBack) : dayFrom(today, w.day);

  // --- Events ----------------------------------------------------------------------------------------
  const events: DemoRecords["events"] = eventRecords.map((e, i) => {
    const date = dayFrom(today, e.day, { schoolDay: true });
    const row = {
      position: i,
      date,
      title: e.title,
      description: e.description,
      time: e.time,
      venue: e.venue,
      images: [scene(`events/${date}-${slug(e.title)}.jpg`, `event:${e.title}`, e.picture)],
      attachments: [],
    };
    return withHindi(row, e.hi, date);
  });

  // --- Notice board and news (one collection, two categories) ---------------------------------------
  const noticeRows: DemoRecords["news"] = noticeRecords.map((n, i) => {
    const date = dayFrom(today, n.day, { schoolDay: true });
    const attachment = attached(n.attachment, date);
    const row = {
      position: i,
      category: "NoticeBoard",
      fromDate: date,
      date,
      title: fill(n.title, at(date)),
      description: fill(n.description, at(date)),
      attachments: attachment ? [attachment] : [],
      image: [],
      time: "",
      venue: "",
    };
    return withHindi(row, n.hi, date);
  });
  const newsRows: DemoRecords["news"] = newsRecords.map((n, i) => {
    const date = dayFrom(today, n.day, { schoolDay: true });
    const row = {
      position: i,
      category: "News",
      fromDate: date,
      date,
      title: n.title,
      description: fill(n.description, at(date)),
      attachments: n.attachment ? [documentFile(n.attachment, date)] : [],
      image: n.pictures.map((subject, k) =>
        scene(`news/${date}-${slug(n.title)}-${k + 1}.jpg`, `news:${n.title}:${k}`, subject),
      ),
      time: n.time ?? "",
      venue: fill(n.venue ?? "", at(date)),
    };
    return withHindi(row, n.hi, date);
  });

  // --- Circulars, newest first -------------------------------------------------------------------------
  const circularRows: DemoRecords["circulars"] = circularRecords
    .map((c, i) => {
      const date = dayFrom(today, c.day, { schoolDay: true });
      const title = fill(c.title, at(date));
      const file = `circulars/${slug(c.category)}/${date}-${slug(title)}.pdf`;
      const doc = { ...c.document, file, title: c.document.title ?? title };
      const row = {
        position: 0,
        category: c.category,
        title,
        date: dottedDate(date),
        attachments: [documentFile(doc, date, 50 - i)],
      };
      return { date, row: withHindi(row, c.hi, date) };
    })
    .sort((a, b) => (a.date < b.date ? 1 : -1))
    .map(({ row }, i) => ({ ...row, position: i }));
  const latestDatesheet = circularRows.find((c) => c.category === "Datesheet")?.attachments?.[0];

  // --- Highlights (home Notice Board ticker) -------------------------------------------------------
  const highlightRows: DemoRecords["highlights"] = highlightRecords.map((h, i) => {
    const date = dayFrom(today, h.day);
    const attachment =
      h.attachment === "latest-datesheet" ? latestDatesheet : attached(h.attachment, date);
    const row = {
      position: i,
      title: fill(h.title, at(date)),
      description: h.description,
      isNew: h.isNew,
      fromDate: date,
      attachments: attachment ? [attachment] : [],
      url: fill(h.url, at(date)),
    };
    return withHindi(row, h.hi, date);
  });

  // --- Photo albums and videos ---------------------------------------------------------------------
  const albumDates = new Map(albumRecords.map((a) => [a.id, when(a.when)]));
  const galleryRows: DemoRecords["albums"] = albumRecords.map((a, i) => {
    const date = albumDates.get(a.id) as string;
    const title = fill(a.title, at(date));
    const folder = slug(title);
    const row = {
      position: i,
      category: a.category,
      date,
      title,
      description: a.description,
      attachments: Array.from({ length: a.photos }, (_, k) =>
        scene(
          `gallery/${folder}/${String(k + 1).padStart(2, "0")}.jpg`,
          `gallery:${title}:${k}`,
          a.pictures[k % a.pictures.length],
        ),
      ),
    };
    return withHindi(row, a.hi, date);
  });
  const videoRows: DemoRecords["videos"] = videoRecords.map((v, i) => {
    const date = "album" in v.when ? albumDates.get(v.when.album) : when(v.when);
    if (!date) throw new Error(`A demo video names no album: ${v.title}`);
    const title = fill(v.title, at(date));
    const row = {
      position: i,
      date,
      title,
      videoUrl: `https://www.youtube.com/embed/${videoId(title)}`,
      attachments: v.thumbnail
        ? [scene(`videos/${slug(title)}.jpg`, `video:${title}`, v.thumbnail, 1280, 720)]
        : [],
    };
    return withHindi(row, v.hi, date);
  });

  // --- Toppers: the last three board years ----------------------------------------------------------
  const topperRows: DemoRecords["toppers"] = topperRecords.map((r, i) => {
    const end = T.year - r.sessionsAgo;
    const sessionYear = `${end - 1}-${end}`;
    return {
      position: i,
      name: r.name,
      class: r.class,
      sessionYear,
      division: r.division,
      stream: r.stream,
      attachments: [
        portrait(`toppers/${sessionYear}/${slug(r.name)}.jpg`, `topper:${r.name}`, r.style),
      ],
      // Each has a parent's consent for it (records/consents.ts).
      children: [admissionNumberOf(r.name)],
    };
  });

  // --- Birthdays ---------------------------------------------------------------------------------
  const birthdayRows: DemoRecords["birthdays"] = birthdayRecords.map((b, i) => ({
    position: i,
    name: b.name,
    class: birthdayClass(today, b),
    dateOfBirth: birthDate(today, b.day, b.age),
    attachments: [portrait(`birthdays/${slug(b.name)}.jpg`, `birthday:${b.name}`, b.style)],
    children: [admissionNumberOf(b.name)],
  }));

  // --- Leadership messages -----------------------------------------------------------------------
  const messageRows: DemoRecords["messages"] = messageRecords.map((m, i) => {
    const name = leadership[m.person].name;
    const signed = { date: today, dates, words: { ...words, name } };
    const filled = fillAll(m.paragraphs, signed);
    const row = {
      position: i,
      category: m.category,
      name,
      message: filled.join(""),
      attachments: [portrait(`messages/${m.portrait}.jpg`, `message:${m.portrait}`, "sister")],
    };
    const hindi = m.hi && fillAll(m.hi.paragraphs, signed, "hi").join("");
    // Its Hindi is filled with the writer's name, as its English is (no braces are left).
    return withHindi(row, { message: hindi }, today);
  });

  // --- Notifications (popup) and online registration -------------------------------------------------
  const notificationRows: DemoRecords["notifications"] = notificationRecords.map((n, i) =>
    withHindi(
      {
        position: i,
        title: fill(n.title, at(today)),
        description: n.description,
        image: [
          scene(
            `notifications/${fill(n.picture.file, at(today))}`,
            `notification:${fill(n.picture.file, at(today))}`,
            n.picture.subject,
            1200,
            800,
          ),
        ],
        url: fill(n.url, at(today)),
        urlTitle: n.urlTitle,
        attachments: n.attachment ? [shared(n.attachment)] : [],
      },
      n.hi,
      today,
    ),
  );
  const registrationRows: DemoRecords["registrations"] = registrationRecords.map((r, i) =>
    withHindi(
      {
        position: i,
        title: fill(r.title, at(today)),
        url: fill(r.url, at(today)),
        attachments: [shared(r.attachment)],
      },
      r.hi,
      today,
    ),
  );

  // --- Transfer certificates (private store, unguessable paths) ------------------------------------
  const tcIssue = lastAnnual(today, "04-12");
  const transferRows: DemoRecords["certificates"] = demoTransferCertificates.map((demo, i) => {
    const record = tcRecords[i];
    if (!record) throw new Error(`No demo certificate for ${demo.admission}`);
    const { issuedAfter, ...details } = record;
    const tc: TcDetails = {
      ...details,
      admission: demo.admission,
      name: demo.name,
      issueDate: addDays(tcIssue, issuedAfter),
      applicationDate: slashDate(addDays(tcIssue, issuedAfter - 5)),
    };
    const path = `${code}/tc/${randomBytes(16).toString("hex")}.${demo.file}`;
    files.push(
      demo.file === "pdf"
        ? { store: "privateFiles", path, kind: "pdf", doc: transferCertificateDoc(ctx, tc) }
        : { store: "privateFiles", path, kind: "certificate-image", tc, schoolName },
    );
    return { position: i, admissionNo: demo.admission, studentName: demo.name, filePath: path };
  });

  // --- The kinds declared as modules, from their demo files (kinds.ts) -------------------------
  const tools: DemoTools = { today, dayFrom: (day) => dayFrom(today, day), portrait, scene, slug };
  const kindRows = Object.fromEntries(
    Object.keys(kindDemos).map((kind) => [kind, kindDemos[kind as ModuleKindName]?.(tools) ?? []]),
  ) as { [Kind in ModuleKindName]: DemoRecords[Kind] };

  return {
    files,
    records: {
      ...kindRows,
      registrations: registrationRows,
      highlights: highlightRows,
      news: [...noticeRows, ...newsRows],
      events,
      messages: messageRows,
      toppers: topperRows,
      albums: galleryRows,
      birthdays: birthdayRows,
      notifications: notificationRows,
      circulars: circularRows,
      videos: videoRows,
      certificates: transferRows,
    },
  };
}

/** A datesheet's table: one subject every other school day from `start`. */
function datesheet(start: string, subjects: string[]): PdfBlock {
  const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const rows: string[][] = [];
  let day = schoolDay(start);
  for (const subject of subjects) {
    rows.push([slashDate(day), weekdays[weekday(day)] as string, subject]);
    day = schoolDay(addDays(day, 2));
  }
  return table(["Date", "Day", "Subject"], rows, [1.2, 1.2, 3]);
}
