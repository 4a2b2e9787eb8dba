import { Link } from "../../link.tsx";
import type { PageVersion } from "#contracts/page-content.ts";
import { useWhen } from "../when.ts";
import s from "../office.module.css";

/** One saved version of a page, as the office API lists it. */
export type Version = PageVersion;

/** The version on the site at `now`: the newest published one whose time has come. */
export function liveVersion(versions: Version[], now: number): Version | undefined {
  return [...versions]
    .sort((a, b) => b.number - a.number)
    .find(
      (version) =>
        version.status === "published" &&
        (!version.publishAt || Date.parse(version.publishAt) <= now),
    );
}

/** What a version is now: on the site, waiting for its time, a draft or an earlier one. */
export function versionState(version: Version, live: number | undefined, now: number) {
  if (version.status === "draft") return { label: "Draft", tone: "draft" } as const;
  if (version.number === live) return { label: "On the site", tone: "live" } as const;
  if (version.publishAt && Date.parse(version.publishAt) > now) {
    return { label: "Scheduled", tone: "scheduled" } as const;
  }
  return { label: "Published earlier", tone: "expired" } as const;
}

/** Why a version was saved, in words: 'restore of 3' reads 'Restored from version 3'. */
const noteOf = (note: string) => {
  const restored = /^restore of (\d+)$/.exec(note);
  if (restored) return `Restored from version ${restored[1]}`;
  if (note === "edit") return "Edited";
  return note.charAt(0).toUpperCase() + note.slice(1);
};

/**
 * Every saved version, newest first: open one to read its words in the editor, or restore it
 * (it comes back as a new version, published at once; nothing is lost).
 */
export function History({
  path,
  versions,
  open,
  newest,
  live,
  now,
  hindi = false,
  restores = true,
}: {
  path: string;
  /** Restoring publishes: not offered to those whose work waits for approval. */
  restores?: boolean;
  versions: Version[];
  /** The page's Hindi versions, apart from its English ones. */
  hindi?: boolean;
  /** The version in the editor. */
  open: number;
  newest: number;
  live?: number;
  now: number;
}) {
  const when = useWhen();
  return (
    <section className={s.panel} aria-labelledby="history">
      <h2 id="history">{hindi ? "History of the Hindi" : "History"}</h2>
      <table className={s.table}>
        <caption className={s.caption}>
          {versions.length} {versions.length === 1 ? "version" : "versions"}, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">State</th>
            <th scope="col">Saved</th>
            <th scope="col">Why</th>
            <th scope="col">
              <span className="visually-hidden">Open or restore</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {versions.map((version) => {
            const state = versionState(version, live, now);
            return (
              <tr key={version.number}>
                <td data-label="Version">
                  {version.number}
                  {version.number === open && <span className={s.hint}>in the editor</span>}
                </td>
                <td data-label="State">
                  <span className={`${s.state} ${s[state.tone]}`}>{state.label}</span>
                  {state.tone === "scheduled" && (
                    <span className={s.hint}>from {when(version.publishAt)}</span>
                  )}
                </td>
                <td data-label="Saved">
                  {when(version.savedAt)} by {version.savedBy}
                </td>
                <td data-label="Why">{noteOf(version.note)}</td>
                <td data-label="Actions">
                  <div className={s.rowActions}>
                    <Link
                      to={`/office/pages/${path}?version=${version.number}${hindi ? "&language=hi" : ""}`}
                      aria-label={`Open version ${version.number}`}
                    >
                      Open
                    </Link>
                    {restores && version.number !== newest && (
                      <form method="post">
                        <input type="hidden" name="number" value={version.number} />
                        <input type="hidden" name="basedOn" value={newest} />
                        <button type="submit" name="intent" value="restore" className={s.small}>
                          Restore <span className="visually-hidden">version {version.number}</span>
                        </button>
                      </form>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
