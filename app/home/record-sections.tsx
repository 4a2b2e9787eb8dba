import { moduleOf, recordModules, type ModuleKindName } from "#contracts/records/index.ts";
import { orFallback, type ApiClient, type Fallbacks } from "../api/client.ts";
import { Link } from "../link.tsx";
import { RecordCard } from "../lists/cards.tsx";
import listStyles from "../lists/list-page.module.css";
import styles from "./home.module.css";
import { useWords } from "../i18n/words.ts";
import { homeWords } from "./home.words.ts";

// The home page's section of each kind of record whose module asks for one (contracts/records/,
// `home`): its newest few as the list page draws them, and a link to that page. A kind with
// nothing published shows no section.

export interface RecordSection {
  kind: ModuleKindName;
  items: unknown[];
}

const withHome = (Object.keys(recordModules) as ModuleKindName[]).filter(
  (kind) => moduleOf(kind).home,
);

/** Each section's newest items, each call failing alone (spec 8). */
export async function loadRecordSections(
  api: ApiClient,
  or: Fallbacks["or"] = orFallback,
): Promise<RecordSection[]> {
  return Promise.all(
    withHome.map(async (kind) => {
      const module = moduleOf(kind);
      const { count } = module.home!;
      // Only the newest few are read where the list can be read a page at a time.
      const newest = module.public?.list.paging
        ? api.listPage({ kind }, { limit: count }).then((page) => page.items)
        : api.records(kind);
      const items = await or(newest, [], `Error fetching ${kind}`);
      return { kind, items: (items as unknown[]).slice(0, count) };
    }),
  );
}

export function RecordSections({ sections }: { sections: RecordSection[] }) {
  const w = useWords(homeWords);
  return sections
    .filter((section) => section.items.length > 0)
    .map(({ kind, items }) => {
      const module = moduleOf(kind);
      const { heading, more } = module.home!;
      const id = `home-${kind}`;
      return (
        <section key={kind} className={styles.section} aria-labelledby={id}>
          <h2 id={id}>{heading}</h2>
          <ul className={listStyles.cards}>
            {items.map((item) => (
              <RecordCard
                key={(item as { _id: string })._id}
                card={module.card!}
                item={item}
                heading="h3"
              />
            ))}
          </ul>
          <Link to={module.page!.path} className={`button ${styles.more}`}>
            {w.readMore}
            <span className="visually-hidden">{w.more({ phrase: more, heading })}</span>
          </Link>
        </section>
      );
    });
}
