import { beforeEach, describe, expect, it } from "vitest";
import { connectBackend } from "../website.server.ts";
import { forgetWebsiteCopies } from "../caches.ts";
import { currentAlerts } from "./alerts.server.ts";

const alert = (title: string) => ({ _id: title, title, severity: "emergency", url: "" });
let calls = 0;
let answer: () => Response | Promise<Response>;

beforeEach(() => {
  forgetWebsiteCopies();
  calls = 0;
});

const { api } = connectBackend({
  schoolCode: "S",
  timeoutMs: 200,
  fetch: () => {
    calls += 1;
    return answer();
  },
});

const titles = async (now?: number) => (await currentAlerts(api, now)).map((a) => a.title);

describe("the alerts atop every page", () => {
  it("are asked of the backend for each page, so a new one shows on the next", async () => {
    answer = () => Response.json([alert("School closed today")]);
    expect(await titles()).toEqual(["School closed today"]);
    answer = () => Response.json([]);
    expect(await titles()).toEqual([]);
    expect(calls).toBe(2);
  });

  it("stay as last read while the backend fails, and pages stop waiting on it", async () => {
    answer = () => Response.json([alert("School closed today")]);
    await titles();
    answer = () => new Promise<Response>(() => {});
    const failedAt = Date.now();
    expect(await titles(failedAt)).toEqual(["School closed today"]);
    expect(calls).toBe(2);

    // Within the next seconds no page asks it, so none waits for it.
    expect(await titles(failedAt + 1_000)).toEqual(["School closed today"]);
    expect(calls).toBe(2);

    // Later it is asked again behind the visitor's back, and its answer is used from then on.
    answer = () => Response.json([]);
    expect(await titles(failedAt + 6_000)).toEqual(["School closed today"]);
    expect(calls).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await titles(failedAt + 7_000)).toEqual([]);
  });
});
