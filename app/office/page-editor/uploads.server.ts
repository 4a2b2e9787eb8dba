import type { RouterContextProvider } from "react-router";
import { fileUrl } from "../../api/urls.ts";
import { websiteOf } from "../../website.server.ts";
import { officeUpload } from "../office-api.server.ts";
import type { Draft } from "./form-document.ts";
import { imageSize } from "./image-size.ts";
import { getAt, parentOf, setAt } from "./paths.ts";

// Files chosen in the page editor's form, and the sizes of its pictures. Uploads are stored on
// any press of a button (a move, a preview), so a file chosen is never lost to a re-drawn form;
// its path is written into its field, and a picture's width and height are read from it.

const uploadPrefix = "upload:";

/** Whether the field at `path` is a picture's file (an image has a width beside its file). */
const isPictureField = (draft: Draft, path: string) =>
  path.endsWith(".file") &&
  (getAt(draft, parentOf(path)) as Record<string, unknown> | undefined)?.width !== undefined;

/**
 * Stores each file chosen in the form and writes its path into the draft. Answers the fields
 * whose file was refused, with the reason, and the pictures stored now (their sizes are read).
 */
export async function storeUploads(
  context: Readonly<RouterContextProvider>,
  request: Request,
  form: FormData,
  draft: Draft,
): Promise<{ errors: Record<string, string>; stored: Set<string> }> {
  const errors: Record<string, string> = {};
  const stored = new Set<string>();
  for (const [name, value] of form) {
    if (!name.startsWith(uploadPrefix) || typeof value === "string" || value.size === 0) continue;
    const path = name.slice(uploadPrefix.length);
    if (getAt(draft, parentOf(path)) === undefined) {
      // A card's picture is left out of the draft while empty: a new one is made for it.
      const card = parentOf(parentOf(path));
      if (!path.endsWith(".image.file") || getAt(draft, card) === undefined) continue;
      setAt(draft as never, parentOf(path), { file: "", alt: "", width: "", height: "" });
    }
    const picture = isPictureField(draft, path);
    const answer = await officeUpload(context, request, value, picture ? "pictures" : "public");
    if ("path" in answer) {
      setAt(draft as never, path, answer.path);
      if (picture) stored.add(parentOf(path));
    } else {
      errors[path] = `${value.name}: ${answer.error} Please choose it again.`;
    }
  }
  return { errors, stored };
}

/** The paths of every picture in the draft (an image's, a gallery's, a card's). */
export function picturesIn(value: unknown, path = ""): string[] {
  if (!value || typeof value !== "object") return [];
  const object = value as Record<string, unknown>;
  if ("file" in object && "width" in object && "height" in object) return [path];
  return Object.entries(object).flatMap(([key, inner]) =>
    picturesIn(inner, path ? `${path}.${key}` : key),
  );
}

const isSize = (value: unknown) => typeof value === "number" && value > 0;

/**
 * Fills in the width and height of pictures just stored, and of pictures chosen by path whose
 * sizes are empty, from the stored file. A picture that cannot be read keeps what was typed.
 */
export async function fillSizes(
  context: Readonly<RouterContextProvider>,
  draft: Draft,
  stored: Set<string>,
): Promise<void> {
  for (const path of picturesIn(draft)) {
    const image = getAt(draft, path) as { file: unknown; width: unknown; height: unknown };
    const file = typeof image.file === "string" ? image.file.trim() : "";
    if (!file || (!stored.has(path) && isSize(image.width) && isSize(image.height))) continue;
    const size = await pictureSize(context, file);
    if (size) Object.assign(image, size);
  }
}

async function pictureSize(context: Readonly<RouterContextProvider>, file: string) {
  const { backend, schoolCode } = websiteOf(context);
  // Site images ('/images/...') are the site's own, not in the store; they are typed.
  if (!backend || file.startsWith("/") || file.includes("..")) return undefined;
  const stored = file.startsWith("public/") ? `${schoolCode}/${file}` : file;
  try {
    const response = await backend.office(new Request(new URL(fileUrl(stored), backend.origin)));
    if (!response.ok) return undefined;
    return imageSize(new Uint8Array(await response.arrayBuffer()));
  } catch {
    return undefined;
  }
}
