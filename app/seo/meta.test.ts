import { describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { contentPages } from "../../tests/support/content.ts";
import { pages } from "../pages.ts";
import { DESCRIPTION_LENGTH, metaFor, pageDescription } from "./meta.ts";

const origin = "https://school.example";
type Tag = Record<string, string | undefined>;
const content = (meta: ReturnType<typeof metaFor>, key: string) =>
  (meta as Tag[]).find((tag) => tag.property === key || tag.name === key)?.content;
const canonical = (meta: ReturnType<typeof metaFor>) =>
  (meta as Tag[]).find((tag) => tag.rel === "canonical")?.href;

describe("page descriptions", () => {
  it("keep a short sentence as it is, with its spacing tidied", () => {
    expect(pageDescription("  Our school's\n  uniform,   term by term. ")).toBe(
      "Our school's uniform, term by term.",
    );
  });

  it("cut a long text at a word, within 155 characters, and mark the cut", () => {
    const long = "The school library lends books to every class ".repeat(6);
    const short = pageDescription(long);
    expect(short.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(short.endsWith("…")).toBe(true);
    expect(long.startsWith(short.slice(0, -1))).toBe(true);
    expect(long[short.length - 1]).toBe(" ");
  });

  it("fall back to the school's description, which fits", () => {
    expect(pageDescription(undefined)).toBe(site.description);
    expect(pageDescription("   ")).toBe(site.description);
    expect(site.description.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
  });

  it("exist for every built page: its content entry's sentence or the route table's", () => {
    for (const page of pages.filter((p) => p.module)) {
      const own = page.description ?? contentPages.find((entry) => entry.path === page.path)?.description;
      expect(own, page.path).toBeTruthy();
      expect(pageDescription(own).length, page.path).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    }
  });
});

describe("page meta", () => {
  it("name the page by the route table's address, in its casing, on the site's origin", () => {
    const meta = metaFor("/schooluniform", undefined, origin);
    expect(meta[0]).toEqual({ title: `School Uniform - ${site.titleName}` });
    expect(canonical(meta)).toBe(`${origin}/SchoolUniform`);
    expect(content(meta, "og:url")).toBe(`${origin}/SchoolUniform`);
  });

  it("keep the query only where it names the page", () => {
    expect(canonical(metaFor("/SubGallery?id=abc", "An album.", origin))).toBe(
      `${origin}/SubGallery?id=abc`,
    );
  });

  it("give link previews a title, a description and the absolute card image", () => {
    const meta = metaFor("/Events", undefined, origin);
    expect(content(meta, "description")).toBe(pages.find((p) => p.path === "/Events")!.description);
    expect(content(meta, "og:title")).toBe(`Events - ${site.titleName}`);
    expect(content(meta, "og:description")).toBe(content(meta, "description"));
    expect(content(meta, "og:image")).toBe(`${origin}${site.shareImage.path}`);
    expect(content(meta, "og:type")).toBe("website");
    expect(content(meta, "og:site_name")).toBe(site.titleName);
    expect(content(meta, "twitter:card")).toBe("summary_large_image");
  });

  it("take a page's own sentence over the route table's", () => {
    expect(content(metaFor("/Mission", "Our four commitments.", origin), "description")).toBe(
      "Our four commitments.",
    );
  });
});
