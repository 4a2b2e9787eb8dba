import { describe, expect, it } from "vitest";
import { contactWords } from "./contact-us.words.ts";
import {
  checkEnquiry,
  echoable,
  enquiryErrorsIn,
  enquiryMessageIn,
  valuesOf,
} from "./enquiry-form.ts";

const valid = {
  name: "Harpreet Kaur",
  email: "harpreet.parent@example.com",
  phone: "+91 12345 00000",
  subject: "Nursery admission",
  message: "When is the interaction session?",
};

describe("the contact form's check (spec 5)", () => {
  it("gives each field's own message when everything is missing", () => {
    expect(checkEnquiry({})).toEqual({
      ok: false,
      errors: {
        name: "Name is required.",
        email: "Email is required.",
        phone: "Phone Number is required.",
        subject: "Subject is required.",
        message: "Message is required.",
      },
    });
  });

  it("treats blank and non-text values as missing", () => {
    const result = checkEnquiry({ ...valid, name: "   ", subject: null, message: "\n\t" });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Name is required.",
        subject: "Subject is required.",
        message: "Message is required.",
      },
    });
  });

  it.each(["harpreet", "harpreet@example", "harpreet at example.com", "a b@example.com", "@x.in"])(
    "refuses the e-mail %j as not valid",
    (email) => {
      expect(checkEnquiry({ ...valid, email })).toEqual({
        ok: false,
        errors: { email: "Email is not valid." },
      });
    },
  );

  it("says 'Email is required.' (not 'not valid') for an empty e-mail", () => {
    expect(checkEnquiry({ ...valid, email: "" })).toEqual({
      ok: false,
      errors: { email: "Email is required." },
    });
  });

  it("accepts any phone text (no format check) and trims every field", () => {
    const result = checkEnquiry({
      name: "  Harpreet Kaur ",
      email: " harpreet.parent@example.com ",
      phone: " call after 5pm ",
      subject: " Nursery ",
      message: "  Hello  ",
    });
    expect(result).toEqual({
      ok: true,
      enquiry: {
        name: "Harpreet Kaur",
        email: "harpreet.parent@example.com",
        phone: "call after 5pm",
        subject: "Nursery",
        message: "Hello",
      },
    });
  });

  it.each([
    ["name", 100, "Name must be at most 100 characters."],
    ["email", 254, "Email must be at most 254 characters."],
    ["phone", 30, "Phone Number must be at most 30 characters."],
    ["subject", 200, "Subject must be at most 200 characters."],
    ["message", 5000, "Message must be at most 5000 characters."],
  ] as const)("limits %s to %i characters", (field, max, message) => {
    const fill = (n: number) =>
      field === "email" ? `${"a".repeat(n - "@example.com".length)}@example.com` : "a".repeat(n);
    expect(checkEnquiry({ ...valid, [field]: fill(max) }).ok).toBe(true);
    expect(checkEnquiry({ ...valid, [field]: fill(max + 1) })).toEqual({
      ok: false,
      errors: { [field]: message },
    });
  });

  it.each(["name", "email", "phone", "subject", "message"] as const)(
    "refuses control characters in %s with the field's own message",
    (field) => {
      for (const control of ["\0", "\u001b[2J", "\u0007", "\u007f", "\u0085", "\u009b31m", "\t"]) {
        const value =
          field === "email" ? `as${control}ha@example.com` : `${valid[field]}${control}x`;
        const result = checkEnquiry({ ...valid, [field]: value });
        expect(result.ok, JSON.stringify(control)).toBe(false);
        if (!result.ok) {
          expect(Object.keys(result.errors)).toEqual([field]);
          expect(result.errors[field]).toMatch(/character that cannot be used/);
        }
      }
    },
  );

  it("allows line breaks in the message only", () => {
    const message = "First line\nSecond line\r\nThird line";
    expect(checkEnquiry({ ...valid, message })).toEqual({
      ok: true,
      enquiry: { ...valid, message },
    });
    expect(checkEnquiry({ ...valid, subject: "Two\nlines" }).ok).toBe(false);
    expect(checkEnquiry({ ...valid, name: "Two\r\nlines" }).ok).toBe(false);
  });

  it("echoes back no field longer than its own limit", () => {
    const long = "x".repeat(100_000);
    const kept = echoable({ name: long, email: long, phone: long, subject: long, message: long });
    expect(Object.fromEntries(Object.entries(kept).map(([k, v]) => [k, v.length]))).toEqual({
      name: 100,
      email: 254,
      phone: 30,
      subject: 200,
      message: 5000,
    });
    expect(echoable(valid)).toEqual(valid);
  });

  it("ignores extra fields such as the honeypot", () => {
    const result = checkEnquiry({ ...valid, website: "spam" });
    expect(result).toEqual({ ok: true, enquiry: valid });
  });

  it("reads a submitted form, missing fields as empty", () => {
    const form = new FormData();
    form.set("name", "Asha");
    form.set("website", "x");
    expect(valuesOf(form)).toEqual({
      name: "Asha",
      email: "",
      phone: "",
      subject: "",
      message: "",
    });
  });
});

describe("the contact form's messages on Hindi pages", () => {
  const devanagari = /[\u0900-\u097f]/;
  const english = /[A-Za-z]/;

  it("gives every field's message in Hindi, each its own", () => {
    const result = checkEnquiry({}, "hi");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const messages = Object.values(result.errors);
    expect(messages).toHaveLength(5);
    expect(new Set(messages).size).toBe(5);
    for (const message of messages) {
      expect(message).toMatch(devanagari);
      expect(message).not.toMatch(english);
    }
  });

  it("knows each kind of message the schema gives (none falls back to the unknown one)", () => {
    const cases = [
      { field: "email", value: "harpreet" },
      { field: "name", value: "a".repeat(101) },
      { field: "subject", value: "Two\u0007lines" },
    ] as const;
    for (const { field, value } of cases) {
      const english = checkEnquiry({ ...valid, [field]: value });
      const hindi = checkEnquiry({ ...valid, [field]: value }, "hi");
      if (english.ok || hindi.ok) throw new Error(`${field} was accepted`);
      const shown = hindi.errors[field] ?? "";
      expect(shown).toMatch(devanagari);
      expect(shown).not.toBe(enquiryMessageIn(field, "Something new.", "hi"));
      expect(enquiryMessageIn(field, english.errors[field] ?? "", "hi")).toBe(shown);
    }
    expect(checkEnquiry({ ...valid, name: "a".repeat(101) }, "hi")).toMatchObject({
      errors: { name: expect.stringContaining("100") },
    });
  });

  it("shows the backend's messages in the page's language, English as they came", () => {
    const errors = { email: "Email is not valid.", form: "Please correct the highlighted fields." };
    expect(enquiryErrorsIn(errors, "en")).toEqual(errors);
    const hindi = enquiryErrorsIn(errors, "hi");
    expect(Object.keys(hindi)).toEqual(["email"]);
    const local = checkEnquiry({ ...valid, email: "x" }, "hi");
    expect(hindi.email).toMatch(devanagari);
    expect(local.ok ? undefined : local.errors.email).toBe(hindi.email);
  });
});

describe("the contact page's words", () => {
  it("names the wait the backend asks for in Hindi, and keeps its English sentence", () => {
    const said = "You have sent several messages in a short time. Please wait 10 minutes.";
    expect(contactWords.en.tooMany(said, 10)).toBe(said);
    expect(contactWords.hi.tooMany(said, 10)).toContain("10");
    expect(contactWords.hi.tooMany(said, undefined)).not.toMatch(/\d/);
  });
});
