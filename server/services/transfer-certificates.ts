import { createHash, timingSafeEqual } from "node:crypto";
import { and, asc, count, desc, eq, or } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { hasWords, inPeriod, yearSpan, yearsBetween, type Period } from "../office/list-query.ts";
import { certificateDownloads, transferCertificates } from "../db/schema.ts";
import { onSite } from "./collections.ts";
import type { RateLimit } from "./rate-limit.ts";

// The Transfer Certificate lookup (spec 2.14, 7; DECISIONS "Safety and privacy"): the admission
// number and the student's name must match together, and the certificate is handed out only
// through a short-lived, unguessable token.

export interface TcQuery {
  admission: string;
  name: string;
}

export interface Certificate {
  id: string;
  /** A path inside the PRIVATE file store. */
  filePath: string;
}

/** Trimmed, runs of white space collapsed to one space, lower case. */
export function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * The certificate in force (published, not withdrawn, inside its dates) whose admission number
 * (trimmed, exact) and name (normalised) both match, or undefined. A wrong number and a wrong name do the same work, so neither the answer nor its
 * timing tells them apart: one query by number, then one constant-time comparison of the names'
 * digests, against a stand-in name when no record has that number.
 */
export async function findCertificate(
  db: Db,
  schoolId: string,
  query: TcQuery,
  now: Date = new Date(),
): Promise<Certificate | undefined> {
  const admission = query.admission.trim();
  const name = normaliseName(query.name);
  if (admission === "" || name === "") return undefined;
  const [row] = await db
    .select({
      id: transferCertificates.id,
      filePath: transferCertificates.filePath,
      studentName: transferCertificates.studentName,
    })
    .from(transferCertificates)
    .where(
      and(
        eq(transferCertificates.schoolId, schoolId),
        eq(transferCertificates.admissionNo, admission),
        onSite(transferCertificates, now),
      ),
    )
    .limit(1);
  const same = sameName(name, normaliseName(row?.studentName ?? standInName));
  return row && same ? { id: row.id, filePath: row.filePath } : undefined;
}

/** Notes that a family was handed a certificate: the office can tell when, and from where. */
export async function recordDownload(
  db: Db,
  schoolId: string,
  certificateId: string,
  address: string,
  at: Date,
): Promise<void> {
  await db.insert(certificateDownloads).values({ schoolId, certificateId, address, at });
}

export interface Download {
  at: string;
  address: string;
  certificateId: string;
  admissionNo: string;
  studentName: string;
}

export interface DownloadQuery extends Period {
  certificateId?: string;
  /** An admission number as written, or words of the student's name. */
  q?: string;
  /** Newest first unless `oldest`. */
  sort?: "newest" | "oldest";
  limit?: number;
  offset?: number;
  timeZone?: string;
}

function downloadsMatching(schoolId: string, query: DownloadQuery) {
  const q = query.q?.trim();
  return and(
    eq(certificateDownloads.schoolId, schoolId),
    query.certificateId ? eq(certificateDownloads.certificateId, query.certificateId) : undefined,
    q
      ? or(eq(transferCertificates.admissionNo, q), hasWords(transferCertificates.studentName, q))
      : undefined,
    inPeriod(certificateDownloads.at, "instant", query, query.timeZone ?? "UTC"),
  );
}

/** The school's certificate downloads `query` finds, newest first (200 unless `limit` says). */
export async function listDownloads(
  db: Db,
  schoolId: string,
  query: DownloadQuery = {},
): Promise<Download[]> {
  const order =
    query.sort === "oldest"
      ? [asc(certificateDownloads.at), asc(certificateDownloads.id)]
      : [desc(certificateDownloads.at), desc(certificateDownloads.id)];
  const rows = await db
    .select({
      at: certificateDownloads.at,
      address: certificateDownloads.address,
      certificateId: certificateDownloads.certificateId,
      admissionNo: transferCertificates.admissionNo,
      studentName: transferCertificates.studentName,
    })
    .from(certificateDownloads)
    .innerJoin(
      transferCertificates,
      eq(transferCertificates.id, certificateDownloads.certificateId),
    )
    .where(downloadsMatching(schoolId, query))
    .orderBy(...order)
    .limit(query.limit ?? 200)
    .offset(query.offset ?? 0);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** How many downloads `query` finds in all (its page aside). */
export async function countDownloads(db: Db, schoolId: string, query: DownloadQuery) {
  const [counted] = await db
    .select({ total: count() })
    .from(certificateDownloads)
    .innerJoin(
      transferCertificates,
      eq(transferCertificates.id, certificateDownloads.certificateId),
    )
    .where(downloadsMatching(schoolId, query));
  return Number(counted?.total ?? 0);
}

/** The years certificates were downloaded in, newest first, by the school's clock. */
export async function downloadYears(db: Db, schoolId: string, timeZone: string) {
  const [span] = await db
    .select(yearSpan(certificateDownloads.at, "instant", timeZone))
    .from(certificateDownloads)
    .where(eq(certificateDownloads.schoolId, schoolId));
  return yearsBetween(span);
}

// Compared when no record has the number; it cannot match, since a real name is never empty.
const standInName = "";
const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** Equal names, compared in time that depends on neither name's length nor content. */
export function sameName(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b)) && b !== "";
}

/**
 * The file of a certificate still in force, by its id (a download token names it): one withdrawn
 * or past its dates since the token was issued is not handed out.
 */
export async function certificateFile(
  db: Db,
  certificateId: string,
  now: Date = new Date(),
): Promise<string | undefined> {
  const [row] = await db
    .select({ filePath: transferCertificates.filePath })
    .from(transferCertificates)
    .where(and(eq(transferCertificates.id, certificateId), onSite(transferCertificates, now)))
    .limit(1);
  return row?.filePath;
}

/**
 * Lookups a client may make in the window (counted by `server/services/rate-limit.ts`): a
 * family mistypes a few times, a guesser needs thousands.
 */
export const tcAttemptLimit: RateLimit = { points: 10, windowMs: 10 * 60 * 1000 };
