import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has defaults that start the site on a fresh machine", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: true,
      port: 3000,
      timeZone: "Asia/Kolkata",
      trustProxy: 0,
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
      OFFICE_SECRET: "x".repeat(40),
      SERVE_WEBSITE: "false",
      PATH: "/usr/bin",
    });
    expect(config).toMatchObject({
      port: 8080,
      schoolCode: "DEMO2",
      siteUrl: "https://school.example.org",
      apiBaseUrl: "https://api.example.org",
      trustProxy: 1,
      officeSecret: "x".repeat(40),
      serveWebsite: false,
    });
    expect(Object.keys(config)).not.toContain("PATH");
  });

  it.each([
    ["false", 0],
    ["true", 1],
    ["0", 0],
    ["1", 1],
    ["2", 2],
    ["10.0.0.1", ["10.0.0.1"]],
    [" 10.0.0.0/8 , 2001:db8::/32,loopback", ["10.0.0.0/8", "2001:db8::/32", "loopback"]],
  ])("reads TRUST_PROXY=%j as %j", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it("limits connections by default, and takes shorter limits for tests", () => {
    expect(loadConfig({}).connections).toEqual({
      headersMs: 10_000,
      bodyPauseMs: 30_000,
      keepAliveMs: 5_000,
      inactivityMs: 30_000,
    });
    expect(loadConfig({ INACTIVITY_TIMEOUT_MS: "2000" }).connections.inactivityMs).toBe(2000);
    // A body's pause and the headers' deadline measure different things: neither bounds the other.
    expect(loadConfig({ HEADERS_TIMEOUT_MS: "40000" }).connections.headersMs).toBe(40_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: "5000" }).connections.bodyPauseMs).toBe(5_000);
  });

  it("asks for OFFICE_SECRET with DATABASE_URL, which several instances share", () => {
    expect(() => loadConfig({ DATABASE_URL: "postgres://db/school" })).toThrow(/OFFICE_SECRET/);
    expect(
      loadConfig({ DATABASE_URL: "postgres://db/school", OFFICE_SECRET: "s".repeat(32) })
        .officeSecret,
    ).toBe("s".repeat(32));
  });

  it("bounds the caches that grow with schools and addresses, in MiB, by default or as set", () => {
    const mib = 2 ** 20;
    expect(loadConfig({}).cacheBudgets).toEqual({
      renderings: 24 * mib,
      lists: 32 * mib,
      answers: 16 * mib,
      searches: 4 * mib,
    });
    expect(
      loadConfig({
        PAGES_CACHE_MB: "96",
        LISTS_CACHE_MB: "200",
        ANSWERS_CACHE_MB: "16",
        SEARCHES_CACHE_MB: "4",
      }).cacheBudgets,
    ).toEqual({ renderings: 96 * mib, lists: 200 * mib, answers: 16 * mib, searches: 4 * mib });
    for (const value of ["0", "-5", "1.5", "lots"]) {
      expect(() => loadConfig({ LISTS_CACHE_MB: value }), value).toThrow(/LISTS_CACHE_MB/);
    }
  });

  describe("the object store (S3_*)", () => {
    const keys = { S3_ACCESS_KEY_ID: "school-key", S3_SECRET_ACCESS_KEY: "school-secret" };

    it("keeps files in DATA_DIR unless S3_BUCKET is set", () => {
      expect(loadConfig({}).s3).toBeUndefined();
    });

    it("reads a bucket on Amazon S3, addressed by host name", () => {
      expect(loadConfig({ S3_BUCKET: "hlca-files", ...keys }).s3).toEqual({
        bucket: "hlca-files",
        endpoint: undefined,
        region: "us-east-1",
        accessKeyId: "school-key",
        secretAccessKey: "school-secret",
        forcePathStyle: false,
      });
    });

    it("addresses an S3-compatible server by path unless told otherwise", () => {
      const settings = {
        S3_BUCKET: "hlca-files",
        S3_ENDPOINT: "http://127.0.0.1:9000/",
        S3_REGION: "ap-south-1",
        ...keys,
      };
      expect(loadConfig(settings).s3).toMatchObject({
        endpoint: "http://127.0.0.1:9000",
        region: "ap-south-1",
        forcePathStyle: true,
      });
      expect(loadConfig({ ...settings, S3_FORCE_PATH_STYLE: "false" }).s3?.forcePathStyle).toBe(
        false,
      );
    });

    it.each([
      ["S3_ACCESS_KEY_ID", { S3_SECRET_ACCESS_KEY: "school-secret" }],
      ["S3_SECRET_ACCESS_KEY", { S3_ACCESS_KEY_ID: "school-key" }],
    ])("asks for %s with S3_BUCKET: no key has a default", (name, given) => {
      expect(() => loadConfig({ S3_BUCKET: "hlca-files", ...given })).toThrow(
        new RegExp(`^  ${name}: required with S3_BUCKET`, "m"),
      );
    });

    it("names both keys when both are missing", () => {
      const error = (() => {
        try {
          loadConfig({ S3_BUCKET: "hlca-files" });
        } catch (caught) {
          return caught as ConfigError;
        }
      })();
      expect(error?.problems.map((problem) => problem.split(":")[0])).toEqual([
        "S3_ACCESS_KEY_ID",
        "S3_SECRET_ACCESS_KEY",
      ]);
    });

    it.each([{ S3_ENDPOINT: "http://127.0.0.1:9000" }, keys, { S3_FORCE_PATH_STYLE: "true" }])(
      "asks for S3_BUCKET when another S3 setting is given: %j",
      (given) => {
        expect(() => loadConfig(given)).toThrow(/^ {2}S3_BUCKET: required with S3_/m);
      },
    );
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
    ["TRUST_PROXY", "10.0.0.1,,10.0.0.2"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "17"],
    ["TRUST_PROXY", "0x0a000001"],
    ["TRUST_PROXY", "proxy.example.org"],
    ["OFFICE_SECRET", "short"],
    ["OFFICE_TOKEN", "x".repeat(40)],
    ["INACTIVITY_TIMEOUT_MS", "0"],
    ["REQUEST_TIMEOUT_MS", "soon"],
    ["S3_BUCKET", "School_Files"],
    ["S3_BUCKET", "ab"],
    ["S3_ENDPOINT", "minio:9000"],
    ["S3_REGION", "Mumbai please"],
    ["S3_FORCE_PATH_STYLE", "yes"],
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
