// npm run bench:applications [-- --families 500] [-- --concurrency 20]
// Needs the built site: run `npm run build` first (the server renders /Apply from build/).
// Admissions week (issue 39): 500 families apply through /Apply within the hour, twenty at a
// time, each from an address of its own (the server trusts one proxy, so the start limit of ten
// an hour counts each family, not this script). Each goes through every step as a phone without
// JavaScript does: it reads the page, sends the form's own controls as typed (urlencoded, the
// documents multipart with a real PDF and JPEG), follows the 303 to the next step and carries
// the token of the first redirect's ?resume=. Mostly Nursery, every fifth Class XI with a
// stream and marks above its cut-off; dates of birth fit each class as the school counts ages.
// Then every family's number is asked of /api/admissions/…/status with the child's date of
// birth: it prints the time, the rate an hour, each step's time, the errors and the families
// lost, and fails (exit code 1) when any was lost or the rate is under 500 an hour.
import fs from "node:fs";
import { parseArgs } from "node:util";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import type { AdmissionClass, AdmissionStream } from "#contracts/admissions/settings.ts";
import { startServer, stopServer, type ServerProcess } from "../../tests/support/server-process.ts";

const { values: flags } = parseArgs({
  options: {
    families: { type: "string", default: "500" },
    concurrency: { type: "string", default: "20" },
  },
});
const familyCount = Number(flags.families);
const concurrency = Number(flags.concurrency);
const schoolCode = "HLCA";
const goalPerHour = 500;
const log = (message: string) => console.log(`[applications] ${message}`);

// 198.18.0.0/15 is set aside for benchmarks (RFC 2544): one address for each family.
const maxFamilies = 2 ** 17 - 2;
if (!Number.isInteger(familyCount) || familyCount < 1 || familyCount > maxFamilies) {
  log(`--families is a whole number from 1 to ${maxFamilies}.`);
  process.exit(1);
}
if (!Number.isInteger(concurrency) || concurrency < 1) {
  log("--concurrency is a whole number from 1.");
  process.exit(1);
}
if (!fs.existsSync("build/server/index.js")) {
  log("No built site in build/: run `npm run build` first, then this again.");
  process.exit(1);
}

/** What GET /api/admissions/{school} tells anyone: the parts the families' answers follow. */
interface Admissions {
  open: boolean;
  ageOn: string;
  classes: AdmissionClass[];
  streams: AdmissionStream[];
}

/** A family: its address, its child's class and the answers it types, step by step. */
interface Family {
  n: number;
  address: string;
  className: "Nursery" | "XI";
  dateOfBirth: string;
  typed: Record<string, Record<string, string | File>>;
}

/** What happened to one family: its number, or why it has none, and the times it took. */
interface Outcome {
  family: Family;
  number?: string;
  error?: string;
  wholeMs?: number;
  posts: { step: string; ms: number }[];
  pagesMs: number[];
}

/** A failure that names its kind, for the errors' count. */
class Refused extends Error {}

const childNames = ["Aarav", "Ira", "Kabir", "Meera", "Vihaan", "Anaya", "Reyansh", "Saanvi"];
const surnames = ["Sharma", "Malhotra", "Joseph", "Gill", "Verma", "Thomas", "Kaur", "Bedi"];

// A phone's browser with JavaScript turned off: what /Apply must work for.
const phoneBrowser =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

const server = await startServer({ env: { NODE_ENV: "production", TRUST_PROXY: "1" } });
try {
  log(`server at ${server.url} (data in ${server.dataDir})`);
  const admissions = (await (
    await fetch(`${server.url}/api/admissions/${schoolCode}`)
  ).json()) as Admissions;
  const nursery = admissions.classes.find((one) => one.name === "Nursery");
  const eleven = admissions.classes.find((one) => one.name === "XI");
  if (!admissions.open || !nursery || !eleven || admissions.streams.length === 0) {
    throw new Error("The demo school does not take Nursery and Class XI applications now.");
  }
  const files = await documents();
  const families = Array.from({ length: familyCount }, (_, n) =>
    familyOf(n, admissions, n % 5 === 4 ? eleven : nursery, files),
  );
  const elevens = families.filter((family) => family.className === "XI").length;
  log(
    `${familyCount} families (${familyCount - elevens} Nursery, ${elevens} Class XI), ` +
      `${concurrency} at a time, ages counted on ${admissions.ageOn}`,
  );

  const began = performance.now();
  const outcomes = await inTurn(families, concurrency, (family) => apply(server, family));
  const seconds = (performance.now() - began) / 1000;
  const known = await inTurn(
    outcomes.filter((outcome) => outcome.number),
    concurrency,
    (outcome) => knownToDatabase(server, outcome),
  );
  report(outcomes, known, seconds);
} finally {
  await stopServer(server);
}

/** A small real PDF and JPEG, as a phone's camera and a scanner app make them. */
async function documents() {
  const pdf = await PDFDocument.create();
  pdf.addPage([420, 595]).drawText("Certificate", {
    x: 40,
    y: 520,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  const pdfBytes = Buffer.from(await pdf.save());
  const jpeg = await sharp({
    create: { width: 120, height: 160, channels: 3, background: "#6b4226" },
  })
    .jpeg()
    .toBuffer();
  return {
    pdf: (name: string) => new File([pdfBytes], name, { type: "application/pdf" }),
    jpeg: (name: string) => new File([jpeg], name, { type: "image/jpeg" }),
  };
}

/** The `n`th family, with a date of birth inside the class's ages and, for XI, marks above the cut-off. */
function familyOf(
  n: number,
  admissions: Admissions,
  klass: AdmissionClass,
  files: Awaited<ReturnType<typeof documents>>,
): Family {
  const surname = surnames[n % surnames.length]!;
  // The least age and up to 300 days more: inside [minAge, minAge + 1), under any age limit.
  const dateOfBirth = bornBefore(admissions.ageOn, klass.minAge, 1 + ((n * 37) % 300));
  const eleven = klass.name === "XI";
  const stream = admissions.streams[n % admissions.streams.length]!;
  const classX = Math.min(100, stream.cutoff + 1 + (n % 25));
  const typed: Family["typed"] = {
    child: {
      className: klass.name,
      ...(eleven && { stream: stream.name }),
      childName: `${childNames[n % childNames.length]} ${surname}`,
      dateOfBirth,
      gender: n % 2 === 0 ? "girl" : "boy",
      email: `family.${n}@families.test`,
      phone: `98${String(n).padStart(8, "0")}`,
    },
    family: {
      fatherName: `Rohit ${surname}`,
      motherName: `Neha ${surname}`,
      motherOccupation: n % 3 === 0 ? "Teacher" : "",
      address: `${1 + (n % 200)} Lake Road, Amberpur`,
      pinCode: "160059",
    },
    school: {
      previousSchool: "St. Anne's School",
      previousBoard: "CBSE",
      classIXPercent: String(Math.min(100, classX + 2)),
      classXPercent: classX < 100 ? `${classX}.5` : "100",
    },
    documents: {
      birthCertificate: files.pdf("birth-certificate.pdf"),
      photo: files.jpeg("photo.jpg"),
      ...(eleven && { reportCard: files.pdf("report-card.pdf") }),
    },
    consent: { consent: "yes" },
  };
  const base = (198 << 24) + (18 << 16) + 1 + n;
  const address = [24, 16, 8, 0].map((shift) => (base >>> shift) & 255).join(".");
  return { n, address, className: klass.name as Family["className"], dateOfBirth, typed };
}

/** A date of birth `years` and `days` before the day ages are counted on. */
function bornBefore(ageOn: string, years: number, days: number): string {
  const on = new Date(`${ageOn}T00:00:00Z`);
  on.setUTCFullYear(on.getUTCFullYear() - years);
  on.setUTCDate(on.getUTCDate() - days);
  return on.toISOString().slice(0, 10);
}

/** `work` for each item, `width` at a time; the answers in the items' order. */
async function inTurn<T, R>(items: T[], width: number, work: (item: T) => Promise<R>) {
  const answers: R[] = new Array(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      answers[at] = await work(items[at]!);
      done += 1;
      if (items.length >= 100 && done % Math.ceil(items.length / 5) === 0) {
        log(`${done} of ${items.length} done`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return answers;
}

/** One family's whole application, page by page and post by post, as a browser makes it. */
async function apply(server: ServerProcess, family: Family): Promise<Outcome> {
  const outcome: Outcome = { family, posts: [], pagesMs: [] };
  const headers = { "X-Forwarded-For": family.address, "User-Agent": phoneBrowser };
  const steps = ["child", "family", ...(family.className === "XI" ? ["school"] : [])];
  steps.push("documents", "consent");
  let at = "the first page";
  const began = performance.now();
  try {
    const open = async (address: string) => {
      const started = performance.now();
      const response = await fetch(address, { headers: { ...headers, Accept: "text/html" } });
      const html = await response.text();
      outcome.pagesMs.push(performance.now() - started);
      if (response.status !== 200) throw new Refused(`${at}: page answered ${response.status}`);
      return { address: response.url, html };
    };
    let page = await open(`${server.url}/Apply`);
    let token: string | undefined;
    for (const step of steps) {
      at = step;
      const form = formOn(page.html);
      if (form.step !== step) throw new Refused(`${step}: the page showed ${form.step} instead`);
      const body = filledIn(form, family.typed[step]!, step);
      const action = new URL(form.action, page.address);
      action.hash = "";
      const started = performance.now();
      const response = await fetch(action, {
        method: "POST",
        headers: { ...headers, Origin: server.url, Referer: page.address },
        body,
        redirect: "manual",
      });
      const html = await response.text();
      outcome.posts.push({ step, ms: performance.now() - started });
      const location = response.headers.get("Location");
      if (response.status !== 303 || !location) {
        const problems = problemsOn(html);
        throw new Refused(
          `${step}: answered ${response.status}` + (problems ? ` (${problems})` : ""),
        );
      }
      const next = new URL(location, action);
      const resume = next.searchParams.get("resume") ?? "";
      if (!/^[A-Za-z0-9_-]{32,64}$/.test(resume)) {
        throw new Refused(`${step}: redirected without a resume link`);
      }
      if (token !== undefined && resume !== token) throw new Refused(`${step}: the token changed`);
      token = resume;
      page = await open(next.href);
    }
    at = "the sent page";
    const number = /<[^>]*\bdata-application-number\b[^>]*>([^<]*)</.exec(page.html)?.[1]?.trim();
    const code = family.className === "Nursery" ? "NUR" : "XI";
    if (!number) throw new Refused("sent: no application number on the page");
    if (!new RegExp(`^\\d{4}-${code}-\\d{4,}$`).test(number)) {
      throw new Refused(`sent: ${number} is not a number of ${family.className}`);
    }
    outcome.number = number;
    outcome.wholeMs = performance.now() - began;
  } catch (error) {
    outcome.error =
      error instanceof Refused
        ? error.message
        : `${at}: ${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message}`;
  }
  return outcome;
}

interface Control {
  tag: "input" | "select" | "textarea";
  type: string;
  name: string;
  value: string;
  checked: boolean;
  options: string[];
}

/** The apply form on a page: its step, where it posts, how it is encoded and its controls. */
function formOn(html: string) {
  const found = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].find(([, attributes]) =>
    /\bdata-apply-form=/.test(attributes!),
  );
  if (!found)
    throw new Refused(`no form on the page${problemsOn(html) ? `: ${problemsOn(html)}` : ""}`);
  const form = attributesOf(found[1]!);
  const inner = found[2]!;
  const controls: Control[] = [];
  for (const [, text] of inner.matchAll(/<input\b([^>]*?)\/?>/g)) {
    const a = attributesOf(text!);
    controls.push({
      tag: "input",
      type: a.get("type") ?? "text",
      name: a.get("name") ?? "",
      value:
        a.get("value") ?? (a.get("type") === "checkbox" || a.get("type") === "radio" ? "on" : ""),
      checked: a.has("checked"),
      options: [],
    });
  }
  for (const [, text, content] of inner.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const options = [...content!.matchAll(/<option\b([^>]*)>/g)].map(([, o]) => attributesOf(o!));
    const chosen = options.find((o) => o.has("selected")) ?? options[0];
    controls.push({
      tag: "select",
      type: "select",
      name: attributesOf(text!).get("name") ?? "",
      value: chosen?.get("value") ?? "",
      checked: false,
      options: options.map((o) => o.get("value") ?? ""),
    });
  }
  for (const [, text, content] of inner.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    controls.push({
      tag: "textarea",
      type: "textarea",
      name: attributesOf(text!).get("name") ?? "",
      value: decoded(content!),
      checked: false,
      options: [],
    });
  }
  return {
    step: form.get("data-apply-form") ?? "",
    action: form.get("action") ?? "",
    multipart: form.get("enctype") === "multipart/form-data",
    controls: controls.filter((control) => control.name !== ""),
  };
}

/**
 * The form's data set as a browser builds it: hidden fields as drawn, every other control as
 * the family left it (an untouched file field sends an empty file, an unticked box nothing).
 */
function filledIn(
  form: ReturnType<typeof formOn>,
  typed: Record<string, string | File>,
  step: string,
) {
  const names = new Set(form.controls.map((control) => control.name));
  const strange = Object.keys(typed).filter((name) => !names.has(name));
  if (strange.length > 0) throw new Refused(`${step}: no field ${strange.join(", ")} on the page`);
  const entries: [string, string | File][] = [];
  for (const control of form.controls) {
    const given = control.type === "hidden" ? undefined : typed[control.name];
    if (control.type === "file") {
      entries.push([control.name, given ?? new File([], "", { type: "application/octet-stream" })]);
    } else if (control.type === "radio" || control.type === "checkbox") {
      if (given === undefined ? control.checked : given === control.value) {
        entries.push([control.name, control.value]);
      }
    } else if (control.tag === "select") {
      if (typeof given === "string" && !control.options.includes(given)) {
        throw new Refused(`${step}: ${given} is not a choice of ${control.name}`);
      }
      entries.push([control.name, typeof given === "string" ? given : control.value]);
    } else {
      entries.push([control.name, typeof given === "string" ? given : control.value]);
    }
  }
  if (form.multipart) {
    const body = new FormData();
    for (const [name, value] of entries) body.append(name, value);
    return body;
  }
  return new URLSearchParams(entries.map(([name, value]) => [name, String(value)]));
}

/** The fields a refused step names, as its page shows them. */
function problemsOn(html: string): string {
  const named = [...html.matchAll(/id="apply-([A-Za-z]+)-problem"[^>]*>([^<]+)</g)].map(
    ([, name]) => name!,
  );
  const alert = /role="alert"[^>]*>([^<]+)</.exec(html)?.[1]?.trim();
  return named.length > 0 ? named.join(", ") : alert ? decoded(alert) : "";
}

function attributesOf(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of text.matchAll(/([^\s=/"]+)(?:="([^"]*)")?/g)) {
    found.set(name!.toLowerCase(), decoded(value ?? ""));
  }
  return found;
}

function decoded(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name.startsWith("#x") || name.startsWith("#X")
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith("#")
        ? String.fromCodePoint(Number(name.slice(1)))
        : (entities[name] ?? whole),
  );
}

/** Whether the school's database answers the family's number and date of birth with it. */
async function knownToDatabase(
  server: ServerProcess,
  outcome: Outcome,
): Promise<string | undefined> {
  const { family, number } = outcome;
  try {
    // From the family's own address: the status limit counts each visitor apart.
    const response = await fetch(`${server.url}/api/admissions/${schoolCode}/status`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": family.address },
      body: JSON.stringify({ number, dateOfBirth: family.dateOfBirth }),
    });
    const status = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status !== 200) return `status: answered ${response.status}`;
    if (status.number !== number || status.className !== family.className) {
      return `status: answered ${String(status.number)} of ${String(status.className)}`;
    }
    if (status.state !== "submitted") return `status: ${String(status.state)}, not submitted`;
    return undefined;
  } catch (error) {
    return `status: ${(error as Error).message}`;
  }
}

/** The `p`th percentile by nearest rank, in whole milliseconds. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN);
}
function spread(values: number[]): string {
  return `median ${percentile(values, 50)} ms, p95 ${percentile(values, 95)} ms (${values.length})`;
}

function report(outcomes: Outcome[], known: (string | undefined)[], seconds: number) {
  const sent = outcomes.filter((outcome) => outcome.number);
  const perHour = (sent.length / seconds) * 3600;
  log(
    `${outcomes.length} families, ${sent.length} applications sent in ${seconds.toFixed(1)} s: ` +
      `${Math.round(perHour).toLocaleString("en-IN")} applications an hour at that rate`,
  );
  log(`one whole application: ${spread(sent.map((outcome) => outcome.wholeMs!))}`);
  const steps = ["child", "family", "school", "documents", "consent"];
  for (const step of steps) {
    const times = outcomes.flatMap((outcome) =>
      outcome.posts.filter((post) => post.step === step).map((post) => post.ms),
    );
    if (times.length > 0) log(`  ${step.padEnd(9)} POST: ${spread(times)}`);
  }
  log(`  each page GET:  ${spread(outcomes.flatMap((outcome) => outcome.pagesMs))}`);

  const errors = new Map<string, number>();
  const count = (kind: string) => errors.set(kind, (errors.get(kind) ?? 0) + 1);
  for (const outcome of outcomes) if (outcome.error) count(outcome.error);
  for (const answer of known) if (answer) count(answer);
  const uses = new Map<string, number>();
  for (const { number } of sent) uses.set(number!, (uses.get(number!) ?? 0) + 1);
  for (const { number } of sent) {
    if (uses.get(number!)! > 1) count("sent: a number given to another family too");
  }
  log(
    errors.size === 0
      ? "errors: none"
      : `errors: ${[...errors].map(([kind, n]) => `${n} × ${kind}`).join("; ")}`,
  );

  const confirmed = sent.filter(
    (outcome, at) => known[at] === undefined && uses.get(outcome.number!) === 1,
  ).length;
  log(
    `numbers: ${sent.length} on the sent pages, ${uses.size} distinct, ` +
      `${known.filter((answer) => answer === undefined).length} known to the database by number and date of birth`,
  );
  const lost = outcomes.length - confirmed;
  log(`lost: ${lost}`);
  if (lost > 0) log(`${lost} families' applications were lost.`);
  if (perHour < goalPerHour) log(`Under the goal of ${goalPerHour} applications an hour.`);
  if (lost > 0 || perHour < goalPerHour) process.exitCode = 1;
}
