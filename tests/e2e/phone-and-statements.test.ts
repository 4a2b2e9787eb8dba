import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { pages } from "#app/pages.ts";
import { desktop, openPage, phone, useBrowser } from "../support/browser.ts";
import { isPng, readIco } from "../support/ico.ts";

// What a phone reads to put the school on its home screen (the manifest, its icons, the
// favicon and the head's links), and the two statements every visitor can reach from the
// footer: the privacy notice and the accessibility statement.

const baseUrl = inject("baseUrl");
const browser = useBrowser();

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

async function pngOf(address: string) {
  const response = await fetch(new URL(address, baseUrl));
  expect(response.status, address).toBe(200);
  expect(response.headers.get("content-type"), address).toBe("image/png");
  const body = Buffer.from(await response.arrayBuffer());
  const { format, width, height } = await sharp(body).metadata();
  return { format, width, height };
}

describe("the web app manifest", () => {
  it("is JSON with the members a home screen needs, named as the school's settings say", async () => {
    const response = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json\b/);
    const manifest = (await response.json()) as Record<string, unknown>;
    const { settings } = (await (await fetch(`${baseUrl}/api/settings/HLCA`)).json()) as {
      settings: { name: string; titleName: string };
    };
    expect(manifest.name).toBe(settings.titleName);
    expect(typeof manifest.short_name).toBe("string");
    expect(settings.name).toContain(manifest.short_name);
    expect(manifest.start_url).toBe("/");
    expect(["standalone", "browser", "minimal-ui", "fullscreen"]).toContain(manifest.display);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("lists icons of 192 and 512 pixels and a maskable one, each a PNG of its stated size", async () => {
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as {
      icons: ManifestIcon[];
    };
    const purposes = (icon: ManifestIcon) => (icon.purpose ?? "any").split(/\s+/);
    const anySizes = manifest.icons.filter((i) => purposes(i).includes("any")).map((i) => i.sizes);
    expect(anySizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((icon) => purposes(icon).includes("maskable"))).toBe(true);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(await pngOf(icon.src), icon.src).toEqual({ format: "png", width, height });
    }
  });

  it("is read by the browser without a complaint", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(`${baseUrl}/AboutUs`);
    const session = await context.newCDPSession(page);
    const read = (await session.send("Page.getAppManifest")) as {
      url: string;
      errors: { message: string }[];
      data?: string;
    };
    expect(read.url).toBe(`${baseUrl}/manifest.webmanifest`);
    expect(read.errors).toEqual([]);
    expect(read.data).toBeTruthy();
    await context.close();
  });
});

describe("/favicon.ico", () => {
  it("is an ICO whose directory lists a 16, 32 and 48 pixel image, each one that parses", async () => {
    const response = await fetch(`${baseUrl}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    const images = readIco(Buffer.from(await response.arrayBuffer()));
    expect(images.map((image) => image.width).sort((a, b) => a - b)).toEqual([16, 32, 48]);
    for (const image of images) {
      expect(isPng(image.data)).toBe(true);
      const { width, height } = await sharp(image.data).metadata();
      expect([width, height]).toEqual([image.width, image.height]);
    }
  });
});

describe("every page's head", () => {
  // Every route of the table (an album and a search with the query they need), the school
  // office, and an address that names no page.
  const addresses = [
    ...pages
      .filter((page) => page.module && page.path !== "/SubGallery")
      .map((page) => (page.path === "/Search" ? "/Search?q=rules" : page.path)),
    "/office",
    "/no-such-page",
  ];

  it("links the manifest, the apple-touch-icon and gives the browser's bar its colour", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(`${baseUrl}/robots.txt`);
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as {
      theme_color: string;
    };
    const heads = await page.evaluate(async (targets) => {
      const read = async (target: string) => {
        const html = await (await fetch(target)).text();
        const head = new DOMParser().parseFromString(html, "text/html").head;
        const hrefs = (rel: string) =>
          [...head.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute("href"));
        return {
          target,
          manifest: hrefs("manifest"),
          appleTouchIcon: hrefs("apple-touch-icon"),
          themeColor: [...head.querySelectorAll('meta[name="theme-color"]')].map((meta) =>
            meta.getAttribute("content"),
          ),
        };
      };
      return Promise.all(targets.map(read));
    }, addresses);
    await context.close();

    const appleIcons = new Set<string>();
    for (const head of heads) {
      expect(head.manifest, head.target).toEqual(["/manifest.webmanifest"]);
      expect(head.themeColor, head.target).toEqual([manifest.theme_color]);
      expect(head.appleTouchIcon, head.target).toHaveLength(1);
      appleIcons.add(head.appleTouchIcon[0]!);
    }
    expect(heads).toHaveLength(addresses.length);
    for (const icon of appleIcons) {
      expect(await pngOf(icon)).toEqual({ format: "png", width: 180, height: 180 });
    }
  });
});

describe("the privacy notice and the accessibility statement", () => {
  const statements = [
    { path: "/PrivacyPolicy", name: "Privacy Notice" },
    { path: "/Accessibility", name: "Accessibility Statement" },
  ];

  it("are linked from the footer of every public page, the not-found page included", async () => {
    const addresses = [
      ...pages
        .filter((page) => page.module && page.path !== "/SubGallery")
        .map((page) => (page.path === "/Search" ? "/Search?q=rules" : page.path)),
      "/no-such-page",
    ];
    const { page, context } = await openPage(browser());
    await page.goto(`${baseUrl}/robots.txt`);
    const footers = await page.evaluate(async (targets) => {
      const read = async (target: string) => {
        const html = await (await fetch(target)).text();
        const footer = new DOMParser().parseFromString(html, "text/html").querySelector("footer");
        const links = [...(footer?.querySelectorAll("a[href]") ?? [])].map((link) => ({
          name: link.textContent?.trim(),
          href: link.getAttribute("href"),
        }));
        return { target, links };
      };
      return Promise.all(targets.map(read));
    }, addresses);
    await context.close();
    expect(footers).toHaveLength(addresses.length);
    for (const { target, links } of footers) {
      for (const statement of statements) {
        expect(links, target).toContainEqual({ name: statement.name, href: statement.path });
      }
    }
  });

  it.each(["/", "/AboutUs"])("are linked from the footer of %s, and answer", async (from) => {
    const { page, context, problems } = await openPage(browser());
    await page.goto(baseUrl + from);
    const footer = page.getByRole("contentinfo");
    for (const statement of statements) {
      const link = footer.getByRole("link", { name: statement.name, exact: true });
      expect(await link.getAttribute("href"), statement.name).toBe(statement.path);
    }
    if (from === "/") await page.getByRole("button", { name: "Close notifications" }).click();
    await footer.getByRole("link", { name: statements[0]!.name, exact: true }).click();
    await page.waitForURL(`${baseUrl}${statements[0]!.path}`);
    expect(await page.getByRole("heading", { level: 1, name: statements[0]!.name }).count()).toBe(
      1,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(statements)(
    "$path answers with its heading and sections, no axe violation at 1280 and 375 px",
    async ({ path, name }) => {
      for (const options of [desktop, phone]) {
        const { page, context, problems } = await openPage(browser(), options);
        const response = await page.goto(baseUrl + path);
        expect(response?.status()).toBe(200);
        const main = page.getByRole("main");
        expect(await main.getByRole("heading", { level: 1 }).allTextContents()).toEqual([name]);
        // Its sections, each a heading with words under it.
        const sections = main.locator("section:has(> h2)");
        expect(await sections.count()).toBeGreaterThanOrEqual(4);
        for (const section of await sections.all()) {
          expect((await section.innerText()).length).toBeGreaterThan(40);
        }
        // A way to reach the school: its own e-mail address.
        expect(await main.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
        // axe reads both statements at 320 and 1280 px, in both languages, in the crawl of
        // every route (tests/e2e/accessibility.test.ts).
        expect(problems).toEqual([]);
        await context.close();
      }
    },
  );
});
