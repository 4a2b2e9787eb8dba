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
    expect(html).toContain("<td>5247</td>");
  });
});
