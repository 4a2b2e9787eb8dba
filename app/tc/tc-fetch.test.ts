import { describe, expect, it } from "vitest";
import { checkTcFields, fetchCertificate, tcMessages } from "./tc-fetch.ts";
import { tcWords } from "./tc.words.ts";

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

describe("the TC form's messages on Hindi pages", () => {
  const devanagari = /[\u0900-\u097f]/;
  const answer =
    (status: number, body: unknown, headers: Record<string, string> = {}) =>
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json", ...headers },
      });
  const lookUp = (fetch: (request: Request) => Promise<Response>) =>
    fetchCertificate({
      fields: { admission: "2020/0736", name: "Ishita Mehra" },
      apiBase: "http://backend.test",
      schoolCode: "HLCA",
      fetch,
      language: "hi",
    });

  it("checks the fields in Hindi, naming the field with a control character", () => {
    expect(checkTcFields({ admission: "", name: "" }, "hi")).toBe(tcWords.hi.empty);
    const admission = checkTcFields({ admission: "20\u00070", name: "Ishita" }, "hi");
    const name = checkTcFields({ admission: "2020", name: "Ish\u0007ita" }, "hi");
    expect(admission).toMatch(devanagari);
    expect(name).toMatch(devanagari);
    expect(admission).not.toBe(name);
    expect(checkTcFields({ admission: "2020", name: "Ishita" }, "hi")).toBeUndefined();
  });

  it("answers each failure in Hindi", async () => {
    expect(await lookUp(answer(404, { error: "Wrong credentials" }))).toMatchObject({
      error: tcWords.hi.wrong,
    });
    const control = "The Admission No. contains a character that cannot be used. Please retype it.";
    expect(await lookUp(answer(400, { error: control }))).toMatchObject({
      status: 400,
      error: checkTcFields({ admission: "2\u00070", name: "x" }, "hi"),
    });
    expect(await lookUp(answer(503, {}))).toMatchObject({ error: tcWords.hi.unreachable });
    expect(await lookUp(answer(200, {}))).toMatchObject({ error: tcWords.hi.invalid });
  });

  it("names the wait of a refusal for too many attempts from its Retry-After", async () => {
    const said = "Too many attempts. Please wait 10 minutes and try again.";
    const result = await lookUp(answer(429, { error: said }, { "Retry-After": "570" }));
    expect(result).toMatchObject({ ok: false, status: 429 });
    expect(result.ok ? "" : result.error).toContain("10");
    expect(result.ok ? "" : result.error).toMatch(devanagari);
  });
});
