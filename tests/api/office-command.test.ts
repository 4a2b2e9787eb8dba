import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, resetStaffPassword } from "../../scripts/office-commands.ts";
import { OfficeClient } from "../support/office-client.ts";
import { testBackend, type TestBackend } from "../support/test-backend.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await testBackend();
});

const passwordIn = (text: string) => /\): (\S+)/.exec(text)![1]!;

describe("npm run office", () => {
  it("makes the first administrator of a new school, who must set up the second step", async () => {
    const { db } = backend.database;
    const refused = await createAdmin(db, backend.auth, "NEW1", [
      "--email",
      "principal@new-school.example",
      "--name",
      "Sr. Mary Thomas",
    ]);
    expect(refused).toMatchObject({ ok: false, error: expect.stringContaining("--school-name") });

    const made = await createAdmin(db, backend.auth, "NEW1", [
      "--email",
      "principal@new-school.example",
      "--name",
      "Sr. Mary Thomas",
      "--school-name",
      "St. Mary's Convent School",
    ]);
    expect(made.ok).toBe(true);
    const password = passwordIn(made.ok ? made.text : "");
    const request = (path: string, init?: RequestInit) =>
      backend.request(path.replace("/api/office/HLCA/", "/api/office/NEW1/"), init);
    const admin = new OfficeClient(request, "198.51.100.90");
    const signIn = await admin.signIn("principal@new-school.example", password);
    expect(signIn.json.next).toBe("set-up-second-factor");

    const reset = await resetStaffPassword(db, backend.auth, [
      "--email",
      "principal@new-school.example",
    ]);
    expect(reset.ok).toBe(true);
    expect((await admin.call("GET", "/me")).status).toBe(401);
    const again = new OfficeClient(request, "198.51.100.91");
    expect(
      (await again.signIn("principal@new-school.example", passwordIn(reset.ok ? reset.text : "")))
        .status,
    ).toBe(200);
  });
});
