import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

// The e-mail settings of the subscriptions (SMTP_URL, MAIL_FROM, DIGEST_TIME).

const problemsOf = (given: Record<string, string>) => {
  try {
    loadConfig(given);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe("the e-mail settings", () => {
  it("send nothing and take no subscription without SMTP_URL", () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ DIGEST_TIME: "07:30" }).mail).toBeUndefined();
  });

  it("read the SMTP server, the sender and the digest's time", () => {
    expect(
      loadConfig({
        SMTP_URL: "smtps://office:secret@mail.example.org:465",
        MAIL_FROM: "School office <office@school.example>",
        DIGEST_TIME: "06:45",
      }).mail,
    ).toEqual({
      smtpUrl: "smtps://office:secret@mail.example.org:465",
      from: "School office <office@school.example>",
      digestTime: "06:45",
    });
  });

  it("send the digest at 17:00 on the school's clock unless told otherwise", () => {
    expect(loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525" }).mail).toEqual({
      smtpUrl: "smtp://127.0.0.1:2525",
      from: undefined,
      digestTime: "17:00",
    });
  });

  it.each([
    ["SMTP_URL", "mail.example.org:25"],
    ["SMTP_URL", "https://mail.example.org"],
    ["DIGEST_TIME", "5pm"],
    ["DIGEST_TIME", "24:00"],
    ["DIGEST_TIME", "7:30"],
    ["MAIL_FROM", "office at school"],
    ["MAIL_FROM", "School office <office>"],
  ])("refuse %s=%s, naming it", (name, value) => {
    const problems = problemsOf({ SMTP_URL: "smtp://127.0.0.1:2525", [name]: value });
    expect(problems.map((problem) => problem.split(":")[0])).toEqual([name]);
  });

  it("refuse MAIL_FROM without an SMTP server to send through", () => {
    expect(problemsOf({ MAIL_FROM: "office@school.example" })[0]).toMatch(
      /^SMTP_URL: required with MAIL_FROM/,
    );
  });

  it("need SITE_URL for a backend alone, whose e-mails link to the website", () => {
    expect(problemsOf({ SMTP_URL: "smtp://127.0.0.1:2525", SERVE_WEBSITE: "false" })[0]).toMatch(
      /^SITE_URL: required with SMTP_URL/,
    );
    const alone = loadConfig({
      SMTP_URL: "smtp://127.0.0.1:2525",
      SERVE_WEBSITE: "false",
      SITE_URL: "https://school.example.org",
    });
    expect(alone.mail?.smtpUrl).toBe("smtp://127.0.0.1:2525");
  });
});
