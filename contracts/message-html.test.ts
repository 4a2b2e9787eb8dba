import { describe, expect, it } from "vitest";
import { sanitizeMessage } from "./message-html.ts";

describe("sanitizeMessage", () => {
  it("keeps simple formatting", () => {
    expect(sanitizeMessage("<p>Dear <strong>parents</strong>, <em>welcome</em>.</p>")).toBe(
      "<p>Dear <strong>parents</strong>, <em>welcome</em>.</p>",
    );
  });

  it("removes scripts, event handlers, styles and javascript: links", () => {
    const dirty =
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(2)</script>' +
      '<img src=x onerror="alert(3)"><a href="javascript:alert(4)">link</a>' +
      '<a href="https://example.org" onmouseover="alert(5)">ok</a><iframe src="https://evil.example"></iframe></p>';
    const clean = sanitizeMessage(dirty);
    expect(clean).not.toMatch(
      /script|onerror|onclick|onmouseover|javascript:|style=|<img|<iframe/i,
    );
    expect(clean).toContain('<a href="https://example.org" rel="noopener noreferrer">ok</a>');
    expect(clean).toContain('<a rel="noopener noreferrer">link</a>');
  });

  it("refuses encoded and mixed-case script URLs", () => {
    for (const href of [
      "JaVaScRiPt:alert(1)",
      "&#106;avascript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
    ]) {
      expect(sanitizeMessage(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer">x</a>');
    }
  });
});
