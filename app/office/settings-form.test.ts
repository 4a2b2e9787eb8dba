import { describe, expect, it } from "vitest";
import { SchoolSettings } from "#contracts/school-settings.ts";
import { exampleSchool as school } from "../../tests/support/school-settings.ts";
import { fieldMessages, formValues, settingGroups, settingsFrom } from "./settings-form.ts";

describe("the settings form", () => {
  it("has a field for every setting, and reads back what it shows unchanged", () => {
    const values = formValues(school);
    const named = new Set(settingGroups.flatMap((group) => group.fields.map((f) => f.name)));
    for (const name of Object.keys(values)) expect(named, name).toContain(name);
    expect(SchoolSettings.parse(settingsFrom(values))).toEqual(school);
  });

  it("shows the address a line each and the phones a field each", () => {
    const values = formValues(school);
    expect(values["address.lines"]).toBe(school.address.lines.join("\n"));
    expect(values["phones.1"]).toBe(school.phones[1]);
  });

  it("leaves out empty lines, phones and links", () => {
    const sent = settingsFrom({
      ...formValues(school),
      "address.lines": " 1 Test Lane\r\n\r\n Townsville \n",
      "phones.0": "",
      "phones.2": " +91 88888 00000 ",
      "links.feePayment": "",
    });
    expect(sent.address).toMatchObject({ lines: ["1 Test Lane", "Townsville"] });
    expect(sent.phones).toEqual([school.phones[1], "+91 88888 00000"]);
    expect(SchoolSettings.parse(sent).links.feePayment).toBeUndefined();
  });

  it("shows each message of the API beside the field it is about", () => {
    const values = { ...formValues(school), "phones.0": "", "phones.2": "call us" };
    // The list sent was [phones.1, phones.2]: its second number is the third field's.
    expect(
      fieldMessages(
        {
          "phones.1": "Digits only.",
          "address.lines.1": "Too long.",
          "links.parentPortal": "Give an address starting https://.",
        },
        values,
      ),
    ).toEqual({
      "phones.2": "Digits only.",
      "address.lines": "Line 2: Too long.",
      "links.parentPortal": "Give an address starting https://.",
    });
    expect(fieldMessages({ phones: "Give at least one." }, values)).toEqual({
      "phones.0": "Give at least one.",
    });
  });
});
