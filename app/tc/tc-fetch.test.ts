import { describe, expect, it } from "vitest";
import { checkTcFields, fetchCertificate, tcMessages } from "./tc-fetch.ts";

describe("the TC form's check", () => {
  it("asks for both fields when one is blank", () => {
    expect(checkTcFields({ admission: " ", name: "Ishita Mehra" })).toBe(tcMessages.empty);
    expect(checkTcFields({ admission: "2020/0736", name: "" })).toBe(tcMessages.empty);
    expect(checkTcFields({ admission: "2020/0736", name: "Ishita Mehra" })).toBeUndefined();
  });

  it.each(["\0", "\u001b[2J", "\n", "\t", "\u0085", "\u007f"])(
    "refuses the control character %j in either field, naming the field",
    (control) => {
      expect(checkTcFields({ admission: `2020${control}0736`, name: "Ishita Mehra" })).toMatch(
        /Admission No\..*character that cannot be used/,
      );
      expect(checkTcFields({ admission: "2020/0736", name: `Ishita${control}Mehra` })).toMatch(
        /Student Full Name.*character that cannot be used/,
      );
    },
  );
});

describe("fetchCertificate", () => {
  const answer = (status: number, body: unknown) => async () =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  const lookUp = (fetch: (request: Request) => Promise<Response>) =>
    fetchCertificate({
      fields: { admission: "2020/0736", name: "Ishita Mehra" },
      apiBase: "http://backend.test",
      schoolCode: "HLCA",
      fetch,
    });

  it("says which status each failure deserves", async () => {
    expect(await lookUp(answer(404, { error: "Wrong credentials" }))).toMatchObject({
      ok: false,
      status: 404,
      error: tcMessages.wrong,
    });
    expect(await lookUp(answer(400, { error: "Please fill in all fields" }))).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await lookUp(answer(429, { error: "Too many attempts." }))).toMatchObject({
      ok: false,
      status: 429,
      error: "Too many attempts.",
    });
    expect(await lookUp(answer(503, {}))).toMatchObject({
      ok: false,
      status: 503,
      error: tcMessages.unreachable,
    });
    expect(await lookUp(() => Promise.reject(new Error("connection refused")))).toMatchObject({
      ok: false,
      status: 503,
      error: tcMessages.unreachable,
    });
  });

  it("passes on the backend's own message for a refused field", async () => {
    const error = "The Admission No. contains a character that cannot be used. Please retype it.";
    expect(await lookUp(answer(400, { error }))).toMatchObject({ ok: false, status: 400, error });
  });
});
