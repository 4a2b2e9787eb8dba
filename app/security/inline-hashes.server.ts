import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy sources (`'sha256-…'`) that allow exactly the inline scripts and
 * styles of `html`: a page kept and sent alike to every visitor carries no nonce, so its policy
 * names what it runs by hash instead. Data blocks (JSON, JSON-LD) never run and need none.
 */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hash = (text: string) =>
    `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/i.test(attributes!))
    .filter(([, attributes]) => !/\btype="application\/(?:ld\+)?json"/i.test(attributes!))
    .map(([, , text]) => hash(text!));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, text]) =>
    hash(text!),
  );
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}
