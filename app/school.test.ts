import { describe, expect, it, vi } from "vitest";
import { exampleSchool as school } from "../tests/support/school-settings.ts";
import type { ApiClient } from "./api/client.ts";
import { escapeHtml, schoolIn, telHref, withSchool } from "./school.ts";
import { schoolSettings } from "./school.server.ts";

describe("sentences that name the school", () => {
  it("take its facts from the settings", () => {
    expect(withSchool("News from {school}, a {board} school of the {congregation}.", school)).toBe(
      `News from ${school.titleName}, a ${school.board} school of the ${school.congregation}.`,
    );
  });

  it("escape the facts for markup when asked", () => {
    const named = { ...school, name: "St. Anne's <& St. Joseph's>" };
    expect(withSchool("<p>Welcome to {name}.</p>", named, escapeHtml)).toBe(
      "<p>Welcome to St. Anne&#39;s &#60;&#38; St. Joseph&#39;s&#62;.</p>",
    );
  });

  it("keep a placeholder they do not know, and drop all without settings", () => {
    expect(withSchool("About {nothing}.", school)).toBe("About {nothing}.");
    expect(withSchool("Events at {school}.", undefined)).toBe("Events at.");
  });
});

describe("the settings a meta function reads", () => {
  it("are the root route's", () => {
    const matches = [
      { id: "root", loaderData: { school: { number: 2, settings: school } } },
      { id: "Events", loaderData: {} },
    ];
    expect(schoolIn(matches)).toBe(school);
    expect(schoolIn([{ id: "Events", loaderData: {} }])).toBeUndefined();
  });
});

it("a phone number dials its digits and its +", () => {
  expect(telHref("+91 (172) 234-5678")).toBe("tel:+911722345678");
});

describe("the settings every page is drawn from", () => {
  const api = (settings: () => Promise<unknown>) => ({ settings }) as unknown as ApiClient;
  const down = () => Promise.reject(new Error("down"));

  it("cannot be made up: without any read, the page answers 503", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const refusal: unknown = await schoolSettings(api(down)).catch((error: unknown) => error);
    expect((refusal as { init?: ResponseInit }).init?.status).toBe(503);
  });

  it("are read for each page, and the last read stand in while the backend fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const first = { number: 4, settings: school };
    const next = { number: 5, settings: { ...school, phones: ["+91 90000 00000"] } };
    expect(
      await schoolSettings(
        api(async () => first),
        0,
      ),
    ).toEqual(first);
    expect(
      await schoolSettings(
        api(async () => next),
        1,
      ),
    ).toEqual(next);
    expect(await schoolSettings(api(down), 2)).toEqual(next);
  });

  it("are not waited for while the backend is failing, and asked again every few seconds", async () => {
    const asked = vi.fn(async () => ({ number: 6, settings: school }));
    // Failed at 2 (above): a page a second later is drawn at once from what was read before.
    expect((await schoolSettings(api(asked), 1_002)).number).toBe(5);
    expect(asked).not.toHaveBeenCalled();
    // Five seconds on, the backend is asked behind the page, and the next page shows its answer.
    expect((await schoolSettings(api(asked), 5_002)).number).toBe(5);
    expect(asked).toHaveBeenCalledOnce();
    await vi.waitFor(async () => expect((await schoolSettings(api(asked), 5_003)).number).toBe(6));
  });
});
