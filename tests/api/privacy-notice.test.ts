import { beforeAll, describe, expect, it } from "vitest";
import type { Block } from "#contracts/page-content.ts";
import type { SchoolSettings } from "#contracts/school-settings.ts";
import { everyBlock } from "#contracts/shared-tables.ts";
import { signedInAdministrator, type OfficeClient } from "../support/office-client.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// The privacy notice says what the product holds and for how long with the school's own times
// (issue 40, DPDP Rules r. 3): an administrator changes a time in the settings, and the notice
// says the new one on its next reading, in English and in Hindi.

let backend: TestBackend;
let administrator: OfficeClient;

beforeAll(async () => {
  backend = await testBackend();
  administrator = await signedInAdministrator(backend.request, "198.51.100.191");
});

const notice = async (language: "en" | "hi" = "en") => {
  const answer = await backend.request(
    `/api/page/${schoolCode}/PrivacyPolicy${language === "hi" ? "?language=hi" : ""}`,
  );
  expect(answer.status).toBe(200);
  return everyBlock(((await answer.json()) as { document: { blocks: Block[] } }).document.blocks);
};
const keptFor = (blocks: Block[], what: string) => {
  const table = blocks.find(
    (block): block is Extract<Block, { type: "table" }> =>
      block.type === "table" && block.rows.some((row) => row[0] === what),
  );
  return table?.rows.find((row) => row[0] === what)?.[3];
};

describe("the privacy notice", () => {
  it("states the times and the Grievance Officer the settings give, and follows a change", async () => {
    const before = await notice();
    expect(keptFor(before, "Enquiries and requests (Contact Us)")).toBe("24 months");
    const grievance = before.find(
      (block) => block.type === "prose" && block.markdown.includes("Grievance Officer"),
    );
    expect(grievance).toBeDefined();

    const saved = await administrator.call("GET", "/settings");
    const { number, settings } = saved.json as { number: number; settings: SchoolSettings };
    const changed = {
      ...settings,
      privacy: { ...settings.privacy!, keepEnquiries: 18, grievanceOfficer: "Sr. Test Officer" },
    };
    expect(
      (await administrator.call("PUT", "/settings", { settings: changed, basedOn: number })).status,
    ).toBe(200);

    const after = await notice();
    expect(keptFor(after, "Enquiries and requests (Contact Us)")).toBe("18 months");
    expect(JSON.stringify(after)).toContain("Sr. Test Officer");
    expect(keptFor(await notice("hi"), "पूछताछ और अनुरोध (संपर्क करें)")).toBe("18 महीने");

    await administrator.call("PUT", "/settings", { settings, basedOn: number + 1 });
  });
});
