import { beforeAll, describe, expect, it } from "vitest";
import {
  notice,
  signedIn,
  signedInAdministrator,
  type OfficeClient,
} from "../support/office-client.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// A clerk ticks several records in a list and publishes, takes down or deletes them at once:
// each is saved as if opened (checked, logged on its own), and one that cannot be changed is
// named with the reason while the rest are done.

let backend: TestBackend;
let editor: OfficeClient;
let office: OfficeClient;
let administrator: OfficeClient;
beforeAll(async () => {
  backend = await testBackend();
  editor = await signedIn(backend.request, "editor", "198.51.100.245");
  office = await signedIn(backend.request, "office", "198.51.100.246");
  administrator = await signedInAdministrator(backend.request, "198.51.100.247");
});

type Listed = { id: string; state: string };

const onSite = async () =>
  (
    (await (await backend.request(`/api/news/all/${schoolCode}`)).json()) as {
      title: string;
    }[]
  ).map((item) => item.title);

const stateOf = async (id: string) =>
  ((await editor.call("GET", `/records/news/${id}`)).json as unknown as Listed).state;

describe("changing several records at once", () => {
  it("publishes the ticked drafts, takes them down, and deletes them, each logged", async () => {
    const titles = ["Bulk: science fair", "Bulk: library week", "Bulk: art exhibition"];
    const ids: string[] = [];
    for (const title of titles) {
      const made = await editor.call("POST", "/records/news", notice(title, { status: "draft" }));
      expect(made.status).toBe(201);
      ids.push(made.json.id as string);
    }
    const live = await editor.call("POST", "/records/news", notice("Bulk: already live"));
    expect(await onSite()).not.toContain(titles[0]);

    const published = await editor.call("POST", "/records/news/bulk", {
      action: "publish",
      ids: [...ids, live.json.id],
    });
    expect(published.status).toBe(200);
    expect(published.json.done).toEqual(ids);
    expect(published.json.skipped).toEqual([
      { id: live.json.id, reason: "It is on the site already." },
    ]);
    expect(await onSite()).toEqual(expect.arrayContaining(titles));

    const takenDown = await editor.call("POST", "/records/news/bulk", {
      action: "take-down",
      ids,
    });
    expect(takenDown.json.done).toEqual(ids);
    const shown = await onSite();
    for (const title of titles) expect(shown).not.toContain(title);
    expect(await stateOf(ids[0]!)).toBe("expired");

    // Published again, it comes back; then deleted, restorable.
    await editor.call("POST", "/records/news/bulk", { action: "publish", ids: [ids[0]] });
    expect(await stateOf(ids[0]!)).toBe("live");
    const deleted = await editor.call("POST", "/records/news/bulk", { action: "delete", ids });
    expect(deleted.json.done).toEqual(ids);
    expect(await stateOf(ids[1]!)).toBe("deleted");

    // The log has each record's own lines: made, published, taken down, deleted.
    const logged = (await administrator.call("GET", `/audit?record=${ids[1]}`)).json as unknown as {
      action: string;
      changes: Record<string, [unknown, unknown]>;
    }[];
    expect(logged.map((line) => line.action)).toEqual(["delete", "update", "update", "create"]);
    expect(logged[2]!.changes.status).toEqual(["draft", "published"]);
    expect(logged[1]!.changes.expireAt?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });

  it("is refused to a role that may not change the kind, and without a choice or a tick", async () => {
    const ids = ["00000000-0000-4000-8000-000000000000"];
    expect(
      (await office.call("POST", "/records/news/bulk", { action: "publish", ids })).status,
    ).toBe(403);
    const unchosen = await editor.call("POST", "/records/news/bulk", { action: "archive", ids });
    expect(unchosen.status).toBe(400);
    expect(unchosen.json.error).toBe("Choose to publish, take down or delete.");
    const unticked = await editor.call("POST", "/records/news/bulk", { action: "delete", ids: [] });
    expect(unticked.json.error).toBe("Tick the records first.");
    const gone = await editor.call("POST", "/records/news/bulk", { action: "delete", ids });
    expect(gone.json.skipped).toEqual([{ id: ids[0], reason: "It is not there any more." }]);
  });
});
