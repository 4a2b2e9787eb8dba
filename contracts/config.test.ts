import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has defaults that start the site on a fresh machine", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: true,
      port: 3000,
      timeZone: "Asia/Kolkata",
      trustProxy: false,
      serveWebsite: true,
      seedDemo: true,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.schoolCode).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it("reads every setting it knows and nothing else", () => {
    const config = loadConfig({
      PORT: "8080",
      SCHOOL_CODE: "DEMO2",
      SITE_URL: "https://school.example.org/some/page",
      API_BASE_URL: "https://api.example.org/",
      TRUST_PROXY: "true",
      OFFICE_TOKEN: "x".repeat(40),
      SERVE_WEBSITE: "false",
      PATH: "/usr/bin",
    });
    expect(config).toMatchObject({
      port: 8080,
      schoolCode: "DEMO2",
      siteUrl: "https://school.example.org",
      apiBaseUrl: "https://api.example.org",
      trustProxy: true,
      officeToken: "x".repeat(40),
      serveWebsite: false,
    });
    expect(Object.keys(config)).not.toContain("PATH");
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", SCHOOL_CODE: " " }).port).toBe(3000);
  });

  it.each([
    ["PORT", "eighty"],
    ["API_BASE_URL", "not a url"],
    ["API_BASE_URL", "ftp://files.example.org"],
    ["SITE_URL", "school.example.org"],
    ["DATABASE_URL", "mysql://db/school"],
    ["SCHOOL_CODE", "../etc"],
    ["TZ_SCHOOL", "Mars/Olympus_Mons"],
    ["TRUST_PROXY", "yes please"],
    ["OFFICE_TOKEN", "short"],
  ])("names %s when it is %j", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^  ${name}: `, "m"));
  });

  it("lists every bad setting at once", () => {
    const error = (() => {
      try {
        loadConfig({ PORT: "-1", TZ_SCHOOL: "Nowhere" });
      } catch (caught) {
        return caught as ConfigError;
      }
    })();
    expect(error?.problems.map((problem) => problem.split(":")[0])).toEqual(["PORT", "TZ_SCHOOL"]);
  });
});
