import { createHash, timingSafeEqual } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
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

/** The school's certificate downloads, newest first; of one certificate when `certificateId`. */
export async function listDownloads(
  db: Db,
  schoolId: string,
  options: { certificateId?: string; limit?: number } = {},
): Promise<Download[]> {
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
    .where(
      and(
        eq(certificateDownloads.schoolId, schoolId),
        options.certificateId
          ? eq(certificateDownloads.certificateId, options.certificateId)
          : undefined,
      ),
    )
    .orderBy(desc(certificateDownloads.at))
    .limit(options.limit ?? 200);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
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
