import { describe, expect, inject, it } from "vitest";
import { defaultTimeZone, secondsUntilNextDay, todayIn } from "#contracts/dates.ts";
import { popupClosedCookie } from "#app/home/popup-cookie.ts";
import { desktop, openPage, phone, useBrowser } from "../support/browser.ts";

// The notification popup, once closed, stays closed for the rest of the school's day on return
// to the home page, with JavaScript or without it (issue 19).

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const popup = "dialog";

describe("the notification popup, once closed", () => {
  it.each([
    ["its Close button", desktop],
    ["Escape", phone],
  ] as const)("stays closed that day after %s, with JavaScript", async (how, options) => {
    const { page, context, problems } = await openPage(browser(), options);
    await page.goto(baseUrl + "/");
    const dialog = page.getByRole("dialog", { name: "Notifications" });
    await dialog.waitFor();
    if (how === "Escape") await page.keyboard.press("Escape");
    else await dialog.getByRole("button", { name: "Close notifications" }).click();
    await dialog.waitFor({ state: "hidden" });

    // The dialog hides at once; its close event, and the cookie the script writes then, come a
    // moment later (a queued task, then the browser's cookie store).
    const closedCookie = async () =>
      (await context.cookies()).find((c) => c.name === popupClosedCookie);
    await expect.poll(async () => (await closedCookie())?.value).toBe(todayIn(defaultTimeZone));
    const cookie = await closedCookie();
    expect(cookie?.path).toBe("/");
    expect(cookie?.sameSite).toBe("Lax");
    // It ends at the school's midnight, not a day after the closing.
    const left = cookie!.expires - Date.now() / 1000;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(secondsUntilNextDay(defaultTimeZone) + 5);

    await page.goto(baseUrl + "/");
    expect(await page.locator(popup).count()).toBe(0);
    // Without the popup's picture, the slider's first picture is the one fetched first.
    const slider = page.getByRole("region", { name: "School life in pictures" });
    expect(await page.locator("img[fetchpriority=high]").count()).toBe(1);
    expect(await slider.locator("img[fetchpriority=high]").count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("stays closed that day without JavaScript: Close goes by the server and back", async () => {
    const context = await browser().newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl + "/");
    const dialog = page.getByRole("dialog", { name: "Notifications" });
    await dialog.waitFor({ state: "visible" });
    const back = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/" && response.request().method() === "GET",
    );
    await dialog.getByRole("button", { name: "Close notifications" }).click();
    await back;
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.locator(popup).count()).toBe(0);
    const cookie = (await context.cookies()).find((c) => c.name === popupClosedCookie);
    expect(cookie?.value).toBe(todayIn(defaultTimeZone));
    expect(cookie?.sameSite).toBe("Lax");

    await page.goto(baseUrl + "/");
    expect(await page.locator(popup).count()).toBe(0);
    await context.close();
  });

  it("opens again on another day", async () => {
    const { page, context } = await openPage(browser());
    await context.addCookies([{ name: popupClosedCookie, value: "2000-01-01", url: baseUrl }]);
    await page.goto(baseUrl + "/");
    await page.getByRole("dialog", { name: "Notifications" }).waitFor();
    await context.close();
  });
});

describe("the notification popup's picture", () => {
  it("has its room before it arrives, so a late picture moves nothing", async () => {
    const { page, context, problems } = await openPage(browser(), phone);
    // Hold the first notice's picture, as a cold cache or a slow network would.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/image\/.*notifications\//, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(baseUrl + "/", { waitUntil: "domcontentloaded" });
    const dialog = page.getByRole("dialog", { name: "Notifications" });
    await dialog.waitFor();
    const before = await dialog.boundingBox();

    release();
    await page.waitForFunction(() =>
      [...document.querySelectorAll("dialog img")].every(
        (img) => (img as HTMLImageElement).complete,
      ),
    );
    const after = await dialog.boundingBox();
    expect(after).toEqual(before);
    expect(
      await dialog
        .locator("img")
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
