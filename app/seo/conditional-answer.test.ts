import { describe, expect, it } from "vitest";
import { conditionalAnswer, newestOf } from "./conditional-answer.server.ts";

const headers = { "Content-Type": "application/xml", "Cache-Control": "public, max-age=300" };
const changed = new Date("2026-11-20T05:00:00.500Z");
const ask = (asked: Record<string, string> = {}) =>
  conditionalAnswer(
    new Request("https://school.example/a", { headers: asked }),
    "<a/>",
    headers,
    changed,
  );

describe("answers asked for again and again", () => {
  it("say what they are and when they last changed", async () => {
    const answer = ask();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("ETag")).toMatch(/^"[\w-]{27}"$/);
    expect(answer.headers.get("Last-Modified")).toBe("Fri, 20 Nov 2026 05:00:00 GMT");
    expect(await answer.text()).toBe("<a/>");
  });

  it("are 304 with no body to a copy that is still current, by tag, weak or not", async () => {
    const etag = ask().headers.get("ETag")!;
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const answer = ask({ "If-None-Match": tag });
      expect(answer.status, tag).toBe(304);
      expect(await answer.text()).toBe("");
      expect(answer.headers.get("ETag")).toBe(etag);
      expect(answer.headers.get("Cache-Control")).toBe("public, max-age=300");
    }
    expect(ask({ "If-None-Match": '"other"' }).status).toBe(200);
  });

  it("are 304 to a copy from the last change or later, and the tag wins over the date", () => {
    expect(ask({ "If-Modified-Since": "Fri, 20 Nov 2026 05:00:00 GMT" }).status).toBe(304);
    expect(ask({ "If-Modified-Since": "Fri, 20 Nov 2026 04:59:59 GMT" }).status).toBe(200);
    expect(ask({ "If-Modified-Since": "not a date" }).status).toBe(200);
    const stale = {
      "If-None-Match": '"other"',
      "If-Modified-Since": "Sat, 21 Nov 2026 00:00:00 GMT",
    };
    expect(ask(stale).status).toBe(200);
  });

  it("date themselves by the newest of their entries", () => {
    expect(newestOf(["2025-01-01", undefined, "2026-11-20T05:00:00Z", "garbled"])).toEqual(
      new Date("2026-11-20T05:00:00Z"),
    );
    expect(newestOf([])).toBeUndefined();
  });
});
