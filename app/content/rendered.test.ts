import { describe, expect, it } from "vitest";
import { renderBlocks } from "./rendered.ts";

describe("an editor's Markdown on the page", () => {
  it("keeps ordinary formatting and links", () => {
    const [prose] = renderBlocks([
      { type: "prose", markdown: "Fees are **due** by the 20th; see [fees](/SchoolFees)." },
    ]);
    expect(prose).toEqual({
      type: "prose",
      html: '<p>Fees are <strong>due</strong> by the 20th; see <a href="/SchoolFees">fees</a>.</p>\n',
    });
  });

  it("loses scripts, event handlers, styles and javascript: links", () => {
    const [prose, list] = renderBlocks([
      {
        type: "prose",
        markdown:
          'Hello <script>alert(1)</script><img src=x onerror="alert(2)"> <a href="javascript:alert(3)">x</a> <style>p{}</style>',
      },
      { type: "list", items: ['<b onclick="alert(4)">bold</b>'] },
    ]);
    const html = JSON.stringify([prose, list]);
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|<style|<img/i);
    expect(html).toContain("<b>bold</b>");
  });
});
