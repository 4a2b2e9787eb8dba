import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { patiently, phone, useBrowser } from "../support/browser.ts";
import { signedIn, signedInAdministrator } from "../support/office-client.ts";
import { expectAccessible } from "../support/office-browser.ts";
import { startWhatsAppServer, type TestWhatsAppServer } from "../support/whatsapp-server.ts";
import {
  startPushService,
  type TestBrowser,
  type TestPushService,
} from "../support/push-service.ts";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";

// Phone notifications from /Subscribe to the notification a parent taps, on a server of its own
// that takes a local push service (PUSH_SERVICES). Chromium here cannot reach its own push
// service (Google's), so the page's `pushManager.subscribe` is given this test's browser keys
// and the local service's address: everything after it is real. The server encrypts the alert
// to those keys and signs it; the local service decrypts it and hands it to the site's service
// worker as Chromium's push service would (DevTools' ServiceWorker.deliverPushMessage); the
// service worker shows it, and its click handler, given the notification, opens the item.
// WhatsApp goes through a local server that speaks Meta's Cloud API, the school's account set
// in the office at /office/channels.

// The full browser: the headless shell shows no notification.
const browser = useBrowser({ full: true });
let server: ServerProcess;
let push: TestPushService;
let whatsapp: TestWhatsAppServer;

beforeAll(async () => {
  push = await startPushService();
  whatsapp = await startWhatsAppServer({ templates: ["school_update", "school_optin"] });
  server = await startServer({
    env: { PUSH_SERVICES: push.origin, WHATSAPP_API_BASE: whatsapp.url },
  });
});
afterAll(async () => {
  if (server) await stopServer(server);
  await push?.close();
  await whatsapp?.close();
});

/** A phone that allows the site's notifications, its push keys the test browser's. */
async function phoneWith(keys: TestBrowser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({ ...phone });
  await context.grantPermissions(["notifications"], { origin: server.url });
  await context.addInitScript((subscription) => {
    // Kept as a browser keeps its subscription: across the site's pages.
    const made = {
      endpoint: subscription.endpoint,
      toJSON: () => subscription,
      unsubscribe: async () => (localStorage.removeItem("test-push"), true),
    };
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem("test-push", "1");
      return made as never;
    };
    PushManager.prototype.getSubscription = async () =>
      (localStorage.getItem("test-push") ? made : null) as never;
  }, keys.subscription);
  const page = await context.newPage();
  return { context, page };
}

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, what: string) {
  for (let tries = 0; tries < 150; tries++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen:\n${server.output().slice(-2000)}`);
}

describe("notifications on a phone", () => {
  it("are turned on with one tap, come for an emergency, and open its page when tapped", async () => {
    const keys = push.browser();
    const { context, page } = await phoneWith(keys);
    await page.goto(`${server.url}/Subscribe`);
    await page.getByRole("checkbox", { name: "IX-A" }).check();
    await page.getByLabel("Circulars and datesheets").check();
    const box = page.getByRole("region", { name: "On this phone" });
    await box.getByRole("button", { name: "Turn on notifications" }).click();
    await expect
      .poll(() => box.getByRole("status").textContent())
      .toMatch(/^Notifications are on for this browser/);
    await box.getByRole("button", { name: "Turn off notifications" }).waitFor({ state: "visible" });

    // The service worker is the site's for every page (Service-Worker-Allowed: /).
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.url}/`);

    const editor = await signedIn((path, init) => fetch(server.url + path, init), "editor");
    const made = await editor.call("POST", "/records/alerts", {
      title: "School closed tomorrow due to heavy rain",
      severity: "emergency",
      url: "/NoticeBoard",
      status: "published",
      expireAt: "2099-01-01T08:00",
    });
    expect(made.status).toBe(201);
    const [message] = await until(
      () => keys.received,
      (got) => got.length > 0,
      "The push",
    );
    expect(message).toMatchObject({ title: "Emergency: School closed tomorrow due to heavy rain" });

    const devtools = await context.newCDPSession(page);
    const registrations = new Promise<string>((resolve) => {
      devtools.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((one) => one.scopeURL === `${server.url}/`);
        if (ours) resolve(ours.registrationId);
      });
    });
    await devtools.send("ServiceWorker.enable");
    await devtools.send("ServiceWorker.deliverPushMessage", {
      origin: server.url,
      registrationId: await registrations,
      data: JSON.stringify(message),
    });
    const shown = await until(
      () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((one) => ({
            title: one.title,
            body: one.body,
            url: (one.data as { url: string }).url,
          })),
        ),
      (list) => list.length > 0,
      "The notification",
    );
    expect(shown).toEqual([
      {
        title: "Emergency: School closed tomorrow due to heavy rain",
        body: "",
        url: `${server.url}/NoticeBoard`,
      },
    ]);

    // A tap: the service worker's own click handler, given the notification shown.
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      const Click = (
        self as unknown as { NotificationEvent: new (type: string, init: object) => Event }
      ).NotificationEvent;
      scope.dispatchEvent(new Click("notificationclick", { notification }));
    });
    await page.waitForURL(`${server.url}/NoticeBoard`);
    expect(
      await page.evaluate(
        async () => (await (await navigator.serviceWorker.ready).getNotifications()).length,
      ),
    ).toBe(0);

    // Back on /Subscribe later, the page knows notifications are on, and turns them off.
    await page.goto(`${server.url}/Subscribe`);
    const again = page.getByRole("region", { name: "On this phone" });
    await again.getByRole("button", { name: "Turn off notifications" }).click();
    await expect
      .poll(() => again.getByRole("status").textContent())
      .toBe("Notifications are off for this browser.");
    const stopped = await fetch(`${server.url}/api/subscriptions/HLCA/push/stop`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ endpoint: keys.subscription.endpoint }),
    });
    // Already forgotten by the server.
    expect(stopped.status).toBe(404);
    await context.close();
  });

  it("are not offered without JavaScript, which the box says, beside the other ways", async () => {
    const context = await browser().newContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/Subscribe`);
    const box = page.getByRole("region", { name: "On this phone" });
    expect(await box.getByRole("button").count()).toBe(0);
    expect(await box.getByRole("status").textContent()).toMatch(/need JavaScript/);
    expect(await page.getByRole("status").filter({ hasText: "not available" }).count()).toBe(1);
    expect(await page.getByLabel("Your e-mail address*").count()).toBe(0);
    await context.close();
  });
});

describe("WhatsApp", () => {
  it("is set up by an administrator at /office/channels, secrets never shown again", async () => {
    const administrator = await signedInAdministrator((path, init) =>
      fetch(server.url + path, init),
    );
    // The office page as an administrator sees it, on a phone: the account saved through its form.
    const context = await browser().newContext({ ...phone });
    const page = await context.newPage();
    const api = await administrator.call("GET", "/channels");
    expect(api.json).toMatchObject({ whatsapp: null, sms: null });
    for (const [name, value] of administrator.cookies) {
      await context.addCookies([{ name, value, url: server.url }]);
    }
    await page.goto(`${server.url}/office/channels`);
    expect(page.url()).toBe(`${server.url}/office/channels`);
    const form = page.getByRole("region", { name: "WhatsApp: off" });
    await form.getByLabel("Phone number ID").fill(whatsapp.phoneNumberId);
    await form.getByLabel("Access token").fill(whatsapp.accessToken);
    await form.getByLabel("App secret").fill("e2e-app-secret-0123456789");
    await form.getByLabel("Template for items").fill("school_update");
    await form.getByLabel("Template that confirms a number").fill("school_optin");
    await form.getByRole("button", { name: "Save WhatsApp" }).click();
    await page.getByRole("region", { name: "WhatsApp: on" }).waitFor();
    expect(await page.content()).not.toContain(whatsapp.accessToken);
    await expectAccessible(page);
    await context.close();
  });

  it("takes a parent's number without JavaScript and starts once its link is opened", async () => {
    const context = await browser().newContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/Subscribe`);
    await page.getByRole("checkbox", { name: "VI-B" }).check();
    await page.getByLabel("Circulars and datesheets").check();
    const byPhone = page.getByRole("region", { name: "On WhatsApp or by SMS" });
    await byPhone.getByLabel("Your mobile number").fill("98765 01234");
    await byPhone.getByRole("button", { name: "Send me a confirmation" }).click();
    // Not ticked: refused, with what was typed kept.
    expect(await page.getByRole("alert").textContent()).toContain("Tick the box to agree");
    expect(await page.getByLabel("Your mobile number").inputValue()).toBe("98765 01234");
    await expect
      .poll(() => page.getByRole("checkbox", { name: "VI-B" }).isChecked(), patiently)
      .toBe(true);
    await page.getByRole("checkbox", { name: /I agree to receive/ }).check();
    await page.getByRole("button", { name: "Send me a confirmation" }).click();
    // This server sends no e-mail, which the page says too.
    // Without JavaScript the click is a navigation: wait for the answer before counting.
    const confirmation = page.getByRole("status").filter({ hasText: "+919876501234" });
    await confirmation.waitFor();
    expect(await confirmation.count()).toBe(1);

    const optIn = await until(
      () => whatsapp.received.find((message) => message.template === "school_optin"),
      (found) => found !== undefined,
      "The WhatsApp confirmation",
    );
    expect(optIn!.to).toBe("919876501234");
    await page.goto(`${server.url}/${optIn!.button}`);
    await page.getByRole("button", { name: "Confirm" }).click();
    expect(await page.getByRole("status").textContent()).toMatch(
      /^You are subscribed.*\+919876501234 will receive .* on WhatsApp/s,
    );
    await context.close();
  });
});
