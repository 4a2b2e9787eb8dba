import { Hono, type Context, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { TrustProxy } from "#contracts/config.ts";
import { languages } from "#contracts/languages.ts";
import { applicationSteps, type ApplicationStep } from "#contracts/admissions/application.ts";
import { documentKinds, missingDocuments } from "#contracts/admissions/documents.ts";
import { admissionsOpen } from "#contracts/admissions/settings.ts";
import { normalApplicationNumber } from "#contracts/admissions/application-number.ts";
import { todayIn } from "#contracts/dates.ts";
import type { Db } from "../db/database.ts";
import type { FileStore } from "../files/file-store.ts";
import { acceptAttachment } from "../office/attachments.ts";
import { createRateLimiter, type RateLimit, type RateLimitStore } from "../services/rate-limit.ts";
import { findSchool, type School } from "../services/schools.ts";
import { readAdmissionSettings } from "../admissions/admission-settings.ts";
import {
  addDocument,
  applicationByNumber,
  findByToken,
  nextStep,
  saveStep,
  startApplication,
  submitApplication,
  type Application,
} from "../admissions/applications.ts";
import { statusOf } from "../admissions/application-status.ts";
import { shownAllotments } from "../admissions/merit-lists.ts";
import { acknowledgementOf } from "../admissions/acknowledgement-of.ts";
import { acknowledgementPdf } from "../admissions/acknowledgement.ts";
import { clientAddress } from "./client-address.ts";
import { markPaidOnline, paymentLinkOf, schoolGateway } from "../admissions/online-fee.ts";
import { schoolOfWebhook, type ProviderBases } from "../reach/channel-settings.ts";
import { jsonBody } from "./json-body.ts";
import { tooManyRequests } from "./too-many.ts";

// The admissions API (issue 39), under /api/admissions/{schoolCode}: what the school takes, a
// family's draft found by its link's secret, its steps, documents and submission, and the
// status by application number and date of birth. Every answer is about one child: never kept
// by a cache.

/** New applications one visitor may begin in the window: a family applies for a child or two. */
export const startLimit: RateLimit = { points: 10, windowMs: 60 * 60_000 };
/** Status lookups one visitor may make in the window, as many as the TC lookup allows. */
export const statusLimit: RateLimit = { points: 10, windowMs: 10 * 60_000 };
/** The largest document a family may attach: a phone's photo or a scanned PDF. */
export const documentMaxBytes = 10 * 1024 * 1024;

export interface AdmissionsApiDeps {
  db: Db;
  /** Where the documents are kept: never at an address of their own. */
  privateFiles?: FileStore;
  timeZone: string;
  now: () => Date;
  rateLimitStore?: RateLimitStore;
  trustProxy?: TrustProxy;
  /** The website's public origin, for the status page's address on the acknowledgement. */
  siteUrl?: string;
  /** Opens the school's sealed Razorpay account (OFFICE_SECRET); without it no fee is paid online. */
  secret?: string;
  /** Razorpay's API elsewhere than its own address (RAZORPAY_API_BASE): a test's local server. */
  providerBases?: ProviderBases;
}

type Env = { Variables: { school: School; application: Application } };

const language = z.enum(languages).catch("en").default("en");
const StepPost = z.object({
  answers: z.record(z.string(), z.string().max(2000)),
  language,
});
const SubmitPost = z.object({
  /** The consent's words as the family saw them beside the box they ticked. */
  consentWords: z.string().trim().min(1).max(2000),
  language,
});
const PayPost = z.object({ returnUrl: z.url({ protocol: /^https?$/ }).max(500) });
const ReturnPost = z.object({
  razorpay_payment_id: z.string().max(100),
  razorpay_payment_link_id: z.string().max(100),
  razorpay_payment_link_reference_id: z.string().max(100),
  razorpay_payment_link_status: z.string().max(40),
  razorpay_signature: z.string().max(200),
});
const StatusPost = z.object({
  number: z.string().trim().max(40),
  dateOfBirth: z.string().trim().max(10),
});

const refusals = {
  malformed: "The request body is not valid JSON.",
  notAnObject: "Send the fields as one JSON object.",
  invalid: () => ({ error: "Some fields are not what this call takes." }),
};
export const statusNotFound =
  "No application has this number with this date of birth. Check both as printed on the acknowledgement.";
const closed = "Applications are not being taken now.";
const unknownLink = "This link is not valid: it may be from an old e-mail.";

/** What the family's pages are told of their application. */
function view(application: Application, next: ApplicationStep | "submit") {
  return {
    state: application.state,
    number: application.number,
    session: application.session,
    answers: application.answers,
    steps: application.steps,
    next,
    documents: application.documents.map(({ kind, name, bytes, type, addedAt }) => ({
      kind,
      name,
      bytes,
      type,
      addedAt,
    })),
    missingDocuments: missingDocuments(application.answers, application.documents),
    submittedAt: application.submittedAt?.toISOString() ?? null,
  };
}

export function createAdmissionsApi(deps: AdmissionsApiDeps): Hono<Env> {
  const api = new Hono<Env>();
  const starts = createRateLimiter("admission-start", startLimit, { store: deps.rateLimitStore });
  const lookups = createRateLimiter("admission-status", statusLimit, {
    store: deps.rateLimitStore,
  });

  api.use(async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });
  // The school, for the calls on it and under it alike.
  const school: MiddlewareHandler<Env> = async (c, next) => {
    const found = await findSchool(deps.db, c.req.param("schoolCode") ?? "");
    if (!found) return c.json({ error: "Unknown school." }, 404);
    c.set("school", found);
    await next();
  };
  api.use("/:schoolCode", school);
  api.use("/:schoolCode/*", school);
  api.use("/:schoolCode/draft/:token/*", async (c, next) => {
    const application = await findByToken(deps.db, c.req.param("token")!);
    if (!application || application.schoolId !== c.get("school").id) {
      return c.json({ error: unknownLink }, 404);
    }
    c.set("application", application);
    await next();
  });

  // What the school takes now: the form is drawn from it.
  api.get("/:schoolCode", async (c) => {
    const settings = await readAdmissionSettings(deps.db, c.get("school").id);
    const today = todayIn(deps.timeZone, deps.now());
    if (!settings) return c.json({ open: false });
    const { upiId, payeeName, keptMonths, ...shown } = settings;
    const gateway = await schoolGateway(
      deps.db,
      c.get("school").id,
      deps.secret,
      deps.providerBases,
    );
    return c.json({
      open: admissionsOpen(settings, today),
      ...shown,
      upi: upiId ? { id: upiId, payeeName: payeeName ?? "" } : null,
      online: gateway !== undefined,
      keptMonths,
    });
  });

  api.post("/:schoolCode", jsonBody(StepPost, refusals), async (c) => {
    const verdict = await starts.take(clientAddress(c, deps.trustProxy));
    if (!verdict.allowed) {
      return tooManyRequests(
        c,
        verdict.retryAfterSeconds,
        (wait) =>
          `Several applications were begun from here in a short time. Please wait ${wait}, or call the school office.`,
      );
    }
    const { answers, language } = c.req.valid("json");
    const started = await startApplication(
      deps.db,
      c.get("school").id,
      { answers, language, timeZone: deps.timeZone },
      deps.now(),
    );
    if (started.status === "closed") return c.json({ error: closed }, 403);
    if (started.status === "invalid") {
      // Correcting a field is not a new application.
      await starts.reward(clientAddress(c, deps.trustProxy));
      return c.json({ problems: started.problems }, 422);
    }
    return c.json({ token: started.token, ...view(started.application, started.next) }, 201);
  });

  api.get("/:schoolCode/draft/:token/", async (c) => {
    const application = c.get("application");
    const settings = await readAdmissionSettings(deps.db, application.schoolId);
    return c.json({
      ...view(application, settings ? nextStep(application, settings) : "child"),
      // Once sent, what is left to pay and how.
      ...(application.number && { fee: statusOf(application, settings).fee }),
    });
  });

  api.put("/:schoolCode/draft/:token/steps/:step", jsonBody(StepPost, refusals), async (c) => {
    const step = applicationSteps.find((one) => one === c.req.param("step"));
    if (!step || step === "documents") return c.json({ error: "Unknown step." }, 404);
    const { answers, language } = c.req.valid("json");
    const saved = await saveStep(
      deps.db,
      c.get("application"),
      step,
      { answers, language },
      deps.now(),
    );
    if (saved.status === "locked") return lockedAnswer(c);
    if (saved.status === "closed") return c.json({ error: closed }, 403);
    return c.json({ problems: saved.problems, next: saved.next });
  });

  api.post("/:schoolCode/draft/:token/documents/:kind", async (c) => {
    const kind = documentKinds.find((one) => one === c.req.param("kind"));
    if (!kind) return c.json({ error: "Unknown document." }, 404);
    if (!deps.privateFiles) return c.json({ error: "Documents cannot be kept here." }, 503);
    const application = c.get("application");
    if (application.state !== "draft") return lockedAnswer(c);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength === 0) return c.json({ error: "Choose a file to send." }, 400);
    if (bytes.byteLength > documentMaxBytes) {
      return c.json(
        { error: "This file is larger than 10 MB. Send a smaller scan or photo." },
        413,
      );
    }
    const name = (c.req.query("name") ?? "").slice(0, 200);
    const now = deps.now();
    const verdict = await acceptAttachment(deps.privateFiles, bytes, now, {
      folder: "applications",
      ...(name && { name }),
      ...(kind === "photo" && { only: "pictures" as const }),
    });
    if (!verdict.ok) return c.json({ error: verdict.error }, verdict.status ?? 400);
    const stored = await addDocument(
      deps.db,
      application,
      {
        kind,
        path: verdict.path,
        name: name || kind,
        bytes: bytes.byteLength,
        type: verdict.kind,
        addedAt: now.toISOString(),
      },
      now,
    );
    if (!stored) {
      await deps.privateFiles.delete(verdict.path);
      return lockedAnswer(c);
    }
    if (stored.replaced) await deps.privateFiles.delete(stored.replaced);
    return c.json({ kind, type: verdict.kind }, 201);
  });

  api.post("/:schoolCode/draft/:token/submit", jsonBody(SubmitPost, refusals), async (c) => {
    const { consentWords, language } = c.req.valid("json");
    const sent = await submitApplication(
      deps.db,
      c.get("application"),
      { consentWords, language, timeZone: deps.timeZone },
      deps.now(),
    );
    if (sent.status === "closed") return c.json({ error: closed }, 403);
    if (sent.status === "unfinished") {
      return c.json({ step: sent.step, problems: sent.problems }, 422);
    }
    return c.json({ number: sent.number });
  });

  // The acknowledgement, made afresh (a fee paid since shows paid), for the family's own link.
  api.get("/:schoolCode/draft/:token/acknowledgement.pdf", async (c) => {
    const application = c.get("application");
    const acknowledgement = await acknowledgementOf(deps.db, application, {
      siteUrl: deps.siteUrl ?? new URL(c.req.url).origin,
      timeZone: deps.timeZone,
    });
    if (!acknowledgement) return c.json({ error: "This application has not been sent yet." }, 404);
    const pdf = await acknowledgementPdf(acknowledgement);
    return c.body(Buffer.from(pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="acknowledgement-${acknowledgement.number}.pdf"`,
    });
  });

  // The Class XI allotments published and due: application numbers only, by round and stream.
  api.get("/:schoolCode/allotments", async (c) =>
    c.json(await shownAllotments(deps.db, c.get("school").id, deps.timeZone, deps.now())),
  );

  // The fee online: the family's payment link, made once, for the website to send it to.
  api.post("/:schoolCode/draft/:token/pay", jsonBody(PayPost, refusals), async (c) => {
    const application = c.get("application");
    const gateway = await schoolGateway(
      deps.db,
      application.schoolId,
      deps.secret,
      deps.providerBases,
    );
    if (!gateway) return c.json({ error: "The school takes no payments online." }, 404);
    const settings = await readAdmissionSettings(deps.db, application.schoolId);
    try {
      const url = await paymentLinkOf(deps.db, gateway, application, {
        fee: settings?.fee ?? 0,
        returnUrl: c.req.valid("json").returnUrl,
      });
      return url ? c.json({ url }) : c.json({ error: "Nothing is left to pay." }, 409);
    } catch (error) {
      console.warn(`Razorpay did not make a payment link: ${(error as Error).message}`);
      return c.json(
        { error: "The payment service could not be reached. Please try again soon." },
        502,
      );
    }
  });

  // The family back from Razorpay: the return's query, checked by its signature.
  api.post("/:schoolCode/payments/returned", jsonBody(ReturnPost, refusals), async (c) => {
    const schoolId = c.get("school").id;
    const gateway = await schoolGateway(deps.db, schoolId, deps.secret, deps.providerBases);
    const paid = gateway?.paymentLinkReturned(c.req.valid("json"));
    if (!paid) return c.json({ error: "This payment could not be confirmed." }, 400);
    await markPaidOnline(
      deps.db,
      schoolId,
      { number: paid.reference, linkId: paid.linkId, paymentId: paid.paymentId },
      deps.now(),
    );
    return c.json({ number: paid.reference, paid: true });
  });

  // Razorpay's webhook, at the school's secret address: signed, or refused.
  api.post("/:schoolCode/razorpay/:webhookToken", async (c) => {
    const schoolId = c.get("school").id;
    if ((await schoolOfWebhook(deps.db, c.req.param("webhookToken"))) !== schoolId) {
      return c.json({ error: "Unknown webhook." }, 404);
    }
    const gateway = await schoolGateway(deps.db, schoolId, deps.secret, deps.providerBases);
    if (!gateway) return c.json({ error: "The school takes no payments online." }, 404);
    const told = gateway.webhook(await c.req.text(), c.req.header("X-Razorpay-Signature"));
    if ("forged" in told) return c.json({ error: "The signature does not match." }, 401);
    const { payment } = told;
    if (payment?.receipt && payment.linkId) {
      await markPaidOnline(
        deps.db,
        schoolId,
        { number: payment.receipt, linkId: payment.linkId, paymentId: payment.paymentId },
        deps.now(),
      );
    }
    return c.json({ received: true });
  });

  api.post("/:schoolCode/status", jsonBody(StatusPost, refusals), async (c) => {
    // Every attempt counts, before the lookup: guessing is what the limit is for.
    const verdict = await lookups.take(clientAddress(c, deps.trustProxy));
    if (!verdict.allowed) {
      return tooManyRequests(
        c,
        verdict.retryAfterSeconds,
        (wait) => `Too many attempts. Please wait ${wait} and try again.`,
      );
    }
    const { number, dateOfBirth } = c.req.valid("json");
    const canonical = normalApplicationNumber(number);
    const found =
      canonical && (await applicationByNumber(deps.db, c.get("school").id, canonical, dateOfBirth));
    if (!found) return c.json({ error: statusNotFound }, 404);
    const settings = await readAdmissionSettings(deps.db, found.schoolId);
    return c.json(statusOf(found, settings));
  });

  return api;
}

function lockedAnswer(c: Context) {
  return c.json(
    { error: "This application has been sent: it cannot be changed here. Call the school office." },
    409,
  );
}
