import { describe, expect, inject, it } from "vitest";
import { titleWords } from "#contracts/item-paths.ts";
import { openPage, phone, useBrowser } from "../support/browser.ts";
import { expectAccessible, signIn } from "../support/office-browser.ts";

// Once an item is published, the office hands the clerk its WhatsApp message for the class
// groups: a link that opens WhatsApp with it, a box to copy it from, and with JavaScript a button
// that copies it. Used as a clerk uses it, on a phone.

const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** The site's public origin (SITE_URL at build time), as the home page's canonical names it. */
async function siteOrigin(): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const canonical = /<link\b[^>]*rel="canonical"[^>]*>/.exec(html)?.[0] ?? "";
  return new URL(/href="([^"]+)"/.exec(canonical)![1]!).origin;
}

describe("sharing a published item with parents", () => {
  it("an editor publishes a circular for Class IX on a phone and shares it to WhatsApp", async () => {
    const { page, context, problems } = await openPage(browser(), phone);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    await signIn(page, baseUrl, "editor");
    await page.goto(`${baseUrl}/office/records/circulars/new`);

    const title = `Winter uniform from Monday ${Date.now()}`;
    await page.getByLabel("Shown on (required)").selectOption("Circular");
    await page.getByLabel("Title (required)").fill(title);
    await page
      .getByRole("group", { name: /For classes/ })
      .getByLabel("IX", { exact: true })
      .check();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Saved and published" }).waitFor();

    // The share box, with the message in a box of its own and a link that carries it.
    const box = page.getByRole("region", { name: "Share with parents" });
    const message = await box.getByLabel("Message for the class groups").inputValue();
    const whatsApp = box.getByRole("link", { name: /Share to WhatsApp/ });
    const href = new URL((await whatsApp.getAttribute("href"))!);
    expect(href.origin + href.pathname).toBe("https://wa.me/");
    expect(href.searchParams.get("text")).toBe(message);
    expect(await whatsApp.getAttribute("target")).toBe("_blank");

    // The message names the item, its classes and its own page on the site, absolute.
    expect(message.split("\n")[0]).toBe(`*Circular: ${title}*`);
    expect(message).toContain("For classes IX");
    const origin = await siteOrigin();
    const address = message.split("\n").at(-1)!;
    expect(new URL(address).origin).toBe(origin);
    // Its short link, which leads to the item's own page.
    expect(new URL(address).pathname).toMatch(/^\/s\/[0-9a-z]{1,10}$/);
    const shortLink = await fetch(baseUrl + new URL(address).pathname, { redirect: "manual" });
    expect(shortLink.status).toBe(302);
    expect(shortLink.headers.get("location")).toMatch(
      new RegExp(`^/Circular/\\d{4}-\\d{2}-\\d{2}-${titleWords(title)}$`),
    );
    const itemPage = await fetch(baseUrl + new URL(address).pathname);
    expect(itemPage.status).toBe(200);
    expect(await itemPage.text()).toContain(title);

    // Tapped on a phone: both are at least 44 px high.
    const copy = box.getByRole("button", { name: "Copy the message" });
    for (const control of [whatsApp, copy]) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }

    // The copy button puts the very message on the clipboard, and says so.
    await copy.click();
    await box.getByText("Copied.").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(message);

    await expectAccessible(page);
    expect(problems).toEqual([]);

    // Without JavaScript there is no copy button: the message is in its box to select.
    const plain = await openPage(browser(), { ...phone, javaScriptEnabled: false });
    await plain.context.addCookies(await context.cookies());
    await plain.page.goto(page.url());
    const plainBox = plain.page.getByRole("region", { name: "Share with parents" });
    expect(await plainBox.getByLabel("Message for the class groups").inputValue()).toBe(message);
    expect(await plainBox.getByRole("button", { name: "Copy the message" }).count()).toBe(0);
    await plain.context.close();
    await context.close();
  });
});
