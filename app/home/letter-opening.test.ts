import { describe, expect, it } from "vitest";
import { letterBlocks, letterOpening } from "./letter-opening.ts";

const long = (words: number) => Array.from({ length: words }, () => "light").join(" ");

describe("letterBlocks", () => {
  it("splits the top-level blocks, keeping nested ones whole", () => {
    expect(
      letterBlocks("<p>One <strong>two</strong></p><ul><li><p>a</p></li></ul><h3>Head</h3>"),
    ).toEqual(["<p>One <strong>two</strong></p>", "<ul><li><p>a</p></li></ul>", "<h3>Head</h3>"]);
  });

  it("gathers loose text and inline elements into paragraphs", () => {
    expect(letterBlocks("Dear all,<br />we <em>thank</em> you<p>Next</p> and after")).toEqual([
      "<p>Dear all,<br />we <em>thank</em> you</p>",
      "<p>Next</p>",
      "<p>and after</p>",
    ]);
  });

  it("keeps an unclosed last block", () => {
    expect(letterBlocks("<p>a</p><p>b")).toEqual(["<p>a</p>", "<p>b"]);
  });
});

describe("letterOpening", () => {
  const letter = [
    "<p>Dear parents and dear children,</p>",
    `<p>${long(60)}</p>`,
    `<p>${long(60)}</p>`,
    "<p>With prayers and warm regards,<br><strong>Sr. Mary Celine</strong><br>Principal</p>",
  ].join("");

  it("is the salutation and the first paragraph of a long letter", () => {
    expect(letterOpening(letter, "Sr. Mary Celine")).toBe(
      `<p>Dear parents and dear children,</p><p>${long(60)}</p>`,
    );
  });

  it("ends a long paragraph at the sentence that makes the opening long enough", () => {
    const sentence = (n: number) => `${long(n)}.`;
    const letter = `<p>Dear all,</p><p>${sentence(30)} ${sentence(30)} ${sentence(30)}</p>`;
    // 10 + 180 + 180 characters: the second sentence passes 240, the third would pass 300.
    expect(letterOpening(letter, "Someone")).toBe(
      `<p>Dear all,</p><p>${sentence(30)} ${sentence(30)} …</p>`,
    );
  });

  it("never takes the signature, so the writer's name is not in it", () => {
    const short = "<p>Welcome, all.</p><p>Regards,<br><strong>Sr.  Mary Celine</strong></p>";
    expect(letterOpening(short, "Sr. Mary Celine")).toBe("<p>Welcome, all.</p>");
  });

  it("takes at most three blocks of short paragraphs", () => {
    const shorts = "<p>a</p><p>b</p><p>c</p><p>d</p>";
    expect(letterOpening(shorts, "Someone")).toBe("<p>a</p><p>b</p><p>c</p>");
  });

  it("skips empty blocks and gives the first block of a letter that opens with the name", () => {
    expect(letterOpening("<p> </p><p>Sr. Ann writes</p><p>more</p>", "Sr. Ann")).toBe(
      "<p>Sr. Ann writes</p>",
    );
  });

  it("reads entities as text when measuring", () => {
    expect(letterOpening("<p>Tom &amp; Jerry</p><p>x</p>", "Tom & Jerry")).toBe(
      "<p>Tom &amp; Jerry</p>",
    );
  });
});
