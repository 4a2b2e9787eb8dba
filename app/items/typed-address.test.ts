import { describe, expect, it } from "vitest";
import { typedItemPath } from "./typed-address.ts";

describe("an item's address typed by hand", () => {
  it("lands on the item's page whatever its casing or a closing slash", () => {
    expect(typedItemPath("/news/2026-11-20-Annual-Day")).toBe("/News/2026-11-20-annual-day");
    expect(typedItemPath("/NOTICEBOARD/2026-11-20-holiday/")).toBe(
      "/NoticeBoard/2026-11-20-holiday",
    );
    expect(typedItemPath("/gallery/2026-11-15-sports-meet-2026")).toBe(
      "/Gallery/2026-11-15-sports-meet-2026",
    );
  });

  it("names nothing for an address already right, a page that lists no items, or no item's shape", () => {
    expect(typedItemPath("/News/2026-11-20-annual-day")).toBeUndefined();
    expect(typedItemPath("/aboutus/2026-11-20-annual-day")).toBeUndefined();
    expect(typedItemPath("/news/not an item")).toBeUndefined();
    expect(typedItemPath("/news/2026-11-20-a/b")).toBeUndefined();
  });
});
