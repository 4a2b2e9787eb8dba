import { describe, expect, it } from "vitest";
import { findPage, contentPaths } from "../../app/pages.ts";
import { publicFiles, siteImages } from "../public-files.ts";
import { blocksOf, contentPages, imagesOf, textOf, walk } from "../../tests/support/content.ts";

// Rules every content page keeps, whatever its words: it is a built route, it names only
// stored files and well-formed images, and it reads as a real school's page.

const byPath = contentPages.map((page) => [page.path, page] as const);
const storedFiles = new Set(publicFiles.map((file) => file.path));
const imageSizes = ["1200x800", "800x600", "600x600", "800x1100", "600x800"];
const comingSoonPages = ["/CMCHistory", "/GlimpseOfTheDay"];

describe("the content pages", () => {
  it("are exactly the prerendered routes", () => {
    expect(contentPages.map((page) => page.path).sort()).toEqual([...contentPaths].sort());
  });

  it.each(byPath)("%s has its route, a heading and a description", (path, page) => {
    const route = findPage(path);
    expect(route?.path).toBe(path);
    expect(page.heading ?? route?.name).toBeTruthy();
    expect(page.description.length).toBeGreaterThan(40);
    expect(page.blocks.length).toBeGreaterThan(0);
  });

  it.each(byPath)("%s names well-formed images with useful alt text", (_, page) => {
    for (const image of imagesOf(page)) {
      expect(image.file).toMatch(/^public\/Images\/[a-z0-9-]+\.jpg$/);
      expect(image.alt.length, image.file).toBeGreaterThan(15);
      expect(imageSizes, image.file).toContain(`${image.width}x${image.height}`);
    }
  });

  it.each(byPath)("%s links only stored files and valid video ids", (_, page) => {
    for (const block of walk(page)) {
      const files =
        block.type === "files" || block.type === "links"
          ? block.items.flatMap((item) => item.file ?? [])
          : block.type === "pdf"
            ? [block.file]
            : [];
      for (const file of files) expect(storedFiles, file).toContain(file);
      if (block.type === "files")
        for (const item of block.items) expect(item.file ?? item.href, item.title).toBeTruthy();
    }
    const videos = [
      ...blocksOf(page, "video"),
      ...blocksOf(page, "videos").flatMap((block) => block.items),
    ];
    for (const video of videos) {
      expect(video.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(video.title.trim(), video.youtubeId).not.toBe("");
    }
  });

  it.each(byPath.filter(([path]) => !comingSoonPages.includes(path)))(
    "%s has no filler text",
    (_, page) => {
      expect(textOf(page)).not.toMatch(/lorem|ipsum|coming soon|TODO|TBD/i);
    },
  );

  it("use each photo once, except the shared coming-soon image", () => {
    const files = contentPages
      .flatMap((page) => imagesOf(page).map((image) => image.file))
      .filter((file) => file !== siteImages.comingSoon);
    expect(files.filter((file, i) => files.indexOf(file) !== i)).toEqual([]);
  });

  it("use each video once", () => {
    const ids = contentPages.flatMap((page) => [
      ...blocksOf(page, "video").map((video) => video.youtubeId),
      ...blocksOf(page, "videos").flatMap((block) => block.items.map((video) => video.youtubeId)),
    ]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

describe("the breadcrumbs of spec 2.8-2.14", () => {
  it.each([
    ...[
      "/AboutUs",
      "/OurSchool",
      "/OurHeavenlyPatron",
      "/Mission",
      "/Vision",
      "/OurMotto",
      "/CMCHistory",
      "/ManagementCommittee",
      "/Facilities",
      "/Activities",
      "/Staff",
      "/OurUniqueness",
      "/Infrastructure",
      "/StudentStrength",
      "/RulesRegulation",
    ].map((path) => [path, "About Us"]),
    ["/Admission", "Admission"],
    ["/AdmissionXI", "Admission"],
    ["/Feestructure", "Admission"],
    ["/HolidaysHomework", "Academics"],
    ["/GlimpseOfTheDay", "Events"],
    ["/AluminiAssociation", "Alumni"],
  ])("%s sits under %s", (path, section) => {
    expect(findPage(path)?.section).toBe(section);
  });

  it("/Feestructure's last crumb is Fee Structure 2025-2026", () => {
    const page = contentPages.find((p) => p.path === "/Feestructure");
    expect(page?.crumb ?? findPage("/Feestructure")?.crumb).toBe("Fee Structure 2025-2026");
  });

  it("/AluminiAssociation keeps its path and spells Alumni correctly", () => {
    const page = contentPages.find((p) => p.path === "/AluminiAssociation");
    expect(page?.heading).toBe("Alumni Association");
    expect(JSON.stringify(page?.blocks)).not.toMatch(/alumini/i);
  });
});
