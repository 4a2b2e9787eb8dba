import { attributeOf } from "./attributes.ts";
import { siteOrigin, type Site, type SiteAnswer } from "./site.ts";

// A form sent as a browser without JavaScript sends it (HTML's form submission): the entries of
// its controls as the page drew them, with what a visitor typed in the fields named by their
// labels, encoded as the form's enctype says, to its action, with the page's cookies and the
// headers a browser adds to a form it posts. For the server's answer to a page that has no
// script to help it.

/** The form in `root` whose submit button says `label`. */
export function formWith(root: ParentNode, label: string): Element {
  const button = [...root.querySelectorAll("form button, form input[type=submit]")].find(
    (b) => (b.textContent || attributeOf(b, "value") || "").trim() === label,
  );
  if (!button) throw new Error(`no form with a "${label}" button`);
  return button.closest("form")!;
}

/** The name of the control a label names, in `form`. */
function nameOf(form: Element, label: string): string {
  const found = [...form.querySelectorAll("label")].find(
    (l) => (l.textContent ?? "").replace(/\s+/g, " ").trim() === label,
  );
  const id = found && attributeOf(found, "for");
  const control = id
    ? [...form.querySelectorAll("[id]")].find((c) => c.id === id)
    : found?.querySelector("input, select, textarea");
  const name = control && attributeOf(control, "name");
  if (!name) throw new Error(`no field labelled "${label}"`);
  return name;
}

/** Whether a control takes no part: disabled itself or by a disabled fieldset around it. */
function disabled(control: Element): boolean {
  if (attributeOf(control, "disabled") !== null) return true;
  const fieldset = control.closest("fieldset[disabled]");
  const legend = fieldset && [...fieldset.children].find((child) => child.localName === "legend");
  return fieldset !== null && !legend?.contains(control);
}

/** The entries the form sends ("constructing the entry list"), typed values by field name. */
export function formEntries(form: Element, typed: Record<string, string> = {}) {
  const entries: [string, string | File][] = [];
  for (const control of form.querySelectorAll("input, select, textarea")) {
    const name = attributeOf(control, "name");
    if (!name || disabled(control)) continue;
    const tag = control.tagName.toLowerCase();
    const type = (attributeOf(control, "type") ?? "text").toLowerCase();
    if (tag === "select") {
      const options = [...control.querySelectorAll("option")];
      const chosen = options.filter((o) => attributeOf(o, "selected") !== null);
      // A single choice with none marked shows (and sends) its first option.
      const sent =
        chosen.length > 0 || attributeOf(control, "multiple") !== null
          ? chosen
          : options.slice(0, 1);
      for (const option of sent)
        entries.push([name, attributeOf(option, "value") ?? option.textContent ?? ""]);
    } else if (tag === "textarea") {
      entries.push([name, typed[name] ?? control.textContent ?? ""]);
    } else if (["submit", "image", "button", "reset"].includes(type)) {
      continue; // only the button pressed is sent, and these forms' buttons have no name
    } else if (type === "checkbox" || type === "radio") {
      if (attributeOf(control, "checked") !== null)
        entries.push([name, attributeOf(control, "value") ?? "on"]);
    } else if (type === "file") {
      entries.push([name, new File([], "", { type: "application/octet-stream" })]);
    } else {
      entries.push([name, typed[name] ?? attributeOf(control, "value") ?? ""]);
    }
  }
  return entries;
}

/** The cookies a page's answer set, as the browser sends them back. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/**
 * The request a browser makes to send `form` of `page` (asked at `address`), with the fields
 * labelled in `typed` filled in: its address, and how it is sent.
 */
export function formRequest(
  address: string,
  page: SiteAnswer,
  form: Element,
  typed: Record<string, string> = {},
): { url: string; init: RequestInit } {
  const byName = Object.fromEntries(
    Object.entries(typed).map(([label, value]) => [nameOf(form, label), value]),
  );
  const entries = formEntries(form, byName);
  const pageUrl = new URL(address, siteOrigin);
  const action = new URL(attributeOf(form, "action") || pageUrl.href, pageUrl);
  action.hash = "";
  const method = (attributeOf(form, "method") ?? "get").toLowerCase();
  const cookie = cookiesOf(page.response);
  const headers: Record<string, string> = {
    // What Chromium adds to a form it sends from a page of the same site.
    Referer: pageUrl.href,
    "Sec-Fetch-Site": "same-origin",
    "Sec-Fetch-Mode": "navigate",
    "Sec-Fetch-Dest": "document",
    ...(cookie && { Cookie: cookie }),
  };
  const text = (value: string | File) => (typeof value === "string" ? value : value.name);
  if (method === "get") {
    action.search = new URLSearchParams(entries.map(([n, v]) => [n, text(v)])).toString();
    return { url: action.href, init: { headers } };
  }
  const enctype = (attributeOf(form, "enctype") ?? "").toLowerCase();
  let body: BodyInit;
  if (enctype === "multipart/form-data") {
    const data = new FormData();
    for (const [n, v] of entries) data.append(n, v);
    body = data; // its Content-Type, boundary and all, comes from the body
  } else if (enctype === "" || enctype === "application/x-www-form-urlencoded") {
    body = new URLSearchParams(entries.map(([n, v]) => [n, text(v)]));
  } else throw new Error(`a form sent as ${enctype} is not drawn here`);
  return {
    url: action.href,
    init: { method: "POST", headers: { ...headers, Origin: siteOrigin }, body },
  };
}

/** The server's answer to `form`, sent as `formRequest` says; not followed if it redirects. */
export function submitForm(
  site: Site,
  address: string,
  page: SiteAnswer,
  form: Element,
  typed: Record<string, string> = {},
): Promise<Response> {
  const { url, init } = formRequest(address, page, form, typed);
  return site.request(url, init);
}
