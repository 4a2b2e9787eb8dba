import sharp from "sharp";
import { expect } from "vitest";
import type { OfficeClient } from "./office-client.ts";

type Request = (target: string, init?: RequestInit) => Promise<Response>;

/**
 * Sends `bytes` as the file `name` to the office's store, as the office's upload page passes a
 * file on, signed in as `client`: the answer's status and body. `query` adds the upload's
 * options (`?for=certificates`, `?keep=library`).
 */
export async function sendFile(
  request: Request,
  schoolCode: string,
  client: OfficeClient,
  bytes: Uint8Array,
  name: string,
  query = "",
): Promise<{ status: number; json: Record<string, string> }> {
  const form = new FormData();
  form.set("file", new File([Buffer.from(bytes)], name));
  const response = await request(`/api/office/${schoolCode}/files${query}`, {
    method: "POST",
    headers: {
      Cookie: [...client.cookies].map(([n, v]) => `${n}=${v}`).join("; "),
      "X-Office-Upload": "1",
      // As the office's upload page sends it on, once it has checked where the form came from.
      "Sec-Fetch-Site": "same-origin",
    },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Record<string, string> };
}

/** Uploads a small picture named `name`: the stored path. */
export async function uploadPicture(
  request: Request,
  schoolCode: string,
  client: OfficeClient,
  name: string,
  { colour = "#2b6cb0", query = "" } = {},
): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const answer = await sendFile(request, schoolCode, client, bytes, name, query);
  expect(answer.status).toBe(201);
  return answer.json.path!;
}
