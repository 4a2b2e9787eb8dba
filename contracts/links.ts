// What a link the school types may be. Browsers read a link generously: `/\evil.example` and
// `\\evil.example` as `//evil.example` (another site), tabs and line breaks inside a link are
// dropped before it is read, and `javascript:` in any case runs a script. A link is therefore
// taken only in forms that mean one thing everywhere, and refused otherwise.

/** Which kinds of link a field takes, besides a page of this site. */
export interface LinkKinds {
  /** A page of this site: one `/` and then anything but another slash or a backslash. */
  site?: boolean;
  /** An address on another site: `https://`, and `http://` where `http` is set too. */
  https?: boolean;
  http?: boolean;
  /** An e-mail address (`mailto:`) or a phone number (`tel:`). */
  mailAndPhone?: boolean;
}

// Spaces, control characters (a tab or line break is dropped by the browser, so `/\t/evil` is
// `//evil`), backslashes (read as slashes) and what would end an attribute.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unsafe = /[\s\u0000-\u001f\u007f-\u009f\\<>"`]/;

/** `/`, `/Admission`, `/Tc#lookup`, `/?q=fees`: never `//…` nor `/\…`. */
export function isSitePath(value: string): boolean {
  return !unsafe.test(value) && /^\/(?:[^/\\]|$)/.test(value);
}

/** `https://host/…` (or `http://` when allowed), with a host name, as a browser reads it too. */
export function isWebAddress(value: string, http = false): boolean {
  if (unsafe.test(value) || !(http ? /^https?:\/\/[^/]/i : /^https:\/\/[^/]/i).test(value)) {
    return false;
  }
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || (http && url.protocol === "http:")) && url.hostname !== "";
  } catch {
    return false;
  }
}

/** `mailto:office@school.example` or `tel:+91 98765 43210`. */
export function isMailOrPhone(value: string): boolean {
  if (/^mailto:/i.test(value)) return /^mailto:[^\s@\\<>"`/]+@[^\s@\\<>"`/]+$/i.test(value);
  return /^tel:\+?[\d\s().-]{3,30}$/i.test(value) && !/[\t\n\r]/.test(value);
}

/** Whether `value` is a link of one of `kinds`. */
export function isLink(value: string, kinds: LinkKinds): boolean {
  return (
    (!!kinds.site && isSitePath(value)) ||
    (!!(kinds.https || kinds.http) && isWebAddress(value, kinds.http)) ||
    (!!kinds.mailAndPhone && isMailOrPhone(value))
  );
}

/** What a field that refused a link says, naming what it takes. */
export function linkMessage(label: string, kinds: LinkKinds): string {
  const takes = [
    kinds.site && "a page of this site starting with one / (such as /Admission)",
    (kinds.https || kinds.http) &&
      `an address starting with https://${kinds.http ? " or http://" : ""}`,
    kinds.mailAndPhone && "mailto: and an e-mail address, or tel: and a phone number",
  ].filter(Boolean) as string[];
  const list = takes.length > 1 ? `${takes.slice(0, -1).join(", ")} or ${takes.at(-1)}` : takes[0];
  return `${label} must be ${list}.`;
}

/**
 * A stored link as a page may draw it: itself when it is one a field takes now, or undefined
 * (drawn as plain text) when it was saved before links were checked as they are now.
 */
export function safeHref(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  const link = value.trim();
  // A place on the same page ("#", the spec's placeholder tiles) never leaves it.
  if (/^#/.test(link) && !unsafe.test(link)) return link;
  return isLink(link, { site: true, http: true, mailAndPhone: true }) ? link : undefined;
}
