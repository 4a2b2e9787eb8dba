import type { Route } from "./+types/apply-allotment";
import { metaFor } from "../seo/meta.ts";
import { websiteOf } from "../website.server.ts";
import { admissionsApi } from "../apply/admissions.server.ts";
import { applyWords } from "../apply/apply.words.ts";
import { useLanguage } from "../i18n/words.ts";
import { Link } from "../link.tsx";
import { pathIn } from "#contracts/languages.ts";
import styles from "../apply/apply.module.css";

// /Apply/allotment (issue 39, spec 9): each Class XI round's allotment the office published,
// from its day on, by stream: the application numbers offered a place and those waiting, in
// order of merit. Numbers only: no child is named.

export const meta: Route.MetaFunction = ({ matches }) => metaFor("/Apply/allotment", { matches });

interface Allotment {
  session: string;
  round: string;
  stream: string;
  offered: string[];
  waitlisted: string[];
  showFrom: string;
}

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await admissionsApi.allotments(websiteOf(context));
  return {
    allotments: answer?.status === 200 ? (answer.json as unknown as Allotment[]) : undefined,
  };
}

export default function ApplyAllotment({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const w = applyWords[language];
  const { allotments } = loaderData;
  const rounds = [...new Set((allotments ?? []).map((one) => `${one.session} ${one.round}`))];
  return (
    <article className={`page-body ${styles.page}`}>
      <h1>{w.allotmentHeading}</h1>
      <p>{w.allotmentIntro}</p>
      {!allotments && (
        <p className={styles.alert} role="alert">
          {w.unreachable}
        </p>
      )}
      {allotments?.length === 0 && <p className={styles.notice}>{w.allotmentNone}</p>}
      {rounds.map((name, index) => (
        <section key={name} aria-labelledby={`round-${index}`}>
          <h2 id={`round-${index}`}>{name}</h2>
          {allotments!
            .filter((one) => `${one.session} ${one.round}` === name)
            .map((one) => (
              <div key={one.stream}>
                <h3>{one.stream}</h3>
                <p>
                  <strong>{w.offeredList(one.offered.length)}:</strong> {one.offered.join(", ")}
                </p>
                {one.waitlisted.length > 0 && (
                  <p>
                    <strong>{w.waitingList(one.waitlisted.length)}:</strong>{" "}
                    {one.waitlisted.join(", ")}
                  </p>
                )}
              </div>
            ))}
        </section>
      ))}
      {rounds.length > 0 && (
        <p>
          {w.allotmentAfter} <Link to={pathIn("/Apply/status", language)}>{w.statusLink}</Link>
        </p>
      )}
    </article>
  );
}
