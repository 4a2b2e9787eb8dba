import { z } from "zod";
import { isSitePath, isWebAddress, linkMessage } from "../links.ts";

// The pieces blocks are made of: words, stored files, pictures, links. Files (`file`) are
// stored paths: the school's public folder ('public/Images/library.jpg'), an office upload
// ('HLCA/office/2026/...'), or a site image ('/images/logo.svg').

export const text = (max: number) => z.string().trim().min(1, "Fill this in.").max(max);
export const optionalText = (max: number) => z.string().trim().max(max).optional();

/** A stored path: no '..', no scheme, no spaces; a site image starts with '/images/'. */
export const filePath = z
  .string()
  .trim()
  .max(300)
  .regex(
    /^(?:\/images\/|(?!\/))(?!.*\.\.)[\w][\w ./()-]*$/,
    "Choose a file from the school's files.",
  );

export const https = z
  .string()
  .trim()
  .max(500)
  .refine((value) => isWebAddress(value), linkMessage("A link", { https: true }));

/** A link inside the site ('/Admission', '/Tc#lookup'). */
const sitePath = z
  .string()
  .trim()
  .max(300)
  .refine(isSitePath, linkMessage("A link to a page", { site: true }));

const size = z.coerce.number().int().min(1).max(10_000);

export const ImageRef = z.object({
  file: filePath,
  alt: z.string().trim().max(300),
  /** It shows nothing a reader needs (a border, a flourish): drawn with no description. */
  decorative: z.boolean().optional(),
  width: size,
  height: size,
  caption: optionalText(300),
});
export type ImageRef = z.infer<typeof ImageRef>;

export const LinkRef = z
  .object({
    label: text(200),
    to: sitePath.optional(),
    href: https.optional(),
    file: filePath.optional(),
  })
  .refine((link) => [link.to, link.href, link.file].filter(Boolean).length === 1, {
    message: "A link goes to one page, address or file.",
  });
export type LinkRef = z.infer<typeof LinkRef>;

/** A page path of the route table: '/SchoolFees'. */
export const pagePath = z
  .string()
  .trim()
  .regex(/^\/[A-Za-z][A-Za-z0-9]*$/, "A page's address is one word after /.");

/** A table's name, by which other pages show it: 'fees'. */
export const tableName = z
  .string()
  .trim()
  .max(40)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "A name is small letters and digits, words joined by -.");

/** YouTube's eleven-character video id. */
export const youtubeId = z
  .string()
  .trim()
  .regex(/^[\w-]{11}$/, "Give the video's YouTube id (11 letters, digits, - or _).");

export const count = (n: number, thing: string) => `${n} ${thing}${n === 1 ? "" : "s"}`;
