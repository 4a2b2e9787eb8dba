import { data } from "react-router";
import type { Route } from "./+types/merit";
import { formParts, officeCall, refused } from "../office-api.server.ts";
import { Link } from "../../link.tsx";
import { stateLabels } from "../application-states.ts";
import type { ApplicationState } from "#contracts/admissions/application.ts";
import s from "../office.module.css";

// The Class XI merit lists (spec 9): each round's applicants with a box for the entrance mark,
// each stream's list in order of merit with the points that made it, and the button that
// publishes the round's allotment by application number, shown on the site from its day.

export const meta: Route.MetaFunction = () => [{ title: "Class XI merit lists · School office" }];

interface Place {
  id: string;
  childName: string;
  state: ApplicationState;
  place: number;
  scholarship: number;
  applicant: { number: string; entranceMark?: number };
  points: Record<
    | "entrance"
    | "classIX"
    | "classX"
    | "board"
    | "sports"
    | "arts"
    | "sisterBranch"
    | "girl"
    | "total",
    number
  >;
}
interface RoundList {
  round: { name: string; testOn?: string; allotmentOn: string };
  streams: { stream: string; seats: number; places: Place[] }[];
  unmarked: { id: string; number: string; childName: string; stream: string }[];
  published: boolean;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const answer = await officeCall<RoundList[]>(context, request, "GET", "/merit");
  if (answer.status !== 200) refused(answer, request);
  return { rounds: answer.json };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { values, form } = await formParts(request);
  if (values.intent === "publish") {
    const answer = await officeCall<{ offered?: number; waitlisted?: number; error?: string }>(
      context,
      request,
      "POST",
      "/merit/publish",
      { round: values.round },
    );
    if (answer.status === 200) {
      return {
        done: `${values.round}: ${answer.json.offered} offered, ${answer.json.waitlisted} waiting.`,
        error: undefined,
      };
    }
    if (answer.status === 401 || answer.status === 403) refused(answer, request);
    return data({ done: undefined, error: answer.json.error ?? "Not published." }, { status: 400 });
  }
  // Each box named mark-{id}; an empty box leaves that applicant's mark as it was.
  const entries = [...form.keys()]
    .filter((name) => name.startsWith("mark-") && String(form.get(name)).trim() !== "")
    .map((name) => ({ id: name.slice(5), marks: { entranceMark: String(form.get(name)).trim() } }));
  if (entries.length === 0)
    return data({ done: undefined, error: "Enter at least one mark." }, { status: 400 });
  const answer = await officeCall<{ saved?: number; error?: string }>(
    context,
    request,
    "POST",
    "/merit/marks",
    {
      entries,
    },
  );
  if (answer.status === 200) return { done: `${answer.json.saved} marks saved.`, error: undefined };
  if (answer.status === 401 || answer.status === 403) refused(answer, request);
  const fields = (answer.json as { fields?: Record<string, string> }).fields ?? {};
  return data(
    { done: undefined, error: Object.values(fields)[0] ?? answer.json.error ?? "Not saved." },
    { status: 400 },
  );
}

const breakdown = (points: Place["points"]) =>
  (
    [
      ["entrance", "test"],
      ["classIX", "IX"],
      ["classX", "X"],
      ["board", "board"],
      ["sports", "sports"],
      ["arts", "arts"],
      ["sisterBranch", "branch"],
      ["girl", "girl"],
    ] as const
  )
    .filter(([key]) => points[key] > 0)
    .map(([key, label]) => `${label} ${points[key]}`)
    .join(" · ");

export default function Merit({ loaderData, actionData }: Route.ComponentProps) {
  const { rounds } = loaderData;
  return (
    <>
      <p>
        <Link to="/office/applications">Applications</Link>
      </p>
      <h1>Class XI merit lists</h1>
      <p>
        Points by the published weightage: the entrance mark as obtained; Class IX and the Class X
        first semester 20, 10 or 5 at 90, 80 or 70%; sports and arts 10 state, 5 district or
        inter-school; 10 for a sister branch; 5 for a girl; the Class X board 20, 10 or 5 for a
        change of stream. Achievements, the round and a change of stream are entered on each
        application.
      </p>
      {actionData?.error && (
        <p className={s.error} role="alert">
          {actionData.error}
        </p>
      )}
      {actionData?.done && (
        <p className={s.notice} role="status">
          {actionData.done}
        </p>
      )}
      {rounds.length === 0 && <p>The admission settings have no Class XI rounds.</p>}
      {rounds.map(({ round, streams, unmarked, published }, index) => {
        const everyone = streams.flatMap((one) => one.places);
        return (
          <section key={round.name} className={s.panel} aria-labelledby={`round-${index}`}>
            <h2 id={`round-${index}`}>
              {round.name}
              {published ? " (published)" : ""}
            </h2>
            <p className={s.muted}>
              {round.testOn ? `Test on ${round.testOn}; ` : ""}allotment shown on the site from{" "}
              {round.allotmentOn}.
            </p>
            {everyone.length + unmarked.length > 0 && (
              <form method="post">
                <table className={s.table}>
                  <caption className={s.caption}>Entrance marks</caption>
                  <thead>
                    <tr>
                      <th scope="col">Number</th>
                      <th scope="col">Child</th>
                      <th scope="col">Entrance mark</th>
                    </tr>
                  </thead>
                  <tbody>
                    {[
                      ...unmarked.map((one) => ({ ...one, mark: undefined })),
                      ...everyone.map((one) => ({
                        id: one.id,
                        number: one.applicant.number,
                        childName: one.childName,
                        mark: one.applicant.entranceMark,
                      })),
                    ].map((one) => (
                      <tr key={one.id}>
                        <td data-label="Number">
                          <Link to={`/office/applications/${one.id}`}>{one.number}</Link>
                        </td>
                        <td data-label="Child">{one.childName}</td>
                        <td data-label="Entrance mark">
                          <input
                            name={`mark-${one.id}`}
                            defaultValue={one.mark ?? ""}
                            inputMode="decimal"
                            className={s.input}
                            aria-label={`Entrance mark of ${one.number}`}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <button type="submit" name="intent" value="marks" className={s.button}>
                  Save the marks
                </button>
              </form>
            )}
            {streams
              .filter((one) => one.places.length > 0)
              .map(({ stream, seats, places }) => (
                <table key={stream} className={s.table}>
                  <caption className={s.caption}>
                    {stream}: {seats} seats, {places.length} ranked
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Place</th>
                      <th scope="col">Number</th>
                      <th scope="col">Points</th>
                      <th scope="col">Made of</th>
                      <th scope="col">Scholarship</th>
                      <th scope="col">State</th>
                    </tr>
                  </thead>
                  <tbody>
                    {places.map((one) => (
                      <tr key={one.id}>
                        <td data-label="Place">{one.place}</td>
                        <td data-label="Number">
                          <Link to={`/office/applications/${one.id}`}>{one.applicant.number}</Link>
                        </td>
                        <td data-label="Points">{one.points.total}</td>
                        <td data-label="Made of">{breakdown(one.points)}</td>
                        <td data-label="Scholarship">
                          {one.scholarship ? `${one.scholarship}%` : "None"}
                        </td>
                        <td data-label="State">{stateLabels[one.state]}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ))}
            {everyone.length > 0 && (
              <form method="post">
                <input type="hidden" name="round" value={round.name} />
                <button type="submit" name="intent" value="publish" className={s.button}>
                  {published ? "Publish the allotment again" : "Publish the allotment"}
                </button>
                <p className={s.hint}>
                  Each stream&apos;s seats not offered in earlier rounds are offered in order of
                  merit; the rest of the list waits. The site shows the numbers only, from{" "}
                  {round.allotmentOn}.
                </p>
              </form>
            )}
          </section>
        );
      })}
    </>
  );
}
