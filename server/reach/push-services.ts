// The push services a browser's push address may be at. The server posts to that address, so an
// address anywhere else (the machine's own network, a cloud's metadata service) is refused: a
// visitor must not make the server call where they like. Browsers' own services are known;
// others (a school's own test service) are named in the configuration (PUSH_SERVICES).

/** The hosts of Chrome's, Firefox's, Edge's and Safari's push services, and their subdomains. */
const knownServices = [
  "fcm.googleapis.com",
  "push.services.mozilla.com",
  "notify.windows.com",
  "push.apple.com",
];

export function isPushService(endpoint: string, extra: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extra.includes(url.origin)) return true;
  if (url.protocol !== "https:" || url.port) return false;
  return knownServices.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
