// Addresses of stored files. Kept apart from the API client so that pages which only link to
// files do not ship the client's validation code to the browser.

/** The address of a stored file (attachments, photos, PDFs) as spec 7 gives it. */
export function fileUrl(path: string, apiBase = ""): string {
  return `${apiBase}/api/image/${path.split("/").map(encodeURIComponent).join("/")}`;
}

/** Birthday photos go through the `url` query form of the image call (spec 7). */
export function photoUrl(path: string, apiBase = ""): string {
  return `${apiBase}/api/image?url=${encodeURIComponent(path)}`;
}
