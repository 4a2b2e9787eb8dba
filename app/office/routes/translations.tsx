import { Link } from "../../link.tsx";
import type { Route } from "./+types/translations";
import { findPage } from "../../pages.ts";
import type { Untranslated } from "#contracts/page-content.ts";
import { recordKinds, type UntranslatedItem } from "#contracts/office-records.ts";
import { officeCall, refused } from "../office-api.server.ts";
import { useWhen } from "../when.ts";
import s from "../office.module.css";

// /office/translations: what the Hindi site lacks (issue 37): each page with no Hindi yet, and
// each whose English has changed since its Hindi was written, the newest English change first,
// each one tap from its Hindi editor (beside its English).

export const meta: Route.MetaFunction = () => [{ title: "Hindi to write · School office" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const [answer, items] = await Promise.all([
    officeCall<Untranslated[]>(context, request, "GET", "/pages/translations"),
    officeCall<{ items: UntranslatedItem[]; total: number }>(
      context,
      request,
      "GET",
      "/records/translations",
    ),
  ]);
  if (answer.status !== 200) refused(answer, request);
  if (items.status !== 200) refused(items, request);
  return {
    pages: answer.json.map((page) => ({
      ...page,
      name: findPage(page.path)?.name ?? page.heading ?? page.path,
    })),
    items: items.json.items,
    itemsTotal: items.json.total,
  };
}

export default function Translations({ loaderData }: Route.ComponentProps) {
  const { pages, items, itemsTotal } = loaderData;
  const when = useWhen();
  const older = pages.filter((page) => page.why === "older").length;
  return (
    <>
      <div className={s.heading}>
        <h1>Hindi to write</h1>
      </div>
      <ul>
        <li>
          <a href="#pages">Pages</a>: {pages.length} to write or bring up to date
        </li>
        <li>
          <a href="#items">Notices, news, events and other items</a>:{" "}
          {itemsTotal.toLocaleString("en-IN")} to write or bring up to date
        </li>
      </ul>
      <h2 id="pages">Pages</h2>
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
          <Head first="Page" />
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
      <h2 id="items">Notices, news, events and other items</h2>
      <p>
        An item's title and words are written in Hindi from its own page (Write the Hindi); those on
        the site without Hindi, or whose English changed since, are listed here, the newest English
        change first.
      </p>
      {items.length === 0 ? (
        <p className={s.notice} role="status">
          Every item on the site has its Hindi, written from its English as it is now.
        </p>
      ) : (
        <table className={s.table}>
          <caption className={s.caption}>
            {itemsTotal > items.length
              ? `The newest ${items.length} of ${itemsTotal.toLocaleString("en-IN")} items`
              : `${items.length} ${items.length === 1 ? "item" : "items"}`}
          </caption>
          <Head first="Item" />
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td data-label="Item">
                  <span lang="en-IN">{item.title}</span>
                  <span className={s.hint}>{recordKinds[item.kind].one}</span>
                </td>
                <td data-label="Hindi">
                  {item.why === "missing" ? (
                    <span className={`${s.state} ${s.draft}`}>Not written</span>
                  ) : (
                    <span className={`${s.state} ${s.scheduled}`}>Older than the English</span>
                  )}
                  {item.waiting && <span className={s.hint}>A draft is waiting</span>}
                </td>
                <td data-label="English changed">{when(item.changedAt)}</td>
                <td data-label="Actions">
                  <Link to={`/office/records/${item.kind}/${item.id}/hindi`}>
                    {item.why === "missing" ? "Write in Hindi" : "Bring up to date"}
                    <span className="visually-hidden">: {item.title}</span>
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

/** The columns of both tables: what it is, where its Hindi stands, its English's last change. */
function Head({ first }: { first: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col">Hindi</th>
        <th scope="col">English changed</th>
        <th scope="col">
          <span className="visually-hidden">Write</span>
        </th>
      </tr>
    </thead>
  );
}
