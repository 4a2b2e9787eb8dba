import { Link } from "../../link.tsx";
import type { Route } from "./+types/reads";
import { formatDate } from "#contracts/dates.ts";
import type { ReadCount, Readership } from "#contracts/reads.ts";
import { fileUrl } from "../../api/urls.ts";
import { findPage } from "../../pages.ts";
import { officeCall, refused } from "../office-api.server.ts";
import s from "../office.module.css";

export const meta: Route.MetaFunction = () => [{ title: "What parents read · School office" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const answer = await officeCall<Readership>(context, request, "GET", "/reads");
  if (answer.status !== 200) refused(answer, request);
  return answer.json;
}

const number = (n: number) => n.toLocaleString("en-IN");

/** A page's name as the site's menus give it, in Hindi where it was read in Hindi. */
function pageName(path: string): string {
  const hindi = path === "/hi" || path.startsWith("/hi/");
  const english = hindi ? path.slice(3) || "/" : path;
  const name = english === "/" ? "Home" : (findPage(english)?.name ?? english);
  return hindi ? `${name} (Hindi)` : name;
}

function Counts({
  counts,
  none,
  caption,
  what,
}: {
  counts: ReadCount[];
  none: string;
  caption: string;
  what: (count: ReadCount) => React.ReactNode;
}) {
  if (counts.length === 0) return <p>{none}</p>;
  return (
    <table className={s.table}>
      <caption className={s.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">What</th>
          <th scope="col">Times</th>
        </tr>
      </thead>
      <tbody>
        {counts.map((count) => (
          <tr key={count.key}>
            <td data-label="What">{what(count)}</td>
            <td data-label="Times">{number(count.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function Reads({ loaderData }: Route.ComponentProps) {
  const { from, to, pages, downloads, nothingFound, unopenedCirculars } = loaderData;
  return (
    <>
      <h1>What parents read</h1>
      <p>
        From {formatDate(from)} to {formatDate(to)}. The website counts how often each page and
        document is opened, by the day. It keeps no cookie, no address and nothing else of who
        opened it, and asks no one else to count: only how many.
      </p>
      <section aria-labelledby="most-read" className={s.spaced}>
        <h2 id="most-read">Most read pages</h2>
        <Counts
          counts={pages}
          none="No page has been opened this week."
          caption="Pages, most opened first"
          what={(count) => <a href={count.key}>{pageName(count.key)}</a>}
        />
      </section>
      <section aria-labelledby="downloads" className={s.spaced}>
        <h2 id="downloads">Most downloaded documents</h2>
        <Counts
          counts={downloads}
          none="No document has been downloaded this week."
          caption="Documents, most downloaded first"
          what={(count) =>
            count.key.startsWith("/") ? (
              <a href={count.key}>{count.key}</a>
            ) : (
              <a href={fileUrl(count.key)}>{count.key.split("/").pop()}</a>
            )
          }
        />
      </section>
      <section aria-labelledby="unopened" className={s.spaced}>
        <h2 id="unopened">Circulars nobody has opened</h2>
        {unopenedCirculars.length === 0 ? (
          <p>Every circular of the last 30 days has been opened.</p>
        ) : (
          <>
            <p>
              Of the last 30 days: neither their page nor their PDF has been opened. Parents may not
              know of them; send them again, or put them on the home page.
            </p>
            <ul>
              {unopenedCirculars.map((circular) => (
                <li key={circular.id}>
                  <Link to={`/office/records/circulars/${circular.id}`}>{circular.title}</Link>{" "}
                  <span className={s.muted}>(on the site since {formatDate(circular.since)})</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="nothing-found" className={s.spaced}>
        <h2 id="nothing-found">Searches that found nothing</h2>
        {nothingFound.length > 0 && (
          <p>
            What parents looked for on the site and did not find. Add it, or use their words in the
            page that has it.
          </p>
        )}
        <Counts
          counts={nothingFound}
          none="Every search this week found something."
          caption="Searches, most asked first"
          what={(count) => <q>{count.key}</q>}
        />
      </section>
    </>
  );
}
