import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("readEnv", () => {
  it("has defaults that start the site on a fresh machine", () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.TZ_SCHOOL).toBe("Asia/Kolkata");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toMatch(/\/data$/);
  });

  it("treats empty values as unset and explains bad ones", () => {
    expect(readEnv({ PORT: "" }).PORT).toBe(3000);
    expect(() => readEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readEnv({ API_BASE_URL: "not a url" })).toThrow(/API_BASE_URL/);
  });
});
