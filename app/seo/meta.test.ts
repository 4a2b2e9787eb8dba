import { describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { exampleSchool as school } from "../../tests/support/school-settings.ts";
import { contentPages } from "../../tests/support/content.ts";
import { pages } from "../pages.ts";
import { DESCRIPTION_LENGTH, metaFor, pageDescription } from "./meta.ts";

const origin = "https://school.example";
// What a meta function is handed: the root route's data holds the school's settings.
const matches = [{ id: "root", loaderData: { school: { number: 3, settings: school } } }];
type Tag = Record<string, string | undefined>;
const content = (meta: ReturnType<typeof metaFor>, key: string) =>
  (meta as Tag[]).find((tag) => tag.property === key || tag.name === key)?.content;
const canonical = (meta: ReturnType<typeof metaFor>) =>
  (meta as Tag[]).find((tag) => tag.rel === "canonical")?.href;

describe("page descriptions", () => {
  it("keep a short sentence as it is, with its spacing tidied", () => {
    expect(pageDescription("  Our school's\n  uniform,   term by term. ", school)).toBe(
      "Our school's uniform, term by term.",
    );
  });

  it("cut a long text at a word, within 155 characters, and mark the cut", () => {
    const long = "The school library lends books to every class ".repeat(6);
    const short = pageDescription(long, school);
    expect(short.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(short.endsWith("…")).toBe(true);
    expect(long.startsWith(short.slice(0, -1))).toBe(true);
    expect(long[short.length - 1]).toBe(" ");
  });

  it("fall back to the school's description from its settings, cut to fit", () => {
    expect(pageDescription(undefined, school)).toBe(school.description);
    expect(pageDescription("   ", school)).toBe(school.description);
    const wordy = { ...school, description: "A school with a great deal to say. ".repeat(8) };
    expect(pageDescription(undefined, wordy).length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
  });

  it("name the school by its settings where the sentence says {school}, {board} and so on", () => {
    expect(pageDescription("Events at {school}, a {board} school.", school)).toBe(
      `Events at ${school.titleName}, a ${school.board} school.`,
    );
  });

  it("in the route table name no school: its facts come from the settings", () => {
    const facts = [site.name, site.city, site.board, site.congregation];
    for (const page of pages.filter((p) => p.description)) {
      for (const fact of facts) expect(page.description, page.path).not.toContain(fact);
      expect(pageDescription(page.description, school), page.path).not.toMatch(/[{}]/);
    }
  });

  it("exist for every built page: its content entry's sentence or the route table's", () => {
    for (const page of pages.filter((p) => p.module)) {
      const own =
        page.description ?? contentPages.find((entry) => entry.path === page.path)?.description;
      expect(own, page.path).toBeTruthy();
      expect(pageDescription(own, school).length, page.path).toBeLessThanOrEqual(
        DESCRIPTION_LENGTH,
      );
    }
  });
});

describe("page meta", () => {
  it("name the page by the route table's address, in its casing, on the site's origin", () => {
    const meta = metaFor("/schooluniform", { matches, origin });
    expect(meta[0]).toEqual({ title: `School Uniform - ${school.titleName}` });
    expect(canonical(meta)).toBe(`${origin}/SchoolUniform`);
    expect(content(meta, "og:url")).toBe(`${origin}/SchoolUniform`);
  });

  it("keep the query only where it names the page", () => {
    expect(
      canonical(metaFor("/SubGallery?id=abc", { matches, description: "An album.", origin })),
    ).toBe(`${origin}/SubGallery?id=abc`);
  });

  it("give link previews a title, a description and the absolute card image", () => {
    const meta = metaFor("/Events", { matches, origin });
    expect(content(meta, "description")).toBe(
      pageDescription(pages.find((p) => p.path === "/Events")!.description, school),
    );
    expect(content(meta, "description")).toContain(school.titleName);
    expect(content(meta, "og:title")).toBe(`Events - ${school.titleName}`);
    expect(content(meta, "og:description")).toBe(content(meta, "description"));
    expect(content(meta, "og:image")).toBe(`${origin}${site.shareImage.path}`);
    expect(content(meta, "og:type")).toBe("website");
    expect(content(meta, "og:site_name")).toBe(school.titleName);
    expect(content(meta, "twitter:card")).toBe("summary_large_image");
  });

  it("take a page's own sentence over the route table's", () => {
    const meta = metaFor("/Mission", { matches, description: "Our four commitments.", origin });
    expect(content(meta, "description")).toBe("Our four commitments.");
  });

  it("name the page alone when no settings came with the page", () => {
    const meta = metaFor("/Events", { matches: [], origin });
    expect(meta[0]).toEqual({ title: "Events" });
    expect(content(meta, "og:site_name")).toBeUndefined();
  });
});
