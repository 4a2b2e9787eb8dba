import { describe, expect, inject, it } from "vitest";
import { useBrowser, openPage } from "../support/browser.ts";
import { useProxiedWebsite } from "../support/proxy-backend.ts";

// The website reads a proxy of the demo backend that answers a doctored leadership message:
// clicked and hovered in Chromium, nothing of it runs. What each home section shows when its
// call fails, and the message's markup, are tests/pages/backend-failures.test.ts's.
const baseUrl = inject("baseUrl");

const browser = useBrowser();

const { override, website } = useProxiedWebsite(baseUrl, { API_TIMEOUT_MS: "3000" });

describe("leadership message HTML from the backend", () => {
  it("is shown without its script, event handlers or javascript: links", async () => {
    override.current = (path) =>
      /^\/api\/principalMessage\//.test(path)
        ? {
            status: 200,
            body: [
              {
                _id: "evil",
                category: "Principal",
                name: "Sr. Test",
                message:
                  '<p onmouseover="window.__pwned=1">Welcome<script>window.__pwned=2</script>' +
                  '<img src=x onerror="window.__pwned=3"><a href="javascript:window.__pwned=4">Click</a></p>',
                attachments: [],
              },
            ],
          }
        : undefined;
    const { page, context } = await openPage(browser());
    let alerted = false;
    page.on("dialog", () => (alerted = true));
    await page.goto(website.url + "/", { waitUntil: "networkidle" });
    if (await page.locator("dialog[open]").count()) await page.keyboard.press("Escape");
    const message = page.locator("main section", {
      has: page.getByRole("heading", { name: "Principal's message" }),
    });
    await message.getByText("Click").click();
    await message.getByText("Welcome").hover();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
      undefined,
    );
    expect(alerted).toBe(false);
    await context.close();
  });
});
