import { beforeAll, describe, expect, it } from "vitest";
import { testBackend, type TestBackend } from "../support/test-backend.ts";
import { signedIn, type OfficeClient } from "../support/office-client.ts";

// A link a member of staff saves is one a browser reads as the school meant it: `/\evil.example`
// is read as `//evil.example`, another site, and is refused with words saying what is taken.

let backend: TestBackend;
let editor: OfficeClient;
beforeAll(async () => {
  backend = await testBackend();
  editor = await signedIn(backend.request, "editor", "198.51.100.151");
});

const alert = (title: string, url: string) => ({
  title,
  severity: "information",
  url,
  status: "published",
  expireAt: "2099-01-01T10:00",
});

describe("an alert's link", () => {
  it.each([
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "https:evil.example",
    "JavaScript:alert(1)",
  ])("is refused when it is %j, and nothing is saved", async (url) => {
    const title = `Link check ${JSON.stringify(url)}`;
    const answer = await editor.call("POST", "/records/alerts", alert(title, url));
    expect(answer.status).toBe(400);
    // The field is named, with what it takes (or, for a tab, the character it cannot hold).
    expect(answer.json.fields).toHaveProperty("url");
    const list = await editor.call("GET", "/records/alerts");
    expect(answer.text + list.text).not.toContain(`"title":"${title}"`);
  });

  it("is saved when it is a page of this site or another site's address", async () => {
    for (const url of ["/Admission", "https://cbse.gov.in/circulars"]) {
      const answer = await editor.call("POST", "/records/alerts", alert(`Link ${url}`, url));
      expect(answer.status, answer.text).toBe(201);
    }
  });
});
