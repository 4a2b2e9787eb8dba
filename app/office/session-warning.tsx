import { Form } from "react-router";
import { formatDate } from "#contracts/dates.ts";
import { Link } from "../link.tsx";
import { recordKinds, type RecordKindName } from "#contracts/office-records.ts";
import { findPage } from "../pages.ts";
import s from "./office.module.css";

// The session the school is in, the pages still on an earlier one and why, and the one step
// that starts the next: on the office home and on the Pages screen alike.

export interface BehindPage {
  path: string;
  heading?: string;
  session?: string;
  /** server/office/api/pages.ts `rollover`. */
  why: "session" | "label" | "dates";
  wordsOf?: string;
  lastDate?: string;
  draftFor?: string;
}

/** An item on the site whose title names only sessions that have ended. */
export interface BehindItem {
  kind: string;
  id: string;
  title: string;
  session: string;
}

export interface Rollover {
  session?: string;
  next?: string;
  settingsBehind?: boolean;
  behind?: BehindPage[];
  /** server/office/session-items.ts. */
  items?: BehindItem[];
}

/** Why a page is listed, in a clerk's words. */
export function behindWords(page: BehindPage): string {
  const why =
    page.why === "label"
      ? `says ${page.session}, but its words are still ${page.wordsOf}'s: change its figures`
      : page.why === "dates"
        ? `its dates have passed (the last is ${formatDate(page.lastDate)})`
        : `still for ${page.session}`;
  return page.draftFor ? `${why}; a draft for ${page.draftFor} is waiting` : why;
}

/** "Start session 2027-28": a form, so it works without JavaScript. */
export function StartSession({ next }: { next: string }) {
  return (
    <Form method="post" action="/office/pages">
      <p className={s.muted}>
        Each page of an earlier session gets a draft for {next}, its figures and dates copied for
        you to change. The site keeps the old ones until you publish each draft.
      </p>
      <input type="hidden" name="session" value={next} />
      <button type="submit" className={s.button}>
        Start session {next}
      </button>
    </Form>
  );
}

/** Nothing when every page is for the session in force and the settings say so. */
export function SessionWarning({ rollover, role }: { rollover: Rollover; role: string }) {
  const behind = rollover.behind ?? [];
  const items = rollover.items ?? [];
  if (behind.length === 0 && items.length === 0 && !rollover.settingsBehind) return null;
  const newSession = rollover.settingsBehind || behind.some((page) => page.why === "session");
  // Started already when every page of an earlier session has its draft for this one.
  const toStart =
    rollover.settingsBehind ||
    behind.some((page) => page.why === "session" && page.draftFor !== rollover.session);
  return (
    <section className={s.warning} aria-labelledby="session-warning">
      <h2 id="session-warning">
        {newSession
          ? `A new session (${rollover.session}) has begun`
          : `Pages to bring up to ${rollover.session}`}
      </h2>
      {behind.length > 0 && (
        <ul>
          {behind.map((page) => (
            <li key={page.path}>
              <Link to={`/office/pages/${page.path.slice(1)}`}>
                {findPage(page.path)?.name ?? page.heading ?? page.path}
              </Link>
              : {behindWords(page)}
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <>
          <p>
            On the site still, for an earlier session: take each down, or bring its words up to{" "}
            {rollover.session}.
          </p>
          <ul>
            {items.map((item) => (
              <li key={`${item.kind}/${item.id}`}>
                <Link to={`/office/records/${item.kind}/${item.id}`}>{item.title}</Link> (
                {recordKinds[item.kind as RecordKindName]?.one ?? item.kind})
              </li>
            ))}
          </ul>
        </>
      )}
      {toStart && (role === "administrator" || role === "editor") && rollover.session && (
        <StartSession next={rollover.session} />
      )}
    </section>
  );
}
