import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Alert } from "#contracts/entities.ts";
import { AlertBanner } from "./alert-banner.tsx";

const drawn = (url: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AlertBanner
        alerts={[{ _id: "1", title: "School closed today", severity: "warning", url } as Alert]}
      />
    </MemoryRouter>,
  );

describe("an alert's link saved before links were checked as now", () => {
  it.each(["/\\evil.example", "\\\\evil.example", "/\t/evil.example", "javascript:alert(1)"])(
    "is drawn as no link at all: %j",
    (url) => {
      const html = drawn(url);
      expect(html).toContain("School closed today");
      expect(html).not.toMatch(/href=/);
    },
  );

  it("is drawn as it is when it is a page of the site or another site's address", () => {
    expect(drawn("/Notices")).toContain('href="/Notices"');
    expect(drawn("https://cbse.gov.in/circulars")).toContain(
      'href="https://cbse.gov.in/circulars"',
    );
  });
});
