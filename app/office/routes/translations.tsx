import { Link } from "../../link.tsx";
import type { Route } from "./+types/translations";
import { findPage } from "../../pages.ts";
import type { Untranslated } from "#contracts/page-content.ts";
import { officeCall, refused } from "../office-api.server.ts";
import { useWhen } from "../when.ts";
import s from "../office.module.css";

// /office/translations: what the Hindi site lacks (issue 37): each page with no Hindi yet, and
// each whose English has changed since its Hindi was written, the newest English change first,
// each one tap from its Hindi editor (beside its English).

export const meta: Route.MetaFunction = () => [{ title: "Hindi to write · School office" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const answer = await officeCall<Untranslated[]>(context, request, "GET", "/pages/translations");
  if (answer.status !== 200) refused(answer, request);
  return {
    pages: answer.json.map((page) => ({
      ...page,
      name: findPage(page.path)?.name ?? page.heading ?? page.path,
    })),
  };
}

export default function Translations({ loaderData }: Route.ComponentProps) {
  const { pages } = loaderData;
  const when = useWhen();
  const older = pages.filter((page) => page.why === "older").length;
  return (
    <>
      <div className={s.heading}>
        <h1>Hindi to write</h1>
      </div>
      <p>
        Every page of the site has a Hindi twin at the same address under /hi. Where its Hindi is
        missing the twin shows the English, saying so; where the English has changed since the Hindi
        was written, the Hindi says that the English is newer. Pages are listed here, the newest
        English change first.
      </p>
      {pages.length === 0 ? (
        <p className={s.notice} role="status">
          Every page has its Hindi, written from the English on the site.
        </p>
      ) : (
        <table className={s.table}>
          <caption className={s.caption}>
            {pages.length} {pages.length === 1 ? "page" : "pages"}: {older} with Hindi older than
            the English, {pages.length - older} with no Hindi yet
          </caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Hindi</th>
              <th scope="col">English changed</th>
              <th scope="col">
                <span className="visually-hidden">Write</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.path}>
                <td data-label="Page">{page.name}</td>
                <td data-label="Hindi">
                  {page.why === "missing" ? (
                    <span className={`${s.state} ${s.draft}`}>Not written</span>
                  ) : (
                    <span className={`${s.state} ${s.scheduled}`}>
                      Older: from English {page.hindiFor}
                    </span>
                  )}
                  {page.waiting !== undefined && (
                    <span className={s.hint}>Hindi version {page.waiting} waiting</span>
                  )}
                </td>
                <td data-label="English changed">
                  {when(page.english.savedAt)}
                  <span className={s.hint}>version {page.english.number}</span>
                </td>
                <td data-label="Actions">
                  <Link to={`/office/pages/${page.path.slice(1)}?language=hi`}>
                    {page.why === "missing" ? "Write in Hindi" : "Bring up to date"}
                    <span className="visually-hidden">: {page.name}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
