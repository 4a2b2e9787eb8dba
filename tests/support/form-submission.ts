import { chosen, control, named, optionValue } from "./reading.ts";
import { siteOrigin, type Site, type SiteAnswer } from "./site.ts";

// A form sent as a browser without JavaScript sends it (HTML's form submission): the entries of
// its controls as the page drew them, with what a visitor typed in the fields named by their
// labels, encoded as the form's enctype says, to its action, with the page's cookies and the
// headers a browser adds to a form it posts. For the server's answer to a page that has no
// script to help it.

/** The one form in `root` whose submit button is named `label`. */
export function formWith(root: ParentNode, label: string): Element {
  return named(root, "form button, form input[type=submit]", label).closest("form")!;
}

/** The name of the control labelled `label` in `form`. */
function nameOf(form: Element, label: string): string {
  const name = control(form, label).getAttribute("name");
  if (!name) throw new Error(`the field labelled "${label}" has no name`);
  return name;
}

/** Whether a control takes no part: disabled itself or by a disabled fieldset around it. */
function disabled(control: Element): boolean {
  if (control.hasAttribute("disabled")) return true;
  const fieldset = control.closest("fieldset[disabled]");
  const legend = fieldset && [...fieldset.children].find((child) => child.localName === "legend");
  return fieldset !== null && !legend?.contains(control);
}

/** The entries the form sends ("constructing the entry list"), typed values by field name. */
export function formEntries(form: Element, typed: Record<string, string> = {}) {
  const entries: [string, string | File][] = [];
  for (const control of form.querySelectorAll("input, select, textarea")) {
    const name = control.getAttribute("name");
    if (!name || disabled(control)) continue;
    const tag = control.localName;
    const type = (control.getAttribute("type") ?? "text").toLowerCase();
    if (tag === "select" && control.hasAttribute("multiple")) {
      for (const option of control.querySelectorAll("option[selected]")) {
        entries.push([name, optionValue(option)]);
      }
    } else if (tag === "select") {
      // A single choice sends what it shows; one without options sends nothing.
      if (control.querySelector("option")) entries.push([name, chosen(control)]);
    } else if (tag === "textarea") {
      entries.push([name, typed[name] ?? control.textContent ?? ""]);
    } else if (["submit", "image", "button", "reset"].includes(type)) {
      continue; // only the button pressed is sent, and these forms' buttons have no name
    } else if (type === "checkbox" || type === "radio") {
      if (control.hasAttribute("checked"))
        entries.push([name, control.getAttribute("value") ?? "on"]);
    } else if (type === "file") {
      entries.push([name, new File([], "", { type: "application/octet-stream" })]);
    } else {
      entries.push([name, typed[name] ?? control.getAttribute("value") ?? ""]);
    }
  }
  return entries;
}

/** The cookies an answer set, as the browser sends them back: those it cleared, not. */
export function cookiesOf(response: Response): string {
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
  const action = new URL(form.getAttribute("action") || pageUrl.href, pageUrl);
  action.hash = "";
  const method = (form.getAttribute("method") ?? "get").toLowerCase();
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
  const enctype = (form.getAttribute("enctype") ?? "").toLowerCase();
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
