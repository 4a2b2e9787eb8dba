import { data, redirect } from "react-router";
import type { Route } from "./+types/disclosure";
import type { Disclosure } from "#contracts/disclosure.ts";
import { Link } from "../../link.tsx";
import {
  disclosureFrom,
  disclosureGroups,
  disclosureLabels,
  formValues,
  type DisclosureField,
  type DisclosureValues,
} from "../disclosure-form.ts";
import { formParts, officeCall, officeUpload, refused } from "../office-api.server.ts";
import { GroupedForm } from "../grouped-form.tsx";
import { Input } from "../setting-input.tsx";
import s from "../office.module.css";

// /office/disclosure: the CBSE's Mandatory Public Disclosure as far as the school types it (its
// code, the documents and their dates, three years of board results, the infrastructure),
// kept with the settings and saved through the API like them. The staff register's counts are
// shown beside it, read-only: the public page counts the teachers itself.

export const meta: Route.MetaFunction = () => [{ title: "CBSE disclosure · School office" }];

/** The posts the disclosure counts, in the order its staff table gives them. */
const countedPosts = [
  "Principal",
  "PGT",
  "TGT",
  "PRT",
  "NTT",
  "PTI",
  "Other teacher",
  "Special educator",
  "Counsellor",
] as const;

interface Saved {
  number: number;
  disclosure: Disclosure | null;
  staff: {
    posts: Partial<Record<string, number>>;
    principal?: { name: string; qualification?: string | null };
  };
}

async function savedDisclosure(
  context: Route.LoaderArgs["context"],
  request: Request,
): Promise<Saved> {
  const answer = await officeCall<Saved>(context, request, "GET", "/disclosure");
  if (answer.status !== 200) refused(answer, request);
  return answer.json;
}

/** The fields that take a document, whose files a form without the upload script carries. */
const documentFields = disclosureGroups.flatMap((group) =>
  (group.sets ?? []).flatMap((set) =>
    set.fields.filter((field) => field.input === "file").map((field) => field.name),
  ),
);

export async function loader({ context, request }: Route.LoaderArgs) {
  const saved = await savedDisclosure(context, request);
  return {
    values: formValues(saved.disclosure),
    basedOn: String(saved.number),
    staff: saved.staff,
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { values, files } = await formParts(request);
  const { basedOn = "0", ...typed } = values;
  const refusal = (errors: Record<string, string>, status = 400, error?: string) =>
    data({ values: typed, basedOn, errors, error, stale: null }, { status });

  // A document chosen in the form itself (without the upload script) is stored first; one
  // stored before another was refused stays in its field, so it is not sent twice.
  for (const name of documentFields) {
    const [file] = files.get(`upload-${name}`) ?? [];
    if (!file) continue;
    const stored = await officeUpload(context, request, file);
    if (!("path" in stored)) return refusal({ [name]: `${file.name}: ${stored.error}` });
    typed[name] = stored.path;
  }

  const answer = await officeCall<{ fields?: Record<string, string>; error?: string }>(
    context,
    request,
    "PUT",
    "/disclosure",
    { disclosure: disclosureFrom(typed), basedOn: Number(basedOn) },
  );
  if (answer.status === 200) return redirect("/office/disclosure?saved");
  if (answer.status === 400) {
    return refusal(
      answer.json.fields ?? {},
      400,
      answer.json.error ?? "The disclosure could not be saved.",
    );
  }
  if (answer.status === 409) {
    const current = await savedDisclosure(context, request);
    // Before the school's settings are first saved there is nothing to keep the disclosure with,
    // and nobody else's work to compare.
    if (current.number === 0) {
      return refusal({}, 409, answer.json.error ?? "Save the school's settings first.");
    }
    // Someone saved first: keep what was typed, show what is saved now, and save over it only
    // when asked again, knowing both.
    return data(
      {
        values: typed,
        basedOn: String(current.number),
        errors: {},
        error: undefined,
        stale: { message: String(answer.json.error), current: formValues(current.disclosure) },
      },
      { status: 409 },
    );
  }
  refused(answer, request);
}

/** A set's fields, the short numbers of a row side by side so a year's row fits a phone. */
function Fields({
  fields,
  values,
  errors,
}: {
  fields: DisclosureField[];
  values: DisclosureValues;
  errors: Record<string, string>;
}) {
  const runs: DisclosureField[][] = [];
  for (const field of fields) {
    const last = runs.at(-1);
    if (field.short && last?.[0]?.short) last.push(field);
    else runs.push([field]);
  }
  const input = (field: DisclosureField) => (
    <Input key={field.name} field={field} value={values[field.name]} error={errors[field.name]} />
  );
  return runs.map((run) =>
    run[0]!.short ? (
      <div key={run[0]!.name} className={s.pair}>
        {run.map(input)}
      </div>
    ) : (
      input(run[0]!)
    ),
  );
}

function StaffRegister({ staff }: { staff: Saved["staff"] }) {
  const principal = staff.principal
    ? [staff.principal.name, staff.principal.qualification].filter(Boolean).join(", ")
    : "None published in the register yet";
  return (
    <section aria-labelledby="from-staff" className={s.panel}>
      <h2 id="from-staff">From the staff register</h2>
      <p>
        The disclosure counts the published staff of{" "}
        <Link to="/office/records/staff">the staff register</Link> by their post; change them there.
      </p>
      <dl className={s.details}>
        <div>
          <dt>Principal</dt>
          <dd>{principal}</dd>
        </div>
        {countedPosts.map((post) => (
          <div key={post}>
            <dt>{post === "Principal" ? "Principals" : post}</dt>
            <dd>{staff.posts[post] ?? 0}</dd>
          </div>
        ))}
      </dl>
      <p className={s.hint}>
        The teacher-section ratio divides the teachers (PGT, TGT, PRT, NTT, PTI and other teachers)
        by the sections written in the <Link to="/office/settings">Settings</Link>, under
        &ldquo;Sections of each class&rdquo;; without them the disclosure leaves the ratio out.
      </p>
    </section>
  );
}

export default function DisclosurePage({ loaderData, actionData }: Route.ComponentProps) {
  const values: DisclosureValues = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <>
      <h1>CBSE disclosure</h1>
      <p>
        The public page <a href="/CbseDisclosure">/CbseDisclosure</a> and its PDF,{" "}
        <a href="/CbseDisclosure.pdf">/CbseDisclosure.pdf</a>, are drawn from what is saved here,
        the school&apos;s <Link to="/office/settings">settings</Link> and{" "}
        <Link to="/office/records/staff">the staff register</Link>. Anything may be left empty while
        it is gathered, and saved as far as it goes.
      </p>
      {loaderData.saved && !actionData && (
        <p className={s.notice} role="status">
          Saved. The disclosure shows it now. <a href="/CbseDisclosure">See the CBSE disclosure</a>
        </p>
      )}
      <StaffRegister staff={loaderData.staff} />
      <GroupedForm
        groups={disclosureGroups}
        labels={disclosureLabels}
        values={values}
        basedOn={actionData?.basedOn ?? loaderData.basedOn}
        errors={errors}
        error={actionData?.error}
        stale={actionData?.stale}
        submit="Save the disclosure"
      >
        {(group) => (
          <>
            {group.fields && <Fields fields={group.fields} values={values} errors={errors} />}
            {group.sets?.map((set) => (
              <fieldset key={set.legend} className={s.item}>
                <legend className={set.legendHidden ? "visually-hidden" : undefined}>
                  {set.legend}
                </legend>
                <Fields fields={set.fields} values={values} errors={errors} />
              </fieldset>
            ))}
          </>
        )}
      </GroupedForm>
    </>
  );
}
