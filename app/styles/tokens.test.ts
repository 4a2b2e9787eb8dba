import fs from "node:fs";
import { describe, expect, it } from "vitest";

// The colour pairs the style sheets draw with, read from the design tokens themselves, meet
// WCAG 2.2 AA: 4.5:1 for text (1.4.3), 3:1 for field borders and the focus ring (1.4.11).

const css = fs.readFileSync(new URL("./tokens.css", import.meta.url), "utf8");

/** Every `--name: value;` of the tokens file, with `var(--other)` resolved. */
function readTokens(source: string): Map<string, string> {
  const raw = new Map<string, string>();
  for (const [, name, value] of source.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    raw.set(name!, value!.trim());
  }
  const resolve = (value: string, depth = 0): string =>
    depth > 10
      ? value
      : value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
          const found = raw.get(name);
          if (found === undefined) throw new Error(`${name} is not a token`);
          return resolve(found, depth + 1);
        });
  return new Map([...raw].map(([name, value]) => [name, resolve(value)]));
}

const tokens = readTokens(css);

function colour(name: string): [number, number, number] {
  const value = tokens.get(`--color-${name}`);
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value ?? "")?.[1];
  if (!hex) throw new Error(`--color-${name} is not a hex colour: ${value}`);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** Relative luminance (WCAG 2.2, definition "relative luminance"). */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const text = 4.5;
const ui = 3;

/** [foreground, background, required ratio, where the pair is drawn]. */
const pairs: [string, string, number, string][] = [
  ["ink", "surface", text, "body text"],
  ["ink", "surface-alt", text, "text on tinted panels, menu entries, tabs"],
  ["ink-strong", "surface-alt", text, "calendar weekday headers"],
  ["muted", "surface", text, "dates, notes, captions"],
  ["muted", "surface-alt", text, "breadcrumb, captions on panels"],
  ["link", "surface", text, "links"],
  ["link", "surface-alt", text, "breadcrumb links, links on panels"],
  ["primary-dark", "surface", text, "headings, file links"],
  ["primary-dark", "surface-alt", text, "announcement link, open menu entries"],
  ["primary", "surface", text, "calendar list days"],
  ["on-primary", "primary", text, "menu bar, buttons, table headers, selected tab"],
  ["on-primary", "primary-dark", text, "hovered and current menu bar entries"],
  ["on-primary", "ink-strong", text, "dark quick tiles, the registration badge"],
  ["on-dark", "ink-strong", text, "top bar and footer text"],
  ["accent", "ink-strong", text, "footer headings, hovered links on dark bars"],
  ["accent", "primary-dark", text, "hovered calendar arrows"],
  ["ink", "accent", text, "topper's star, today in the calendar"],
  ["ink", "accent-soft", text, "today's row of the calendar"],
  ["saturday", "surface", text, "Saturdays in the calendar"],
  ["error", "surface", text, "form field messages"],
  ["error", "error-surface", text, "the form's error summary"],
  ["success-ink", "success-surface", text, "the form's success message"],
  ["border-strong", "surface", ui, "field and button borders"],
  ["border-strong", "surface-alt", ui, "field borders on tinted panels"],
  ["error", "surface", ui, "the border of a field in error"],
  ["focus", "surface", ui, "focus ring on the page"],
  ["focus", "surface-alt", ui, "focus ring on tinted panels"],
  ["focus-on-dark", "primary", ui, "focus ring on the menu bar"],
  ["focus-on-dark", "primary-dark", ui, "focus ring on a current menu bar entry"],
  ["focus-on-dark", "ink-strong", ui, "focus ring on the top bar and footer"],
];

describe("contrast", () => {
  it("follows the WCAG formula", () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrast([255, 255, 255], [255, 255, 255])).toBe(1);
    // #767676 on white is the well-known smallest grey that passes 4.5:1.
    expect(contrast([0x76, 0x76, 0x76], [255, 255, 255])).toBeCloseTo(4.54, 2);
    expect(contrast([0x77, 0x77, 0x77], [255, 255, 255])).toBeLessThan(4.5);
  });

  it("reads every colour token as a colour", () => {
    const names = [...tokens.keys()].filter((name) => name.startsWith("--color-"));
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(() => colour(name.slice(8))).not.toThrow();
  });

  it.each(pairs)("%s on %s meets %d:1 (%s)", (foreground, background, required) => {
    const ratio = contrast(colour(foreground), colour(background));
    expect(ratio).toBeGreaterThanOrEqual(required);
  });

  it("keeps the focus ring a token on both kinds of background", () => {
    expect(tokens.get("--focus-ring")).toBe(`3px solid ${tokens.get("--color-focus")}`);
    expect(tokens.get("--focus-ring-on-dark")).toBe(
      `3px solid ${tokens.get("--color-focus-on-dark")}`,
    );
  });
});
