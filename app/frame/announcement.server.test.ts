import { beforeEach, describe, expect, it } from "vitest";
import { connectBackend } from "../website.server.ts";
import { forgetWebsiteCopies, websiteChanged } from "../caches.ts";
import { currentAnnouncement } from "./announcement.server.ts";

const item = (title: string) => ({
  _id: title,
  title,
  url: "https://example.org",
  attachments: [],
});
let calls = 0;
let answer: () => Response | Promise<Response>;

beforeEach(() => {
  forgetWebsiteCopies();
  calls = 0;
});

const backend = connectBackend({
  schoolCode: "S",
  timeoutMs: 1000,
  fetch: () => {
    calls += 1;
    return answer();
  },
});

describe("the header's announcement", () => {
  it("asks the backend once, then answers from memory while it is recent", async () => {
    answer = () => Response.json([item("Registration is open")]);
    expect((await currentAnnouncement(backend))?.title).toBe("Registration is open");
    answer = () => new Promise<Response>(() => {});
    const started = Date.now();
    expect((await currentAnnouncement(backend, started + 1000))?.title).toBe(
      "Registration is open",
    );
    expect(calls).toBe(1);
  });

  it("keeps showing the last one while a refresh is under way, then the new one", async () => {
    answer = () => Response.json([item("Old")]);
    const first = Date.now();
    await currentAnnouncement(backend, first);
    answer = () => Response.json([item("New")]);
    expect((await currentAnnouncement(backend, first + 31_000))?.title).toBe("Old");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await currentAnnouncement(backend))?.title).toBe("New");
    expect(calls).toBe(2);
  });

  it("answers with no announcement when the backend fails, and asks again a little later", async () => {
    answer = () => new Response("down", { status: 503 });
    const first = Date.now();
    expect(await currentAnnouncement(backend, first)).toBeNull();
    expect(await currentAnnouncement(backend, first + 1000)).toBeNull();
    expect(calls).toBe(1);
    answer = () => Response.json([item("Back again")]);
    await currentAnnouncement(backend, first + 6000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await currentAnnouncement(backend))?.title).toBe("Back again");
  });

  it("keeps the last announcement up while the backend is failing", async () => {
    answer = () => Response.json([item("Still open")]);
    const first = Date.now();
    await currentAnnouncement(backend, first);
    answer = () => new Response("down", { status: 503 });
    await currentAnnouncement(backend, first + 31_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await currentAnnouncement(backend))?.title).toBe("Still open");
  });

  it("shows a changed announcement on the next page once the backend's data changed", async () => {
    answer = () => Response.json([item("Registration is open")]);
    await currentAnnouncement(backend);
    answer = () => Response.json([item("Registration has closed")]);
    websiteChanged();
    expect((await currentAnnouncement(backend))?.title).toBe("Registration has closed");
    expect(calls).toBe(2);
  });
});
