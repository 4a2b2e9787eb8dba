import { describe, expect, it } from "vitest";
import { pagePolicy } from "./security-policy.ts";

/** The policy's directives by name. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name, ...values] = directive.split(" ");
      return [name!, values];
    }),
  );

describe("the page policy", () => {
  it("runs only this site's scripts and those carrying the nonce, and is framed by no one", () => {
    const policy = directives(pagePolicy("abc"));
    expect(policy["script-src"]).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy["style-src"]).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("leaves to the default what only this site serves", () => {
    const policy = directives(pagePolicy("abc"));
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(Object.keys(policy)).not.toContain("connect-src");
    expect(Object.keys(policy)).not.toContain("media-src");
    expect(Object.keys(policy)).not.toContain("font-src");
  });

  it("lets pages read files, data and media from a backend elsewhere, and embed the sites named", () => {
    const policy = directives(
      pagePolicy("abc", {
        apiOrigin: "https://api.example",
        embeddedOrigins: ["https://maps.example"],
        styleHashes: ["'sha256-x'"],
      }),
    );
    for (const name of ["img-src", "connect-src", "media-src", "frame-src"]) {
      expect(policy[name], name).toContain("https://api.example");
    }
    expect(policy["frame-src"]).toContain("https://maps.example");
    expect(policy["style-src"]).toContain("'sha256-x'");
  });
});
