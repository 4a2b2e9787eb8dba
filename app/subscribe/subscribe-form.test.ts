import { describe, expect, it } from "vitest";
import { subscriptionMessages } from "#contracts/subscriptions.ts";
import { checkSubscription, subscriptionErrorsIn } from "./subscribe-form.ts";
import { subscribeWords } from "./subscribe.words.ts";

const devanagari = /[\u0900-\u097f]/;

describe("the subscription form's messages", () => {
  it("keeps the contract's English on English pages", () => {
    expect(checkSubscription({ email: "", topics: [], frequency: "" })).toEqual({
      ok: false,
      errors: { email: subscriptionMessages.emailMissing, topics: subscriptionMessages.noTopics },
    });
  });

  it("gives each of the contract's messages its own Hindi", () => {
    const hindi = subscriptionErrorsIn(
      {
        email: subscriptionMessages.emailLong,
        topics: subscriptionMessages.noTopics,
        frequency: subscriptionMessages.frequency,
      },
      "hi",
    );
    expect(hindi).toEqual({
      email: subscribeWords.hi.emailLong,
      topics: subscribeWords.hi.noTopics,
      frequency: subscribeWords.hi.chooseFrequency,
    });
    const checked = checkSubscription({ email: "parent@", topics: ["news"], frequency: "" }, "hi");
    expect(checked).toEqual({ ok: false, errors: { email: subscribeWords.hi.emailInvalid } });
  });

  it("shows a message it does not know as its field's usual Hindi, and drops other keys", () => {
    expect(
      subscriptionErrorsIn({ topics: "Something new.", form: "Please correct them." }, "hi"),
    ).toEqual({ topics: subscribeWords.hi.noTopics });
  });
});

describe("the subscription page's words", () => {
  it("names the wait the backend asks for in Hindi, and keeps its English sentence", () => {
    const said = "Several requests were made in a short time. Please wait 3 minutes.";
    expect(subscribeWords.en.tooMany(said, 3)).toBe(said);
    expect(subscribeWords.hi.tooMany(said, 3)).toContain("3");
    expect(subscribeWords.hi.tooMany(said, 3)).toMatch(devanagari);
  });

  it("draws the choice in the page's language", () => {
    expect(subscribeWords.en.choice("News", true)).toBe("News, in one e-mail a day");
    expect(subscribeWords.hi.choice(subscribeWords.hi.topic("news"), false)).toMatch(devanagari);
  });
});
