import { eq } from "drizzle-orm";
import { pathIn, type Language } from "#contracts/languages.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { removeDone } from "../jobs/queue.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { createMailer, type MailSettings } from "../mail/mailer.ts";
import { envelope, render, type Message, type Sender } from "../mail/messages.ts";
import { senderFor } from "../mail/sender.ts";
import { acknowledgementPdf } from "./acknowledgement.ts";
import { acknowledgementOf } from "./acknowledgement-of.ts";
import { readAdmissionSettings } from "./admission-settings.ts";

// "admission-mail": the e-mails of an application, in the language the family applied in:
// - resume: the link that carries on with a draft from any device (its secret is in the job
//   only until it is sent);
// - acknowledgement: the number, the fee and where to see the status, with the PDF.

const words = {
  en: {
    resumeSubject: (school: string) => `Your application to ${school}: the link to carry on`,
    resumeBegun: (child: string, klass: string, session: string) =>
      `You have begun an application for ${child} for class ${klass}, session ${session}. What you type is kept as you go.`,
    resumeLink: "Carry on with the application",
    resumeKeep:
      "Keep this e-mail: the link opens the application on any phone or computer until it is sent. Anyone with the link can see it, so do not forward it.",
    ackSubject: (number: string, school: string) => `Application ${number} received: ${school}`,
    ackReceived: (child: string, klass: string, session: string, number: string) =>
      `We have received the application for ${child} for class ${klass}, session ${session}. Its number is ${number}.`,
    ackStatus: "See the application's status (with its number and the child's date of birth)",
    ackFee: (amount: number, upiId: string, number: string) =>
      `The application fee is ₹${amount}. Pay it by any UPI app to ${upiId}, with ${number} as the payment's note, so that the school can match it.`,
    ackPaid: (amount: number) => `The application fee of ₹${amount} is paid.`,
    ackNext: (assessment: Assessment) =>
      `The school will e-mail you the day and time of the ${assessment === "interaction" ? "interaction" : "admission test"}.`,
    ackAttached: "The acknowledgement is attached as a PDF: print it or keep it on your phone.",
    ackFile: (number: string) => `acknowledgement-${number}.pdf`,
    slotSubject: (number: string, assessment: Assessment) =>
      `Application ${number}: the day of the ${assessment === "interaction" ? "interaction" : "admission test"}`,
    slotBody: (
      child: string,
      number: string,
      assessment: Assessment,
      when: string,
      place: string,
    ) =>
      `The ${assessment === "interaction" ? "interaction" : "admission test"} for ${child} (application ${number}) is on ${when}, at ${place}.`,
    slotBring:
      "Please come ten minutes early, with the acknowledgement and the original documents sent with the application. If this time does not suit you, reply to this e-mail.",
  },
  hi: {
    resumeSubject: (school: string) => `${school} में आपका आवेदन: आगे भरने का लिंक`,
    resumeBegun: (child: string, klass: string, session: string) =>
      `आपने ${child} के लिए कक्षा ${klass}, सत्र ${session} का आवेदन शुरू किया है। आप जो भरते हैं, वह साथ-साथ सहेजा जाता है।`,
    resumeLink: "आवेदन आगे भरें",
    resumeKeep:
      "यह ई-मेल रखें: भेजे जाने तक यह लिंक किसी भी फ़ोन या कंप्यूटर पर आवेदन खोलता है। लिंक वाला कोई भी इसे देख सकता है, इसलिए इसे आगे न भेजें।",
    ackSubject: (number: string, school: string) => `आवेदन ${number} मिल गया: ${school}`,
    ackReceived: (child: string, klass: string, session: string, number: string) =>
      `हमें ${child} का कक्षा ${klass}, सत्र ${session} का आवेदन मिल गया है। इसकी संख्या ${number} है।`,
    ackStatus: "आवेदन की स्थिति देखें (उसकी संख्या और बच्चे की जन्म तिथि से)",
    ackFee: (amount: number, upiId: string, number: string) =>
      `आवेदन शुल्क ₹${amount} है। इसे किसी भी UPI ऐप से ${upiId} पर भरें, भुगतान के नोट में ${number} लिखें, ताकि विद्यालय इसे मिला सके।`,
    ackPaid: (amount: number) => `₹${amount} का आवेदन शुल्क भर दिया गया है।`,
    ackNext: (assessment: Assessment) =>
      `विद्यालय आपको ${assessment === "interaction" ? "बातचीत" : "प्रवेश परीक्षा"} का दिन और समय ई-मेल करेगा।`,
    ackAttached: "पावती PDF के रूप में संलग्न है: इसे छापें या फ़ोन पर रखें।",
    ackFile: (number: string) => `acknowledgement-${number}.pdf`,
    slotSubject: (number: string, assessment: Assessment) =>
      `आवेदन ${number}: ${assessment === "interaction" ? "बातचीत" : "प्रवेश परीक्षा"} का दिन`,
    slotBody: (
      child: string,
      number: string,
      assessment: Assessment,
      when: string,
      place: string,
    ) =>
      `${child} (आवेदन ${number}) की ${assessment === "interaction" ? "बातचीत" : "प्रवेश परीक्षा"} ${when} को ${place} में है।`,
    slotBring:
      "कृपया दस मिनट पहले आएँ, पावती और आवेदन के साथ भेजे गए मूल दस्तावेज़ लेकर। यह समय ठीक न हो तो इस ई-मेल का उत्तर दें।",
  },
} satisfies Record<Language, unknown>;

export interface AdmissionMailDeps {
  db: Db;
  /** Without it nothing can be sent: the jobs fail, and are tried again later. */
  mail?: MailSettings;
  timeZone: string;
}

type Assessment = "interaction" | "test";

type Payload =
  | { kind: "resume"; applicationId: string; token?: string }
  | { kind: "acknowledgement"; applicationId: string }
  | { kind: "slot"; applicationId: string; slot?: { at: string; place: string } };

/** Sent jobs are kept this long (their keys stop a message going twice), then removed. */
const keptDays = 30;

export function admissionMailJobs(deps: AdmissionMailDeps): {
  handlers: Record<string, JobHandler>;
  close: () => void;
} {
  const { db } = deps;
  const mailer = deps.mail && createMailer(deps.mail);
  const siteUrl = deps.mail?.siteUrl ?? "";

  const resumeMessage = (
    sender: Sender,
    to: { email: string; language: Language; childName: string; className: string },
    session: string,
    token: string,
  ): Message => {
    const w = words[to.language];
    const link = `${siteUrl}${pathIn("/Apply", to.language)}?resume=${token}`;
    const { text, html } = render(
      sender,
      [
        w.resumeBegun(to.childName, to.className, session),
        { link, words: w.resumeLink },
        w.resumeKeep,
      ],
      [`${sender.schoolName}, ${sender.siteUrl}`],
      to.language,
    );
    return {
      ...envelope(sender, to.email),
      subject: w.resumeSubject(sender.schoolName),
      text,
      html,
      headers: { "Auto-Submitted": "auto-generated" },
    };
  };

  const handler: JobHandler = async (job) => {
    const payload = job.payload as Partial<Payload>;
    if (typeof payload.applicationId !== "string") return { drop: true };
    const [application] = await db
      .select()
      .from(t.applications)
      .where(eq(t.applications.id, payload.applicationId));
    // Deleted since: nothing to tell.
    if (!application) return;
    if (!mailer) throw new Error("No SMTP server is set (SMTP_URL): nothing can be sent.");
    const sender = await senderFor(db, application.schoolId, deps.mail);
    const language = application.language;
    const w = words[language];
    if (payload.kind === "resume") {
      // Sent already by a worker that stopped before it was done, or a draft sent since.
      if (typeof payload.token !== "string" || application.state !== "draft") return;
      await mailer.send(resumeMessage(sender, application, application.session, payload.token));
      await db
        .update(t.jobs)
        .set({ payload: { kind: "resume", applicationId: application.id } })
        .where(eq(t.jobs.id, job.id));
    } else if (payload.kind === "acknowledgement") {
      const acknowledgement = await acknowledgementOf(db, application, {
        siteUrl,
        timeZone: deps.timeZone,
      });
      if (!acknowledgement) return;
      const settings = await readAdmissionSettings(db, application.schoolId);
      const number = acknowledgement.number;
      const fee = acknowledgement.fee;
      const parts = [
        w.ackReceived(application.childName, application.className, application.session, number),
        { link: acknowledgement.statusUrl, words: w.ackStatus },
        ...(fee.amount > 0
          ? [fee.paid ? w.ackPaid(fee.amount) : w.ackFee(fee.amount, settings?.upiId ?? "", number)]
          : []),
        w.ackNext(acknowledgement.assessment),
        w.ackAttached,
      ];
      const { text, html } = render(
        sender,
        parts,
        [`${sender.schoolName}, ${sender.siteUrl}`],
        language,
      );
      await mailer.send({
        ...envelope(sender, application.email),
        subject: w.ackSubject(number, sender.schoolName),
        text,
        html,
        headers: { "Auto-Submitted": "auto-generated" },
        attachments: [
          {
            filename: w.ackFile(number),
            content: Buffer.from(await acknowledgementPdf(acknowledgement)),
            contentType: "application/pdf",
          },
        ],
      });
    } else if (payload.kind === "slot") {
      // Taken back since, or a later booking's own e-mail says the slot.
      const slot = application.slot;
      if (!slot || slot.at !== payload.slot?.at || slot.place !== payload.slot.place) return;
      const settings = await readAdmissionSettings(db, application.schoolId);
      const assessment =
        settings?.classes.find((one) => one.name === application.className)?.assessment ??
        (application.className === "Nursery" ? "interaction" : "test");
      const when = new Intl.DateTimeFormat(language === "hi" ? "hi-IN" : "en-IN", {
        dateStyle: "full",
        timeStyle: "short",
        timeZone: deps.timeZone,
      }).format(new Date(slot.at));
      const number = application.number ?? "";
      const { text, html } = render(
        sender,
        [w.slotBody(application.childName, number, assessment, when, slot.place), w.slotBring],
        [`${sender.schoolName}, ${sender.siteUrl}`],
        language,
      );
      await mailer.send({
        ...envelope(sender, application.email),
        subject: w.slotSubject(number, assessment),
        text,
        html,
        headers: { "Auto-Submitted": "auto-generated" },
      });
    } else return { drop: true };
    await removeDone(db, ["admission-mail"], new Date(job.runAt.getTime() - keptDays * 86_400_000));
  };

  return { handlers: { "admission-mail": handler }, close: () => mailer?.close() };
}
