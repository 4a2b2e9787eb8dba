import { describe, expect, it } from "vitest";
import { demoSettings } from "#demo/demo-settings.ts";
import {
  mapAddresses,
  SchoolSettings,
  sessionBefore,
  sessionOn,
  settingsIn,
} from "./school-settings.ts";

const settings = demoSettings("2026-11-24");
const messages = (value: unknown) => {
  const result = SchoolSettings.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("school settings", () => {
  it("take the demo's facts", () => {
    expect(messages(settings)).toEqual({});
  });

  it("take a phone as people write it, and refuse what is not one", () => {
    for (const phone of ["+91 12345 67890", "0172-2345678", "(0172) 234 5678"]) {
      expect(messages({ ...settings, phones: [phone] })).toEqual({});
    }
    for (const phone of ["call us", "12345", "+91 12345 67890 12345 678"]) {
      expect(Object.keys(messages({ ...settings, phones: [phone] }))).toEqual(["phones.0"]);
    }
  });

  it("take only https links, and leave out a social network given none", () => {
    const links = { ...settings.links, parentPortal: "http://parents.example.org" };
    expect(Object.keys(messages({ ...settings, links }))).toEqual(["links.parentPortal"]);
    const javascript = { ...settings.links, careerForm: "javascript:alert(1)" };
    expect(Object.keys(messages({ ...settings, links: javascript }))).toEqual(["links.careerForm"]);
    const parsed = SchoolSettings.parse({ ...settings, social: { Facebook: "" } });
    expect(parsed.social).toEqual({});
  });

  it("draw the map's addresses from the school's position", () => {
    const { link, embed } = mapAddresses({ latitude: 30.7333, longitude: 76.7794 });
    expect(link).toBe(
      "https://www.openstreetmap.org/?mlat=30.7333&mlon=76.7794#map=16/30.7333/76.7794",
    );
    expect(new URL(embed).origin).toBe("https://www.openstreetmap.org");
    expect(embed).toContain("marker=30.7333%2C76.7794");
  });
});

describe("the school's words in Hindi", () => {
  it("take the Hindi where the school gave it, and the English where it left it empty", () => {
    const saved = SchoolSettings.parse({
      ...settings,
      hi: { city: "अम्बरपुर", tagline: "", name: "" },
    });
    expect(saved.hi).toEqual({ city: "अम्बरपुर" });
    const hindi = settingsIn(saved, "hi");
    expect(hindi.city).toBe("अम्बरपुर");
    expect(hindi.name).toBe(settings.name);
    expect(hindi.tagline).toBe(settings.tagline);
    expect(settingsIn(saved, "en").city).toBe(settings.city);
    // Settings saved before there was Hindi are still read.
    const older: Record<string, unknown> = { ...settings };
    delete older.hi;
    expect(SchoolSettings.safeParse(older).success).toBe(true);
    expect(SchoolSettings.safeParse({ ...settings, hi: { city: "x".repeat(81) } }).success).toBe(
      false,
    );
  });
});

describe("the session a day falls in", () => {
  it("turns over in the session's first month", () => {
    expect(sessionOn("2027-03-31", 4)).toBe("2026-27");
    expect(sessionOn("2027-04-01", 4)).toBe("2027-28");
    expect(sessionOn("2099-12-31", 4)).toBe("2099-00");
    expect(sessionOn("2027-01-15", 1)).toBe("2027-28");
  });

  it("orders sessions by their first year", () => {
    expect(sessionBefore("2025-26", "2026-27")).toBe(true);
    expect(sessionBefore("2026-27", "2026-27")).toBe(false);
  });
});
