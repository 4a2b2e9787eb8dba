import { describe, expect, it } from "vitest";
import { countPage, countRemembered, searchFoundHeader } from "./count-reads.ts";
import type { ReadCounter } from "./read-counter.ts";

const person =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

function counter() {
  const counted: string[] = [];
  const reads: ReadCounter = {
    count: (kind, key) => void counted.push(`${kind} ${key}`),
    flush: async () => {},
    close: async () => {},
  };
  return { reads, counted };
}

/** The same visit as the website's route counts it and as the front door's memory answers it. */
function bothWays(path: string, agent: string, type: string, extra: [string, string][] = []) {
  const routed = counter();
  countPage(
    routed.reads,
    new Request(`http://school.test${path}`, { headers: { "User-Agent": agent } }),
    new Response("", { status: 200, headers: [["Content-Type", type], ...extra] }),
  );
  const remembered = counter();
  countRemembered(
    remembered.reads,
    { method: "GET", url: path, headers: { "user-agent": agent } },
    { status: 200, headers: ["content-type", type, ...extra.flat()] },
  );
  return { routed: routed.counted, remembered: remembered.counted };
}

describe("a read answered from the front door's memory", () => {
  it("counts as the same read answered by the website", () => {
    const page = bothWays("/SchoolTiming", person, "text/html; charset=utf-8");
    expect(page.remembered).toEqual(["page /SchoolTiming"]);
    expect(page.remembered).toEqual(page.routed);

    const search = bothWays("/Search?q=hostel+warden", person, "text/html", [
      [searchFoundHeader, "0"],
    ]);
    expect(search.remembered).toEqual(["page /Search", "nothing-found hostel warden"]);
    expect(search.remembered).toEqual(search.routed);

    const pdf = bothWays("/CbseDisclosure.pdf", person, "application/pdf");
    expect(pdf.remembered).toEqual(["download /CbseDisclosure.pdf"]);
  });

  it("counts no robot, no script and no list of the API, and a stored document as a download", () => {
    expect(bothWays("/SchoolTiming", "Googlebot/2.1", "text/html").remembered).toEqual([]);
    expect(bothWays("/SchoolTiming", "node", "text/html").remembered).toEqual([]);
    expect(bothWays("/api/news/HLCA", person, "application/json").remembered).toEqual([]);
    const stored = bothWays(
      "/api/image/HLCA/public/BookList/class-1.pdf",
      person,
      "application/pdf",
    );
    expect(stored.remembered).toEqual(["download HLCA/public/BookList/class-1.pdf"]);
    expect(bothWays("/api/image/HLCA/a.jpg", person, "image/jpeg").remembered).toEqual([]);
  });
});
