import type { OnlineRegistration } from "#contracts/entities.ts";
import { fileUrl } from "../api/urls.ts";

/**
 * A prerendered page cannot know today's announcement: its ticker is sent hidden with
 * `data-announcement-src`, and the browser fills it in from the backend and shows it.
 */
export function enhanceAnnouncement(section: HTMLElement): void {
  const source = section.dataset.announcementSrc;
  if (!source) return;
  fetch(source)
    .then((response) => (response.ok ? response.json() : []))
    .then((items: unknown) => {
      const registration = readFirst(items);
      if (registration) show(section, registration);
    })
    .catch(() => {
      // No announcement is better than a broken one; the page itself is whole.
    });
}

function show(section: HTMLElement, registration: OnlineRegistration) {
  const attachment = registration.attachments[0];
  for (const title of section.querySelectorAll("[data-announcement-title]")) {
    title.textContent = registration.title;
  }
  for (const link of section.querySelectorAll<HTMLAnchorElement>("[data-announcement-link]")) {
    link.href = registration.url;
  }
  for (const clip of section.querySelectorAll<HTMLAnchorElement>("[data-announcement-file]")) {
    if (attachment) clip.href = fileUrl(attachment, section.dataset.apiBase ?? "");
    else clip.remove();
  }
  section.hidden = false;
}

// A light check instead of the API client's schemas, which would add their weight to every page.
export function readFirst(items: unknown): OnlineRegistration | null {
  const first: unknown = Array.isArray(items) ? items[0] : undefined;
  if (typeof first !== "object" || first === null) return null;
  const { _id, title, url, attachments } = first as Record<string, unknown>;
  if (typeof title !== "string" || title === "") return null;
  return {
    _id: String(_id ?? ""),
    title,
    url: typeof url === "string" ? url : "",
    attachments: Array.isArray(attachments) ? attachments.filter((a) => typeof a === "string") : [],
  };
}
