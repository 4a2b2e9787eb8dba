import { beforeAll, describe, expect, it } from "vitest";
import {
  answeringAt,
  failure,
  hang,
  shownWhileWell,
  switchable,
} from "../support/faulty-backend.ts";
import { expectInert, hostileRecord } from "../support/hostile-message.ts";
import { siteInProcess, text, type Site, type SiteAnswer } from "../support/site.ts";

// The home page reads the demo backend through a backend each test turns: it decides which
// calls fail, hang or answer a doctored record, and reads what each section shows. That the
// doctored message runs nothing in a browser is tests/e2e/backend-failures.test.ts's.

const { override, backend } = switchable();
let site: Site;
beforeAll(async () => {
  // These tests are about which section shows what, not speed: a generous limit keeps a busy
  // test machine from turning a slow answer into a fallback (tests/pages/resilience.test.ts
  // times).
  site = await siteInProcess({ backend, env: { API_TIMEOUT_MS: "3000" } });
  await shownWhileWell(site);
});

/** What each section shows, as one line of text per section. */
function sections(answer: SiteAnswer) {
  const read = (title: string) => {
    const heading = answer.all("main h2").find((h) => h.textContent?.trim() === title);
    return text(heading?.closest("section, div"));
  };
  return {
    notices: read("Notice Board"),
    events: read("Upcoming Events"),
    news: read("recent activities & announcements"),
    principal: read("Principal's message"),
    toppers: read("X Toppers"),
    birthdays: read("today's birthday"),
    gallery: read("Activities in Images"),
    popup: answer.all("dialog[open]").length > 0 ? "open" : "closed",
    // The header announcement's attachment, which no home call feeds.
    badge:
      answer
        .all("section[aria-label=Announcement] a[href*='/api/image/']")[0]
        ?.getAttribute("href") ?? "",
  };
}

async function load(): Promise<Record<string, string>> {
  const answer = await site.page("/");
  expect(answer.status).toBe(200);
  return sections(answer);
}

const calls: [string, RegExp, keyof ReturnType<typeof sections>][] = [
  ["highlight", /^\/api\/highlight\//, "notices"],
  ["events", /^\/api\/events\/HLCA/, "events"],
  ["news", /^\/api\/news\/HLCA/, "news"],
  ["principalMessage", /^\/api\/principalMessage\//, "principal"],
  ["topper", /^\/api\/topper\//, "toppers"],
  ["birthdays", /^\/api\/birthdays\//, "birthdays"],
  ["gallery", /^\/api\/gallery\/HLCA/, "gallery"],
  ["notification", /^\/api\/notification\//, "popup"],
];

describe("each home section fails alone", () => {
  let healthy: Record<string, string>;

  it("first renders every section from the demo data", async () => {
    override.current = () => undefined;
    healthy = await load();
    expect(healthy.popup).toBe("open");
    expect(healthy.notices).not.toContain("Stay Tuned");
    expect(healthy.badge).toMatch(/\.pdf$/);
  });

  it.each(calls)("a failing %s call changes only its own section", async (_, pattern, key) => {
    override.current = answeringAt(pattern, () => failure(500));
    const seen = await load();
    for (const [name, words] of Object.entries(seen)) {
      if (name === key) expect(words, name).not.toBe(healthy[name]);
      else expect(words, name).toBe(healthy[name]);
    }
  });

  it("renders every fallback when the backend hangs", async () => {
    override.current = hang;
    const answer = await site.page("/");
    expect(answer.status).toBe(200);
    const words = text(answer.document.body);
    expect(words).toContain("Stay Tuned for More Updates!");
    expect(words).toContain("Gallery Title");
  });
});

describe("leadership message HTML from the backend", () => {
  it("is shown without its script, event handlers or javascript: links", async () => {
    override.current = answeringAt(/^\/api\/principalMessage\//, () =>
      Response.json([hostileRecord("Principal")]),
    );
    const answer = await site.page("/");
    const heading = answer.all("main section h2").find((h) => text(h) === "Principal's message");
    // Nothing in it runs: no script, no handler, no javascript: address, no broken picture.
    expectInert(heading!.closest("section")!);
  });
});
