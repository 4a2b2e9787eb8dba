import sharp from "sharp";
import { expect } from "vitest";
import type { OfficeClient } from "./office-client.ts";

/**
 * Uploads a small picture named `name` as the office's upload script does, signed in as
 * `client`: the stored path. `query` adds the upload's options (`?keep=library`).
 */
export async function uploadPicture(
  request: (target: string, init?: RequestInit) => Promise<Response>,
  schoolCode: string,
  client: OfficeClient,
  name: string,
  { colour = "#2b6cb0", query = "" } = {},
): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("file", new File([bytes], name));
  const answer = await request(`/api/office/${schoolCode}/files${query}`, {
    method: "POST",
    headers: {
      Cookie: [...client.cookies].map(([n, v]) => `${n}=${v}`).join("; "),
      "X-Office-Upload": "1",
      "Sec-Fetch-Site": "same-origin",
    },
    body: form,
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { path: string }).path;
}
