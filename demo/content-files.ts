// Every stored file the static pages name (content/pages), so that a fresh demo school has
// a picture behind each image of every page. The picture's subject follows the file's name.

import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { facilities } from "../content/home.ts";
import type { Block, ContentPage, ImageRef } from "../content/model.ts";
import { publicFilePath, publicFiles } from "../content/public-files.ts";
import { projectRoot } from "../server/process/project-root.ts";
import type { FileJob } from "./demo-content.ts";
import type { PortraitStyle } from "./pictures/portraits.ts";
import { subjectOf } from "./pictures/subjects.ts";
import type { Language } from "../contracts/languages.ts";

/** The static pages' words (content/pages), or their Hindi versions (content/pages/hi). */
export async function loadContentPages(language: Language = "en"): Promise<ContentPage[]> {
  const dir = path.join(projectRoot, "content/pages", language === "en" ? "" : language);
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .sort();
  const modules = await Promise.all(
    files.map((name) => import(pathToFileURL(path.join(dir, name)).href)),
  );
  return modules.map((module) => (module as { default: ContentPage }).default);
}

/** The images that pages name and the demo school must therefore have. */
export function contentImages(pages: ContentPage[]): ImageRef[] {
  const found = new Map<string, ImageRef>();
  const visit = (blocks: Block[]) => {
    for (const block of blocks) {
      const images: ImageRef[] =
        block.type === "image"
          ? [block.image]
          : block.type === "gallery"
            ? block.images
            : block.type === "cards"
              ? block.items.flatMap((card) => (card.image ? [card.image] : []))
              : block.type === "modals"
                ? block.items.map((item) => item.image)
                : [];
      for (const image of images)
        if (image.file.startsWith("public/")) found.set(image.file, image);
      if (block.type === "section") visit(block.blocks);
      if (block.type === "tabs") for (const tab of block.tabs) visit(tab.blocks);
    }
  };
  for (const page of pages) visit(page.blocks);
  return [...found.values()];
}

const portraits: [RegExp, PortraitStyle][] = [
  [/patron|saint|newman|father|priest|cardinal/, "priest"],
  [/sister|principal|manager/, "sister"],
  [/portrait|person|teacher/, "woman"],
];

/** File jobs for every content image the public files list does not already make. */
export function contentFileJobs(pages: ContentPage[], schoolCode: string): FileJob[] {
  const listed = new Set(publicFiles.map((file) => file.path));
  const homeImages: ImageRef[] = facilities.map((card) => ({
    file: card.image,
    alt: card.title,
    width: 1200,
    height: 800,
  }));
  return [...contentImages(pages), ...homeImages]
    .filter((image) => !listed.has(image.file))
    .map((image): FileJob => {
      const name = path.basename(image.file).toLowerCase();
      const target = publicFilePath(schoolCode, image.file);
      const portrait = /portrait|headshot/.test(name)
        ? (portraits.find(([pattern]) => pattern.test(name))?.[1] ?? "woman")
        : undefined;
      if (portrait)
        return { store: "files", path: target, kind: "portrait", seed: name, style: portrait };
      return {
        store: "files",
        path: target,
        kind: "scene",
        seed: name,
        theme: subjectOf(name.replace(/\.jpe?g$/, "")),
        width: image.width,
        height: image.height,
      };
    });
}
