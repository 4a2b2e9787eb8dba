import { describe, expect, it } from "vitest";
import { demoAccounts } from "#demo/office-accounts.ts";
import { weakPassword } from "./password-strength.ts";

const person = { email: "meera.joshi@hlca.demo.example", name: "Meera Joshi" };

describe("weakPassword", () => {
  it("refuses common and patterned passwords, saying what makes a good one", async () => {
    for (const password of ["password12", "1234567890", "qwertyuiop", "iloveyou2024"]) {
      const why = await weakPassword(password, person);
      expect(why, password).toMatch(/easy to guess/);
      expect(why, password).toMatch(/few unrelated words/);
    }
  });

  it("counts the person's own name and e-mail as guessable", async () => {
    expect(await weakPassword("meera.joshi.hlca", person)).toBeDefined();
    expect(await weakPassword("joshimeera1987", person)).toBeDefined();
  });

  it("takes a few unrelated words", async () => {
    expect(await weakPassword("violet harbour teaspoon", person)).toBeUndefined();
    expect(await weakPassword("copper-kettle-monsoon-42", person)).toBeUndefined();
  });

  it("finds the demo school's accounts' passwords good, as the office would ask of them", async () => {
    for (const account of demoAccounts("HLCA")) {
      expect(await weakPassword(account.password, account), account.role).toBeUndefined();
    }
  });
});
