import { beforeAll, describe, expect, it } from "vitest";
import { demoTransferCertificates } from "#content/people.ts";
import { tcMessages } from "#app/tc/tc-fetch.ts";
import { answerTo, expectFocusedAnswer } from "../support/form-answers.ts";
import { formWith } from "../support/form-submission.ts";
import { control, drawnValue } from "../support/reading.ts";
import { siteInProcess, type Site, type SiteAnswer } from "../support/site.ts";

// Every form answers where the parent is looking (issue 19): after a submit without
// JavaScript, the answering page holds the success line or the error summary, marked to take
// the focus where the form's action leads, and nothing typed is lost. The site sends e-mail
// (for /Subscribe), as one with an SMTP server does; that the answer is in sight and focused,
// on a phone and on a laptop, and what the forms' scripts do, is
// tests/e2e/form-answers.test.ts's.

let site: Site;
beforeAll(async () => {
  // A school with an SMTP server (tests/api/enquiry-mail.test.ts): /Subscribe takes addresses.
  site = await siteInProcess({ app: { mailEnabled: true } });
});

/** The value a field labelled `label` was drawn with, as the page shows it. */
const shownValue = (answer: SiteAnswer, label: string) =>
  drawnValue(control(answer.document, label));

// The server sees no screen: the answer without JavaScript is the same on a phone and a laptop.
const cases = [{ screen: "any screen", way: "without JavaScript" }];

describe.each(cases)("on $screen $way", () => {
  it("/ContactUs: the error summary, then the success line, is in sight and focused", async () => {
    const form = await site.page("/ContactUs");
    const refused = await answerTo(site, "/ContactUs", form, "Submit", {
      "Name*": "Asha Verma",
      "Email*": "asha at example",
      "Your Message*": "Is there a bus from Sector 9?",
    });
    // The summary names every wrong field, and links each.
    const summary = expectFocusedAnswer(
      refused,
      /Email is not valid\..*Phone Number is required\./,
    );
    expect([...summary.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "#enquiry-email",
      "#enquiry-phone",
      "#enquiry-subject",
    ]);
    expect(shownValue(refused.answer, "Name*")).toBe("Asha Verma");
    expect(shownValue(refused.answer, "Email*")).toBe("asha at example");
    expect(shownValue(refused.answer, "Your Message*")).toBe("Is there a bus from Sector 9?");

    const sent = await answerTo(site, refused.address, refused.answer, "Submit", {
      "Email*": "asha.verma@example.com",
      "Phone No.*": "+91 12345 00011",
      "Subject*": "School bus",
    });
    expectFocusedAnswer(sent, /Successfully/);
  });

  it("/Tc: the lookup's message is in sight and focused, and the fields keep what was typed", async () => {
    const form = await site.page("/Tc");
    const { admission } = demoTransferCertificates[0]!;
    const empty = await answerTo(site, "/Tc", form, "View Details", {
      "Admission No.": admission,
    });
    expectFocusedAnswer(empty, new RegExp(tcMessages.empty));
    expect(shownValue(empty.answer, "Admission No.")).toBe(admission);

    const wrong = await answerTo(site, empty.address, empty.answer, "View Details", {
      "Student Full Name": "Nobody Of This Name",
    });
    expectFocusedAnswer(wrong, new RegExp(tcMessages.wrong));
    expect(shownValue(wrong.answer, "Student Full Name")).toBe("Nobody Of This Name");
  });

  it("/Subscribe: the error summary, then 'check your inbox', is in sight and focused", async () => {
    const form = await site.page("/Subscribe");
    const address = "parent.1@example";
    // The visitor ticks Events, as a click would.
    control(formWith(form.document, "Subscribe"), "Events").setAttribute("checked", "");
    const refused = await answerTo(site, "/Subscribe", form, "Subscribe", {
      "Your e-mail address*": address,
    });
    const summary = expectFocusedAnswer(refused, /\S/);
    expect(
      [...summary.querySelectorAll("a")].map((a) => new URL(a.getAttribute("href")!, "x:/").hash),
    ).toEqual(["#subscribe-email"]);
    expect(shownValue(refused.answer, "Your e-mail address*")).toBe(address);
    expect(control(refused.answer.document, "Events").hasAttribute("checked")).toBe(true);

    const sent = await answerTo(site, refused.address, refused.answer, "Subscribe", {
      "Your e-mail address*": `${address}.com`,
    });
    expectFocusedAnswer(sent, new RegExp(`${address}\\.com`));
  });
});
