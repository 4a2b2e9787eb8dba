import { z } from "zod";

// No compiled parsers: zod's probe for them calls `new Function`, which the site's
// Content-Security-Policy refuses and the browser reports as a violation.
z.config({ jitless: true });

// The parts of spec 3's shapes as the API sends them (contracts/entities.ts and the kinds'
// modules in contracts/records/): lenient, so a backend that sends a single path where a list
// is expected, or a number as a string, still works.

export const paths = z.preprocess(
  (value) => (value == null || value === "" ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.string()),
);
export const text = z.preprocess((value) => (value == null ? "" : String(value)), z.string());
// Each attachment's size in bytes, in the attachments' order (null where not known), sent on
// the lists of documents; a backend that does not send it, or sends it unreadable, costs only
// the size in the attachment's label.
export const sizes = z.array(z.number().int().nonnegative().nullable()).optional().catch(undefined);
export const id = z.string().min(1);
