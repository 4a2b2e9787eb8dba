import { enhanceNotifications } from "./notifications.browser.ts";

// /Subscribe's own script (every other page goes without it): its notifications box.
const box = document.querySelector<HTMLElement>("[data-notifications]");
if (box) enhanceNotifications(box);
