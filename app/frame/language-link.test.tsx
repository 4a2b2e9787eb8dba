import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LanguageLink } from "./language-link.tsx";

const drawn = (address: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[address]}>
      <LanguageLink />
    </MemoryRouter>,
  );

describe("the language link", () => {
  it("leads an English page to its Hindi twin, query kept, named in Hindi", () => {
    const html = drawn("/Events?month=2026-11");
    expect(html).toContain('href="/hi/Events?month=2026-11"');
    expect(html).toContain('lang="hi"');
    expect(html).toContain('hrefLang="hi-IN"');
    expect(html).toContain("हिन्दी");
  });

  it("leads a Hindi page back to its English one, the home page too", () => {
    expect(drawn("/hi/SchoolFees")).toContain('href="/SchoolFees"');
    const home = drawn("/hi");
    expect(home).toContain('href="/"');
    expect(home).toContain('lang="en"');
    expect(home).toContain('hrefLang="en-IN"');
    expect(home).toContain("English");
  });
});
