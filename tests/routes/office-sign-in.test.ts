import { beforeAll, describe, expect, it } from "vitest";
import { action as signIn } from "#app/office/routes/sign-in.tsx";
import { loader as recordList } from "#app/office/routes/record-list.tsx";
import { accounts } from "../support/office-client.ts";
import { testBackend } from "../support/test-backend.ts";
import { routeCalls } from "../support/route-calls.ts";

// The office's sign-in page's action, called as the server calls it: the session the API makes
// reaches the browser as the page's own cookie, and the page it was asked for opens with it.

let pages: ReturnType<typeof routeCalls>;
beforeAll(async () => {
  pages = routeCalls(await testBackend());
});

const page = "/office/sign-in";
const { email, password } = accounts.editor;

describe("signing in on the office's page", () => {
  it("keeps the e-mail, never the password, and says why when the password is wrong", async () => {
    const answer = await pages.act(signIn, page, page, {
      form: { email, password: "not-the-password" },
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({ email, error: expect.any(String) });
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it("sends the editor on to the page asked for, signed in by the cookie it sets", async () => {
    const next = "/office/records/news?state=draft";
    const answer = await pages.act(signIn, page, `${page}?next=${encodeURIComponent(next)}`, {
      form: { email, password },
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(next);
    const cookie = answer.headers
      .getSetCookie()
      .map((set) => set.split(";")[0])
      .join("; ");
    expect(cookie).not.toBe("");

    const list = await pages.load(recordList, "/office/records/:kind", next, { cookie });
    expect(list.status).toBe(200);
    expect(list.data).toMatchObject({ kind: { kind: "news" }, query: { state: "draft" } });
  });

  it("follows only the office's own pages after signing in", async () => {
    const answer = await pages.act(
      signIn,
      page,
      `${page}?next=${encodeURIComponent("https://elsewhere.example/office")}`,
      { form: { email, password } },
    );
    expect(answer.location).toBe("/office");
  });
});
