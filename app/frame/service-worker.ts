// The site's service worker: it shows the school's notifications (Web Push), and opens the item's
// page when one is tapped. It does nothing else: no caching, so a page is never older than the
// site. Registered from /Subscribe (app/subscribe/notifications.browser.ts) once a parent allows
// notifications; the server lets it act for the whole site (Service-Worker-Allowed: /).

/** What the server sends (server/reach/push.ts PushMessage). */
interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

// The few parts of a service worker's world used here (the DOM's types are the project's).
interface NotificationClickEvent extends WaitingEvent {
  notification: Notification;
}
interface PushEvent extends WaitingEvent {
  data: { json(): unknown } | null;
}
interface TabClient {
  url: string;
  focus(): Promise<TabClient>;
  navigate(url: string): Promise<TabClient | null>;
}
interface ServiceWorkerScope {
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<TabClient[]>;
    openWindow(url: string): Promise<TabClient | null>;
    claim(): Promise<void>;
  };
  location: Location;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(
    type: "notificationclick",
    listener: (event: NotificationClickEvent) => void,
  ): void;
  addEventListener(type: "activate", listener: (event: WaitingEvent) => void): void;
}
interface WaitingEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

const worker = self as unknown as ServiceWorkerScope;

/**
 * The page a message names, on this site: its path on the origin the parent subscribed on, so a
 * message can open no other site, and a school reached at two addresses opens the one in use.
 */
function pageOf(url: unknown): string {
  try {
    const page = new URL(String(url), worker.location.origin);
    return new URL(`${page.pathname}${page.search}${page.hash}`, worker.location.origin).href;
  } catch {
    return worker.location.origin;
  }
}

worker.addEventListener("push", (event) => {
  const message = (event.data?.json() ?? {}) as Partial<PushMessage>;
  event.waitUntil(
    worker.registration.showNotification(message.title ?? "", {
      body: message.body ?? "",
      tag: message.tag,
      icon: "/images/icon-192.png",
      badge: "/images/icon-192.png",
      data: { url: pageOf(message.url) },
    }),
  );
});

worker.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = pageOf((event.notification.data as { url?: string } | null)?.url);
  event.waitUntil(
    (async () => {
      // A tab of the site already open is brought forward at the item's page; else a new one.
      const open = await worker.clients.matchAll({ type: "window", includeUncontrolled: false });
      const tab = open.find((client) => client.url === url) ?? open[0];
      if (!tab) return worker.clients.openWindow(url);
      const shown = tab.url === url ? tab : ((await tab.navigate(url)) ?? tab);
      return shown.focus().catch(() => shown);
    })(),
  );
});

// Pages open when it starts are its own at once, so a tap can bring one of them forward.
worker.addEventListener("activate", (event: WaitingEvent) =>
  event.waitUntil(worker.clients.claim()),
);
