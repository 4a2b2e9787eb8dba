import { MONTH_NAMES } from "#contracts/dates.ts";
import { data, redirect } from "react-router";
import type { Route } from "./+types/settings";
import { mapAddresses, type SchoolSettings } from "#contracts/school-settings.ts";
import { useFileUrl } from "../../site-files.ts";
import { ErrorSummary, StaleSummary } from "../field.tsx";
import { formParts, officeCall, officeUpload, refused } from "../office-api.server.ts";
import {
  fieldMessages,
  formValues,
  settingGroups,
  settingLabels,
  settingsFrom,
  type SettingField,
  type SettingValues,
} from "../settings-form.ts";
import { UploadZone } from "../upload-zone.tsx";
import uploadScript from "../upload.browser.ts?worker&url";
import libraryPickScript from "../library-pick.browser.ts?worker&url";
import { LibraryPick } from "../library-pick.tsx";
import s from "../office.module.css";

// /office/settings: the school's facts every page's frame shows (name, address, phones, links,
// the footer's words) and the session, which administrators keep. A plain form posted to this
// route, which saves through the API; the next page of the website shows what was saved.

export const meta: Route.MetaFunction = () => [{ title: "Settings · School office" }];

interface Saved {
  number: number;
  settings: SchoolSettings | null;
}

async function savedSettings(
  context: Route.LoaderArgs["context"],
  request: Request,
): Promise<Saved> {
  const answer = await officeCall<Saved>(context, request, "GET", "/settings");
  if (answer.status !== 200) refused(answer, request);
  return answer.json;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const saved = await savedSettings(context, request);
  return {
    values: formValues(saved.settings),
    basedOn: String(saved.number),
    map: saved.settings && mapAddresses(saved.settings.map).link,
    feeQr: saved.settings?.feeQr,
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { values, files } = await formParts(request);
  const { basedOn = "0", ...typed } = values;
  const refusal = (errors: Record<string, string>, status = 400, error?: string) =>
    data({ values: typed, basedOn, errors, error, stale: null }, { status });

  // A picture chosen in the form itself (without the upload script) is stored first.
  const [qr] = files.get("upload-feeQr") ?? [];
  if (qr) {
    const stored = await officeUpload(context, request, qr, "pictures");
    if (!("path" in stored)) return refusal({ feeQr: `${qr.name}: ${stored.error}` });
    typed.feeQr = stored.path;
  }

  const answer = await officeCall<{ fields?: Record<string, string>; error?: string }>(
    context,
    request,
    "PUT",
    "/settings",
    { settings: settingsFrom(typed), basedOn: Number(basedOn) },
  );
  if (answer.status === 200) return redirect("/office/settings?saved");
  if (answer.status === 400) {
    const fields = answer.json.fields;
    return fields
      ? refusal(fieldMessages(fields, typed), 400, answer.json.error)
      : refusal({}, 400, answer.json.error ?? "The settings could not be saved.");
  }
  if (answer.status === 409) {
    // Someone saved first: keep what was typed, show what is saved now, and save over it only
    // when asked again, knowing both.
    const current = await savedSettings(context, request);
    return data(
      {
        values: typed,
        basedOn: String(current.number),
        errors: {},
        error: undefined,
        stale: { message: String(answer.json.error), current: formValues(current.settings) },
      },
      { status: 409 },
    );
  }
  refused(answer, request);
}

const noteId = (legend: string) => `note-${legend.toLowerCase().replace(/\W+/g, "-")}`;

function Input({
  field,
  value,
  error,
}: {
  field: SettingField;
  value: string | undefined;
  error?: string;
}) {
  const id = `field-${field.name}`;
  const described = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  const common = {
    id,
    name: field.name,
    defaultValue: value ?? "",
    required: field.required,
    className: s.input,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
  };
  const input =
    field.input === "textarea" ? (
      <textarea {...common} rows={4} />
    ) : field.input === "month" ? (
      // Twelve months and no empty choice: always answered, so not marked required (see
      // record-form.tsx).
      <select {...common} required={undefined}>
        {MONTH_NAMES.map((month, i) => (
          <option key={month} value={String(i + 1)}>
            {month}
          </option>
        ))}
      </select>
    ) : (
      <input
        {...common}
        type={field.input === "email" || field.input === "tel" ? field.input : "text"}
        inputMode={field.input === "url" ? "url" : field.inputMode}
        autoComplete="off"
      />
    );
  return (
    <div className={s.field}>
      <label htmlFor={id}>
        {field.label}
        {field.required && <span className={s.muted}> (required)</span>}
      </label>
      {field.hint && (
        <span id={`${id}-hint`} className={s.hint}>
          {field.hint}
        </span>
      )}
      {input}
      {field.input === "file" && (
        <UploadZone
          name={field.name}
          label="Choose a new picture"
          targetId={id}
          multiple={false}
          kind="photos"
        />
      )}
      {field.input === "file" && <LibraryPick targetId={id} kind="picture" />}
      {error && (
        <span id={`${id}-error`} className={s.error}>
          {error}
        </span>
      )}
    </div>
  );
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const values: SettingValues = actionData?.values ?? loaderData.values;
  const basedOn = actionData?.basedOn ?? loaderData.basedOn;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const stale = actionData?.stale;
  const fileUrl = useFileUrl();
  const changed = stale
    ? Object.keys(settingLabels).filter(
        (name) => (stale.current[name] ?? "").trim() !== (values[name] ?? "").trim(),
      )
    : [];
  return (
    <>
      <h1>Settings</h1>
      <p>
        The school's facts every page of the website shows in its header and footer, and the session
        in force. The website shows what you save here at once.
      </p>
      {loaderData.saved && !actionData && (
        <p className={s.notice} role="status">
          Saved. Every page of the website shows these settings now.{" "}
          <a href="/ContactUs">See the Contact Us page</a>
        </p>
      )}
      {stale && (
        <StaleSummary
          message={stale.message}
          changed={changed.map((name) => ({
            label: settingLabels[name]!,
            value: stale.current[name] || "(empty)",
          }))}
          same="What they saved is what you typed."
        />
      )}
      <ErrorSummary
        error={actionData?.error}
        fields={Object.keys(errors).length > 0 ? errors : undefined}
        labels={settingLabels}
      />
      <form method="post" encType="multipart/form-data">
        <input type="hidden" name="basedOn" value={basedOn} />
        {settingGroups.map((group) => (
          <fieldset
            key={group.legend}
            className={s.panel}
            aria-describedby={group.note ? noteId(group.legend) : undefined}
          >
            <legend className={s.label}>{group.legend}</legend>
            {group.note && (
              <div className={s.field}>
                <p id={noteId(group.legend)} className={s.hint}>
                  {group.note}
                </p>
              </div>
            )}
            {group.fields.map((field) => (
              <Input
                key={field.name}
                field={field}
                value={values[field.name]}
                error={errors[field.name]}
              />
            ))}
            {group.legend === "Address and map" && loaderData.map && (
              <p>
                <a href={loaderData.map} target="_blank" rel="noopener noreferrer">
                  See the saved position on the map
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </p>
            )}
            {group.legend === "App and footer" && loaderData.feeQr && (
              <figure>
                <img src={fileUrl(loaderData.feeQr)} alt="" width="96" height="96" />
                <figcaption>The fee payment QR code the website shows now.</figcaption>
              </figure>
            )}
          </fieldset>
        ))}
        <div className={s.actions}>
          <button type="submit" className={s.button}>
            Save the settings
          </button>
        </div>
      </form>
      <script src={uploadScript} defer />
      <script src={libraryPickScript} defer />
    </>
  );
}
