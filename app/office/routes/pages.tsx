import { redirect } from "react-router";
import { Link } from "../../link.tsx";
import type { Route } from "./+types/pages";
import { findPage, pages as routeTable } from "../../pages.ts";
import { ListFilters } from "../list-filters.tsx";
import { formValues, officeCall, refused, requireStaff } from "../office-api.server.ts";
import { behindWords, SessionWarning, StartSession, type Rollover } from "../session-warning.tsx";
import type { Version } from "../page-editor/history.tsx";
import { useWhen } from "../when.ts";
import s from "../office.module.css";

// /office/pages: the static pages whose words the office edits, in the order of the site's
// menu sections, each with what is on the site and what is waiting (a draft, a scheduled
// version), who saved it last and the session its figures are for.

export const meta: Route.MetaFunction = () => [{ title: "Pages · School office" }];

interface Listed {
  path: string;
  heading?: string;
  session?: string;
  newest: Version;
  live?: Version;
  /** Its Hindi versions, where it has any (issue 37). */
  hindi?: { newest: Version; live?: Version & { forEnglish: number } };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const answer = await officeCall<{ pages: Listed[] } & Rollover>(
    context,
    request,
    "GET",
    "/pages",
  );
  if (answer.status !== 200) refused(answer, request);
  const staff = await requireStaff(context, request);
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  const order = new Map(routeTable.map((page, index) => [page.path.toLowerCase(), index]));
  const rows = answer.json.pages
    .map((page) => {
      const route = findPage(page.path);
      return {
        ...page,
        name: route?.name ?? page.heading ?? page.path,
        section: route?.section ?? "",
      };
    })
    .filter((page) =>
      [page.name, page.heading ?? ""].some((words) =>
        words.toLowerCase().includes(q.toLowerCase()),
      ),
    )
    .sort(
      (a, b) =>
        (order.get(a.path.toLowerCase()) ?? Infinity) -
          (order.get(b.path.toLowerCase()) ?? Infinity) || a.name.localeCompare(b.name),
    );
  const { session, next, settingsBehind, behind = [], items = [] } = answer.json;
  const url = new URL(request.url);
  return {
    rows,
    q,
    now: Date.now(),
    rollover: { session, next, settingsBehind, behind, items },
    started: url.searchParams.get("started"),
    role: staff.role,
    drafts: Number(url.searchParams.get("drafts") ?? 0),
  };
}

/** "Start session": one step, then the list with each page's draft waiting. */
export async function action({ context, request }: Route.ActionArgs) {
  const { session = "" } = await formValues(request);
  const answer = await officeCall<{ session: string; drafts: unknown[]; error?: string }>(
    context,
    request,
    "POST",
    "/pages/start-session",
    { session },
  );
  if (answer.status !== 200) {
    if (answer.status === 400 || answer.status === 409) return { error: answer.json.error };
    refused(answer, request);
  }
  const done = new URLSearchParams({
    started: answer.json.session,
    drafts: String(answer.json.drafts.length),
  });
  return redirect(`/office/pages?${done}`);
}

/** A version newer than the one on the site: a draft, or one waiting for its time. */
function Waiting({ page, now }: { page: Listed; now: number }) {
  const when = useWhen();
  const { newest, live } = page;
  if (live && newest.number === live.number) return <span className={s.muted}>Nothing</span>;
  if (newest.status === "draft") {
    return <span className={`${s.state} ${s.draft}`}>Draft {newest.number}</span>;
  }
  if (newest.publishAt && Date.parse(newest.publishAt) > now) {
    return (
      <>
        <span className={`${s.state} ${s.scheduled}`}>Scheduled {newest.number}</span>
        <span className={s.hint}>from {when(newest.publishAt)}</span>
      </>
    );
  }
  return <span className={s.muted}>Nothing</span>;
}

export default function Pages({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, q, now, rollover, started, drafts, role } = loaderData;
  const behind = new Map(rollover.behind.map((page) => [page.path, page]));
  const when = useWhen();
  return (
    <>
      <div className={s.heading}>
        <h1>Pages</h1>
      </div>
      <p>
        The words of the site's pages: fees, admissions, rules and the rest. Each save is kept as a
        version, so any earlier one can be looked at and restored.
      </p>
      {started && (
        <p className={s.notice} role="status">
          Session {started} started.{" "}
          {drafts > 0
            ? `${drafts} ${drafts === 1 ? "page has a draft" : "pages have a draft"} for it, marked below: open each, change its figures and dates, and publish it. The site shows the old ones until then.`
            : "No page needed a draft for it."}
        </p>
      )}
      {actionData?.error && (
        <p className={s.error} role="alert">
          {actionData.error}
        </p>
      )}
      <SessionWarning rollover={rollover} role={role} />
      <ListFilters q={q} />
      {rows.length === 0 ? (
        <p>No page{q ? " matches" : " yet"}.</p>
      ) : (
        <table className={s.table}>
          <caption className={s.caption}>
            {rows.length} {rows.length === 1 ? "page" : "pages"}, in the menu's order
          </caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Section</th>
              <th scope="col">On the site</th>
              <th scope="col">Waiting</th>
              <th scope="col">Last saved</th>
              <th scope="col">Session</th>
              <th scope="col">Hindi</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((page) => (
              <tr key={page.path}>
                <td data-label="Page">
                  <Link to={`/office/pages/${page.path.slice(1)}`}>{page.name}</Link>
                </td>
                <td data-label="Section">{page.section}</td>
                <td data-label="On the site">
                  {page.live ? (
                    <span className={`${s.state} ${s.live}`}>Version {page.live.number}</span>
                  ) : (
                    <span className={s.muted}>Not published</span>
                  )}
                </td>
                <td data-label="Waiting">
                  <Waiting page={page} now={now} />
                </td>
                <td data-label="Last saved">
                  {when(page.newest.savedAt)}
                  <span className={s.hint}>by {page.newest.savedBy}</span>
                </td>
                <td data-label="Session">
                  {page.session ?? ""}
                  {behind.has(page.path) && (
                    <span className={s.hint}>{behindWords(behind.get(page.path)!)}</span>
                  )}
                </td>
                <td data-label="Hindi">
                  <Link to={`/office/pages/${page.path.slice(1)}?language=hi`}>
                    {hindiState(page)}
                    <span className="visually-hidden">: {page.name} in Hindi</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!rollover.settingsBehind &&
        !rollover.behind.some((page) => page.why === "session") &&
        rollover.next &&
        role !== "contributor" && (
          <section className={s.panel} aria-labelledby="next-session">
            <h2 id="next-session">The next session</h2>
            <StartSession next={rollover.next} />
          </section>
        )}
    </>
  );
}

/** The Hindi against the English on the site: on the site, older, or not written. */
function hindiState(page: Listed): string {
  const live = page.hindi?.live;
  if (!live) return page.hindi ? `Draft ${page.hindi.newest.number}` : "Not written";
  if (page.live && live.forEnglish < page.live.number) return `Version ${live.number}, older`;
  return `Version ${live.number}`;
}
