// A demo file's bytes: a drawn picture, a portrait, a PDF or a certificate's scan.
import path from "node:path";
import { slashDate } from "./dates.ts";
import type { FileJob } from "./demo-content.ts";
import { renderPdf } from "./pdfs.ts";
import { certificateJpeg } from "./pictures/certificate.ts";
import { illustrationJpeg } from "./pictures/illustration.ts";
import { portraitJpeg } from "./pictures/portraits.ts";
import { subjectOf } from "./pictures/subjects.ts";

export async function renderFile(job: FileJob): Promise<Uint8Array> {
  switch (job.kind) {
    case "scene":
      return illustrationJpeg({
        subject: job.theme ?? subjectOf(path.basename(job.path, ".jpg")),
        seed: job.seed,
        width: job.width,
        height: job.height,
      });
    case "portrait":
      return portraitJpeg(job.seed, job.style, job.neutral);
    case "placeholder":
      return illustrationJpeg({ subject: job.placeholder, seed: job.seed });
    case "pdf":
      return renderPdf(job.doc);
    case "certificate-image":
      return certificateJpeg({
        schoolName: job.schoolName,
        title: "Transfer Certificate",
        reference: `TC No. ${job.tc.tcNo}   Admission No. ${job.tc.admission}`,
        rows: [
          ["Name of the pupil", job.tc.name],
          ["Mother's name", job.tc.mother],
          ["Father's name", job.tc.father],
          ["Date of birth", job.tc.dateOfBirth],
          ["Nationality", "Indian"],
          ["Category", job.tc.category],
          ["Date of admission", `${job.tc.admittedOn}, Class ${job.tc.admittedClass}`],
          ["Class last studied", job.tc.lastClass],
          ["Last examination", job.tc.lastExam],
          ["Promoted to", job.tc.promoted.replace(/^Yes, to /, "")],
          ["Dues paid up to", job.tc.duesPaidUpTo],
          ["Working days / present", `${job.tc.workingDays} / ${job.tc.presentDays}`],
          ["Games and activities", job.tc.games],
          ["General conduct", job.tc.conduct],
          ["Date of application", job.tc.applicationDate],
          ["Date of issue", slashDate(job.tc.issueDate)],
          ["Reason for leaving", job.tc.reason],
        ],
      });
  }
}
