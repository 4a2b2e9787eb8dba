import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TableBlock } from "./table-block.tsx";

describe("a table an editor typed", () => {
  it("draws markup in a cell as the words typed, never as markup", () => {
    const html = renderToStaticMarkup(
      <TableBlock
        block={{
          type: "table",
          caption: "Fees <b>2026-27</b>",
          columns: ["Class", "Rs. per month"],
          rows: [
            ["6th", 5247],
            ['<script>alert("fees")</script>', '<img src=x onerror="alert(1)">'],
          ],
        }}
      />,
    );
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain("&lt;script&gt;alert(&quot;fees&quot;)&lt;/script&gt;");
    expect(html).toMatch(/<td[^>]*>5247<\/td>/);
  });

  it("names every cell by its column, for the cards a phone shows", () => {
    const html = renderToStaticMarkup(
      <TableBlock
        block={{
          type: "table",
          caption: "Teaching staff",
          columns: ["S.No.", "Name of the Teacher", "Designation", "Qualification"],
          rows: [[1, "Ms. Priya Thomas", "PRT", "B.Sc., B.Ed."]],
        }}
      />,
    );
    const cells = [...html.matchAll(/<(th|td)[^>]*data-label="([^"]*)"[^>]*>([^<]*)</g)].map(
      ([, tag, label, text]) => [tag, label, text],
    );
    expect(cells).toEqual([
      ["td", "S.No.", "1"],
      ["th", "Name of the Teacher", "Ms. Priya Thomas"],
      ["td", "Designation", "PRT"],
      ["td", "Qualification", "B.Sc., B.Ed."],
    ]);
    // The column headers stay a table's, for a screen reader, whatever the screen shows.
    expect(html.match(/<th scope="col"/g)).toHaveLength(4);
    expect(html).toContain('scope="row"');
  });
});
