import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import {
  colours,
  homeScreenIcons,
  homeScreenLinks,
  shortName,
  webManifest,
} from "./home-screen.ts";

const school = { name: site.name, titleName: site.titleName, description: site.description };

describe("the web app manifest", () => {
  const manifest = webManifest(school);

  it("names the school as its settings do, with a name that fits under an icon", () => {
    expect(manifest.name).toBe(site.titleName);
    expect(site.name.startsWith(manifest.short_name)).toBe(true);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const renamed = webManifest({ ...school, name: "St. Mary's Convent School", titleName: "X" });
    expect(renamed.short_name).toBe("St. Mary's");
  });

  it("starts at the home page, within the site, in a mode the specification knows", () => {
    expect(manifest.start_url).toBe("/");
    expect(manifest.scope).toBe("/");
    expect(manifest.id).toBe("/");
    expect(["fullscreen", "standalone", "minimal-ui", "browser"]).toContain(manifest.display);
  });

  it("lists a 192 and a 512 pixel PNG and a maskable one", () => {
    const sizes = (purpose: string) =>
      manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
    expect(sizes("any")).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(sizes("maskable").length).toBeGreaterThan(0);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe("image/png");
      expect(icon.src).toMatch(/^\/[\w/-]+\.png$/);
    }
  });

  it("survives JSON as the valid manifest it is", () => {
    const parsed = JSON.parse(JSON.stringify(manifest)) as Record<string, unknown>;
    for (const member of ["name", "short_name", "start_url", "display", "icons"]) {
      expect(parsed[member], member).toBeTruthy();
    }
    for (const member of ["theme_color", "background_color"]) {
      expect(parsed[member], member).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe("the short name", () => {
  it.each([
    ["Holy Lamp Convent School", "Holy Lamp"],
    ["Delhi Public School", "Delhi Public"],
    ["Loreto Convent", "Loreto"],
    ["Carmel", "Carmel"],
    ["Sacred Heart Girls' Convent", "SHGC"],
    ["Sacred Heart Senior Secondary School", "Sacred Heart"],
  ])("of %s is %s", (name, short) => {
    expect(shortName(name)).toBe(short);
  });
});

describe("the colours of the browser's bar and the icons", () => {
  const tokens = fs.readFileSync(new URL("../styles/tokens.css", import.meta.url), "utf8");
  const token = (name: string) =>
    new RegExp(`--color-${name}\\s*:\\s*(#[0-9a-f]{6})\\s*;`, "i").exec(tokens)?.[1];

  it("are the page's own: the top bar, the surface, the alternate surface", () => {
    expect(colours.theme).toBe(token("ink-strong"));
    expect(colours.background).toBe(token("surface"));
    expect(colours.iconBackground).toBe(token("surface-alt"));
  });
});

describe("the document head's links", () => {
  it("name the manifest, the apple-touch-icon and favicon.ico, each a made icon or route", () => {
    const rels = homeScreenLinks.map((link) => link.rel);
    expect(rels).toEqual(expect.arrayContaining(["manifest", "apple-touch-icon", "icon"]));
    const apple = homeScreenLinks.find((link) => link.rel === "apple-touch-icon")!;
    expect(homeScreenIcons.find((icon) => icon.path === apple.href)).toMatchObject({
      size: 180,
      kind: "apple",
    });
  });
});
