import { site } from "#content/site.ts";
import { metaFor } from "../frame/title.ts";

export const meta = () =>
  metaFor("/", `${site.titleName}: a ${site.board} school from Nursery to Class XII.`);

// The home page's sections (spec 2.7) are built on this frame by their own issue.
export default function Home() {
  return (
    <div className="page-body">
      <h1>Welcome to {site.titleName}</h1>
      <p>
        A {site.board}-affiliated convent school of the {site.congregation}, a congregation founded
        in {site.congregationFounded}, educating children from Nursery to Class XII since{" "}
        {site.established}.
      </p>
    </div>
  );
}
