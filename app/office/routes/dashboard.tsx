import { Link } from "../../link.tsx";
import type { Route } from "./+types/dashboard";
import { recordKinds, rolesFor, type RecordKindName } from "#contracts/office-records.ts";
import type { Review } from "#contracts/reviews.ts";
import type { Finding, SiteCheck } from "#contracts/site-checks.ts";
import { officeCall, requireStaff } from "../office-api.server.ts";
import { ReviewTable } from "../review-table.tsx";
import { SessionWarning, type Rollover } from "../session-warning.tsx";
import { withArticle } from "../states.ts";
import { useWhen } from "../when.ts";
import s from "../office.module.css";

export const meta: Route.MetaFunction = () => [{ title: "Home · School office" }];

type StateCounts = Record<"live" | "scheduled" | "draft" | "expired" | "deleted", number>;

interface Counts {
  records: Record<string, StateCounts>;
  enquiries?: { waiting: number };
  /** Published records the site holds back: a child named has no consent in force. */
  heldBack?: { kind: RecordKindName; id: string; name: string; use: string; missing: string[] }[];
  /** The last nightly check of the site (administrators and editors). */
  checks?: SiteCheck;
  /** The parts of the site due for review (administrators and editors). */
  overdue?: Review[];
  approvals?: { approver: boolean; pending: number; returned: number };
}

/** What a kind the office keeps is for, on its card. */
const keptFor: Record<string, string> = {
  certificates: "Add, import, look up the downloads of or withdraw a certificate.",
  consents: "Record a parent's consent to show their child on the site, or its withdrawal.",
  staff: "Add or change a member of staff: the staff page and the CBSE disclosure follow.",
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const [sessionRollover, counts] = await Promise.all([
    staff.role === "office" ? undefined : rollover(context, request),
    // The home page shows without its counts when they cannot be had.
    officeCall<Counts>(context, request, "GET", "/counts").then(
      (answer) => (answer.status === 200 ? answer.json : undefined),
      () => undefined,
    ),
  ]);
  return {
    staff,
    done: new URL(request.url).searchParams.get("done"),
    rollover: sessionRollover,
    counts,
  };
}

const number = (n: number) => n.toLocaleString("en-IN");

/** A kind's counts in words: what is on the site, and what waits or was taken down. */
function countWords(counts: StateCounts | undefined, register = false): string | undefined {
  if (!counts) return undefined;
  if (register) return `${number(counts.live)} recorded`;
  const parts = [`${number(counts.live)} on the site`];
  if (counts.scheduled) parts.push(`${number(counts.scheduled)} scheduled`);
  if (counts.draft)
    parts.push(`${number(counts.draft)} ${counts.draft === 1 ? "draft" : "drafts"}`);
  if (counts.expired) parts.push(`${number(counts.expired)} taken down`);
  return parts.join(" · ");
}

/**
 * Whether a new session has begun that pages or the settings have not caught up with. The home
 * page shows without the warning when the pages cannot be asked.
 */
async function rollover(
  context: Route.LoaderArgs["context"],
  request: Request,
): Promise<Rollover | undefined> {
  const answer = await officeCall<Rollover>(context, request, "GET", "/pages").catch(
    () => undefined,
  );
  if (answer?.status !== 200) return undefined;
  return answer.json;
}

/** The kinds of record this role works on: the editors' on the site, the office's own. */
const kindsFor = (role: string, office: boolean) =>
  Object.values(recordKinds).filter(
    (kind) =>
      rolesFor(kind.kind as RecordKindName).includes(role as never) &&
      rolesFor(kind.kind as RecordKindName).includes("office") === office,
  );

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { staff, done, rollover, counts } = loaderData;
  const publishing = kindsFor(staff.role, false);
  const keeping = kindsFor(staff.role, true);
  const publishes = publishing.length > 0;
  const answers = staff.role === "administrator" || staff.role === "office";
  return (
    <>
      <h1>Welcome, {staff.name}</h1>
      {done === "password" && (
        <p className={s.notice} role="status">
          Your password is changed. Your other sign-ins have ended.
        </p>
      )}
      {done === "reviewed" && (
        <p className={s.notice} role="status">
          Marked as reviewed. It is due again after its interval.
        </p>
      )}
      {done === "second-factor" && (
        <p className={s.notice} role="status">
          The second step is on. You will be asked for a code at every sign-in.
        </p>
      )}
      {rollover && <SessionWarning rollover={rollover} role={staff.role} />}
      {counts?.checks && counts.checks.findings.length > 0 && (
        <SiteChecks check={counts.checks} role={staff.role} />
      )}
      {counts?.approvals && <ApprovalsWaiting approvals={counts.approvals} />}
      {counts?.overdue && counts.overdue.length > 0 && <DueForReview overdue={counts.overdue} />}
      {counts?.heldBack && counts.heldBack.length > 0 && (
        <HeldBack heldBack={counts.heldBack} role={staff.role} />
      )}
      {publishes && (
        <section aria-labelledby="publish">
          <h2 id="publish">Publish on the website</h2>
          <ul className={s.cards}>
            {publishing.map((kind) => (
              <li key={kind.kind}>
                <Link to={`/office/records/${kind.kind}`}>
                  <strong>{kind.title}</strong>
                  <span>Add, schedule, edit or take down {withArticle(kind.one)}.</span>
                  {counts && (
                    <span className={s.count}>{countWords(counts.records[kind.kind])}</span>
                  )}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/office/pages">
                <strong>Pages</strong>
                <span>
                  The words of fees, admissions, rules and the other pages, with their history.
                </span>
              </Link>
            </li>
            <li>
              <Link to="/office/reviews">
                <strong>Review dates</strong>
                <span>When each part of the site was last looked at, and is due again.</span>
                {counts?.overdue && (
                  <span className={s.count}>{number(counts.overdue.length)} overdue</span>
                )}
              </Link>
            </li>
            <li>
              <Link to="/office/reads">
                <strong>What parents read</strong>
                <span>
                  This week&apos;s most read pages, circulars nobody opened, searches that found
                  nothing.
                </span>
              </Link>
            </li>
          </ul>
        </section>
      )}
      {answers && (
        <section aria-labelledby="answer">
          <h2 id="answer">Answer the school's visitors</h2>
          <ul className={s.cards}>
            <li>
              <Link to="/office/enquiries">
                <strong>Enquiries</strong>
                <span>Messages sent from the Contact Us page.</span>
                {counts?.enquiries && (
                  <span className={s.count}>{number(counts.enquiries.waiting)} waiting</span>
                )}
              </Link>
            </li>
            <li>
              <Link to="/office/applications">
                <strong>Applications</strong>
                <span>Admission applications sent from the Apply page, by class and state.</span>
              </Link>
            </li>
            {keeping.map((kind) => (
              <li key={kind.kind}>
                <Link to={`/office/records/${kind.kind}`}>
                  <strong>{kind.title}</strong>
                  <span>{keptFor[kind.kind] ?? `Add or import ${withArticle(kind.one)}.`}</span>
                  {counts && (
                    <span className={s.count}>
                      {countWords(counts.records[kind.kind], kind.register)}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {staff.role === "administrator" && (
        <section aria-labelledby="administer">
          <h2 id="administer">Administer the office</h2>
          <ul className={s.cards}>
            <li>
              <Link to="/office/accounts">
                <strong>Accounts</strong>
                <span>Staff accounts, roles and passwords.</span>
              </Link>
            </li>
            <li>
              <Link to="/office/api-keys">
                <strong>API keys</strong>
                <span>For the school's other systems to publish or read enquiries.</span>
              </Link>
            </li>
            <li>
              <Link to="/office/audit">
                <strong>Audit log</strong>
                <span>Who changed what, and when.</span>
              </Link>
            </li>
            <li>
              <Link to="/office/access-log">
                <strong>Access log</strong>
                <span>Who read which family&apos;s or child&apos;s data, and when.</span>
              </Link>
            </li>
            <li>
              <Link to="/office/disclosure">
                <strong>CBSE disclosure</strong>
                <span>The documents, results and figures the CBSE asks for.</span>
              </Link>
            </li>
          </ul>
        </section>
      )}
      <section aria-labelledby="account" className={s.panel}>
        <h2 id="account">Your account</h2>
        <p>
          Signed in as {staff.email}. <Link to="/office/password">Change your password</Link>.{" "}
          <Link to="/office/second-factor">
            {staff.twoFactorEnabled
              ? "Set up the second step again"
              : "Set up a second sign-in step"}
          </Link>
        </p>
        <form method="post" action="/office/sign-out">
          <input type="hidden" name="everywhere" value="yes" />
          <button type="submit" className={`${s.button} ${s.secondary}`}>
            Sign out everywhere
          </button>{" "}
          <span className={s.muted}>(every computer and phone where you are signed in)</span>
        </form>
      </section>
    </>
  );
}

/**
 * What last night's check of the site found: what is wrong now, then what will be within 30
 * days, each with a link to where it is put right.
 */
function SiteChecks({ check, role }: { check: SiteCheck; role: string }) {
  const red = check.findings.filter((finding) => finding.severity === "red");
  const amber = check.findings.filter((finding) => finding.severity === "amber");
  const checked = useWhen()(check.checkedAt);
  const item = (finding: Finding, index: number) => (
    <li key={index}>
      {finding.what}{" "}
      {finding.where.startsWith("/office/disclosure") && role !== "administrator" ? (
        "(an administrator puts it right)"
      ) : (
        <Link to={finding.where}>Put it right</Link>
      )}
    </li>
  );
  return (
    <section aria-labelledby="site-checks" className={s.panel}>
      <h2 id="site-checks">The website&apos;s check</h2>
      <p>
        Checked {checked}: the CBSE disclosure and its documents, the deadlines, and every link of
        the site.
      </p>
      {red.length > 0 && (
        <>
          <h3>To put right now ({red.length})</h3>
          <ul>{red.map(item)}</ul>
        </>
      )}
      {amber.length > 0 && (
        <>
          <h3>Within 30 days ({amber.length})</h3>
          <ul>{amber.map(item)}</ul>
        </>
      )}
    </section>
  );
}

/** The parts shown on the home page at once; the rest are on the review dates' page. */
const shownOverdue = 8;

/** What is due for review, the longest overdue first, each with who last changed it. */
function DueForReview({ overdue }: { overdue: Review[] }) {
  return (
    <section aria-labelledby="due-for-review" className={s.panel}>
      <h2 id="due-for-review">Due for review ({overdue.length})</h2>
      <p>
        Look at each: change what is out of date, or say it is right as it is.
        {overdue.length > shownOverdue && (
          <>
            {" "}
            The first {shownOverdue} are here; <Link to="/office/reviews">all review dates</Link>.
          </>
        )}
      </p>
      <ReviewTable reviews={overdue.slice(0, shownOverdue)} back="/office" />
    </section>
  );
}

/** What waits for an approver, or what of one's own waits or came back (issue 41). */
function ApprovalsWaiting({ approvals }: { approvals: NonNullable<Counts["approvals"]> }) {
  const { approver, pending, returned } = approvals;
  if (approver ? pending === 0 : pending + returned === 0) return null;
  const items = (n: number) => `${number(n)} ${n === 1 ? "item" : "items"}`;
  return (
    <section aria-labelledby="approvals-waiting" className={s.panel}>
      <h2 id="approvals-waiting">Approvals</h2>
      <p>
        {approver
          ? `${items(pending)} ${pending === 1 ? "waits" : "wait"} for your approval.`
          : [
              pending > 0 &&
                `${items(pending)} of yours ${pending === 1 ? "waits" : "wait"} for approval.`,
              returned > 0 &&
                `${items(returned)} ${returned === 1 ? "was" : "were"} sent back to you with a comment.`,
            ]
              .filter(Boolean)
              .join(" ")}{" "}
        <Link to="/office/approvals">Open the approvals</Link>
      </p>
    </section>
  );
}

/** The records the site holds back for want of a parent's consent, each with what is missing. */
function HeldBack({ heldBack, role }: { heldBack: NonNullable<Counts["heldBack"]>; role: string }) {
  return (
    <section aria-labelledby="held-back" className={s.panel}>
      <h2 id="held-back">Not on the site: no parent&apos;s consent</h2>
      <p>
        These are published, but the site does not show them: a child they name has no consent in
        force for it. Record the consent under{" "}
        {role === "editor" || role === "contributor" ? (
          "Consents (the office does)"
        ) : (
          <Link to="/office/records/consents">Consents</Link>
        )}
        , or take the child out of the record.
      </p>
      <ul>
        {heldBack.map((record) => {
          const kind = recordKinds[record.kind];
          const what = `${kind.one[0]!.toUpperCase()}${kind.one.slice(1)}: ${record.name}`;
          const why =
            record.missing.length > 0
              ? `no consent for ${record.use.toLowerCase()} for ${record.missing.join(", ")}`
              : "names no child";
          return (
            <li key={`${record.kind}-${record.id}`}>
              {rolesFor(record.kind).includes(role as never) ? (
                <Link to={`/office/records/${record.kind}/${record.id}`}>{what}</Link>
              ) : (
                what
              )}{" "}
              ({why})
            </li>
          );
        })}
      </ul>
    </section>
  );
}
