import { data, redirect } from "react-router";
import type { Route } from "./+types/settings";
import { mapAddresses, type SchoolSettings } from "#contracts/school-settings.ts";
import { useFileUrl } from "../../site-files.ts";
import { formParts, officeCall, officeUpload, refused } from "../office-api.server.ts";
import {
  fieldMessages,
  formValues,
  settingGroups,
  settingLabels,
  settingsFrom,
  type SettingValues,
} from "../settings-form.ts";
import { GroupedForm } from "../grouped-form.tsx";
import { Input } from "../setting-input.tsx";
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

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const values: SettingValues = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const fileUrl = useFileUrl();
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
      <GroupedForm
        groups={settingGroups}
        labels={settingLabels}
        values={values}
        basedOn={actionData?.basedOn ?? loaderData.basedOn}
        errors={errors}
        error={actionData?.error}
        stale={actionData?.stale}
        submit="Save the settings"
      >
        {(group) => (
          <>
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
          </>
        )}
      </GroupedForm>
    </>
  );
}
