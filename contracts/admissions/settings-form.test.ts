import { describe, expect, it } from "vitest";
import { demoAdmissions } from "#demo/demo-admissions.ts";
import { formOfSettings, settingsOfForm } from "./settings-form.ts";

const demo = demoAdmissions("2026-11-27");

describe("the admission settings' page", () => {
  it("gives back the settings it was filled from", () => {
    expect(settingsOfForm(formOfSettings(demo))).toEqual({ settings: demo });
  });

  it("says each refused box's first problem, and keeps none of it", () => {
    const form = {
      ...formOfSettings(demo),
      classes: "Nursery: 80 seats, ages 3 to 4, interaction\nXIII: 4 seats, age 6 or more, test",
      closes: "2026-01-01",
      fee: "500",
      upiId: "",
    };
    const read = settingsOfForm(form);
    expect("fields" in read && read.fields).toEqual({
      classes: expect.stringMatching(/^Line 2: "XIII" is not a class/),
      closes: "Close after opening.",
      upiId: "Give the UPI id the fee is paid to.",
    });
  });

  it("asks for Class XI's streams when Class XI is open", () => {
    const read = settingsOfForm({ ...formOfSettings(demo), streams: "" });
    expect("fields" in read && read.fields.streams).toBe("Class XI is open: give its streams.");
  });
});
