import { describe, expect, it } from "vitest";
import { demoSettings } from "#demo/demo-settings.ts";
import { rollover } from "./api/pages.ts";

const settings = { ...demoSettings("2026-11-24"), session: "2026-27", sessionStartMonth: 4 };
const pages = [
  { path: "/SchoolFees", heading: "School Fees", session: "2025-26" },
  { path: "/AdmissionXI", heading: "Admission Class XI", session: "2026-27" },
  { path: "/AboutUs", heading: "About Us" },
];

describe("the office's warning when a new session has begun", () => {
  it("lists the pages whose figures are for a session that has ended", () => {
    expect(rollover(settings, pages, "2026-11-24")).toEqual({
      session: "2026-27",
      next: "2027-28",
      settingsBehind: false,
      behind: [{ path: "/SchoolFees", heading: "School Fees", session: "2025-26", why: "session" }],
    });
  });

  it("goes by the calendar once the settings' session has ended, and says the settings are behind", () => {
    const warning = rollover(settings, pages, "2027-04-01");
    expect(warning.session).toBe("2027-28");
    expect(warning.settingsBehind).toBe(true);
    expect(warning.behind.map((page) => page.path)).toEqual(["/SchoolFees", "/AdmissionXI"]);
    // The day before, the school is still in 2026-27.
    expect(rollover(settings, pages, "2027-03-31").behind.map((page) => page.path)).toEqual([
      "/SchoolFees",
    ]);
  });

  it("lists nothing when every page is for the session in force", () => {
    const current = pages.map((page) => ({ ...page, session: page.session && "2026-27" }));
    expect(rollover(settings, current, "2026-11-24").behind).toEqual([]);
  });

  it("still lists a page whose label moved on while its words stayed the last session's", () => {
    const relabelled = [{ path: "/Feestructure", heading: "Fees", session: "2026-27" }];
    const warning = rollover(settings, relabelled, "2026-11-24", [
      { path: "/Feestructure", unchangedSince: "2025-26" },
    ]);
    expect(warning.behind).toEqual([
      {
        path: "/Feestructure",
        heading: "Fees",
        session: "2026-27",
        why: "label",
        wordsOf: "2025-26",
      },
    ]);
    // Once its words change, it is the new session's.
    expect(
      rollover(settings, relabelled, "2026-11-24", [{ path: "/Feestructure" }]).behind,
    ).toEqual([]);
  });

  it("lists a page whose every date has passed, and says so of a draft waiting for it", () => {
    const warning = rollover(settings, pages.slice(1, 2), "2026-11-24", [
      { path: "/AdmissionXI", lastDate: "2026-01-24", newestSession: "2027-28" },
    ]);
    expect(warning.behind).toEqual([
      {
        path: "/AdmissionXI",
        heading: "Admission Class XI",
        session: "2026-27",
        why: "dates",
        lastDate: "2026-01-24",
        draftFor: "2027-28",
      },
    ]);
    const ahead = [{ path: "/AdmissionXI", lastDate: "2027-01-23" }];
    expect(rollover(settings, pages.slice(1, 2), "2026-11-24", ahead).behind).toEqual([]);
  });
});
