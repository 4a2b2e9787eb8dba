import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Pager } from "./pager.tsx";

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!.replaceAll("&amp;", "&"));

describe("the links to a list's other pages", () => {
  it("keep the list's filters and words, and nothing else of the address", () => {
    const params = new URLSearchParams(
      "year=2025&month=3&q=fees&fbclid=AbC123&drawn=17&before=old-cursor",
    );
    const html = renderToStaticMarkup(
      <Pager
        params={params}
        keep={["year", "month", "q"]}
        next="next-cursor"
        previous="previous-cursor"
        of="News"
      />,
    );
    expect(hrefs(html)).toEqual([
      "?year=2025&month=3&q=fees&after=previous-cursor",
      "?year=2025&month=3&q=fees&before=next-cursor",
    ]);
  });

  it("draws nothing for a list of one page", () => {
    const html = renderToStaticMarkup(<Pager params={new URLSearchParams()} keep={[]} of="News" />);
    expect(html).toBe("");
  });
});
