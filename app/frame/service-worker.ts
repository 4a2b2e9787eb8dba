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
interface NotificationClickEvent extends ExtendableEvent {
  notification: Notification;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface Worker {
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  location: Location;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(
    type: "notificationclick",
    listener: (event: NotificationClickEvent) => void,
  ): void;
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

const worker = self as unknown as Worker;

/** Only a page of this site is opened: a message can name no other. */
function pageOf(url: unknown): string {
  try {
    const page = new URL(String(url), worker.location.origin);
    return page.origin === worker.location.origin ? page.href : worker.location.origin;
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
      // A tab of the site already open is brought forward at the item's page.
      const open = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
      const same = open.find((client) => client.url === url);
      if (same) return same.focus();
      return worker.clients.openWindow(url);
    })(),
  );
});
