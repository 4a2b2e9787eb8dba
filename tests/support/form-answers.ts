import { expect } from "vitest";
import { cookiesOf, formWith, submitForm } from "./form-submission.ts";
import { read, siteOrigin, text, type Site, type SiteAnswer } from "./site.ts";

// A form's answer as a browser without JavaScript comes to it: the page posted to, or the
// page a redirect leads to; and where on that page the answer takes the visitor.

export interface FormAnswer {
  /** Where the answering page is, for the next form sent from it. */
  address: string;
  answer: SiteAnswer;
  /** The fragment the posted form's action names: where the answering page opens. */
  fragment: string;
}

/** The page at `address` answering its form with the `button` button, sent with `typed`. */
export async function answerTo(
  site: Site,
  address: string,
  page: SiteAnswer,
  button: string,
  typed: Record<string, string> = {},
): Promise<FormAnswer> {
  const form = formWith(page.document, button);
  const fragment = new URL(form.getAttribute("action") ?? "", new URL(address, siteOrigin)).hash;
  const response = await submitForm(site, address, page, form, typed);
  const location = response.headers.get("Location");
  if (response.status < 300 || response.status >= 400 || !location) {
    return { address, answer: await read(response), fragment };
  }
  // A browser follows the redirect with a GET, and the cookies the answer set.
  const next = new URL(location, new URL(address, siteOrigin));
  const cookie = cookiesOf(response);
  await response.body?.cancel();
  return {
    address: next.pathname + next.search,
    answer: await site.page(next.href, { headers: cookie ? { Cookie: cookie } : {} }),
    fragment: next.hash || fragment,
  };
}

/**
 * What takes the focus when the answer loads, and says `words`: the one element marked to take
 * it (autofocus) and able to (tabindex -1), where the posted form's action opens the page.
 * Answers the element.
 */
export function expectFocusedAnswer({ answer, fragment }: FormAnswer, words: RegExp): Element {
  const focused = answer.all("[autofocus]");
  expect(focused.map((element) => element.id)).toEqual([fragment.slice(1)]);
  const [element] = focused as [Element];
  expect(text(element)).toMatch(words);
  expect(element.getAttribute("tabindex")).toBe("-1");
  return element;
}
