import { describe, expect, it } from "vitest";
import {
  altMessage,
  checkFields,
  checkWriting,
  isVagueLink,
  mainHeadingMessage,
  pdfsIn,
  textlessMessage,
} from "./writing-checks.ts";

const picture = { file: "public/Images/library.jpg", alt: "", width: 800, height: 600 };

describe("the checks made while a page is written", () => {
  it("refuses a picture without a description, unless it is decorative", () => {
    const page = (image: object) => ({ blocks: [{ type: "image", image }] });
    expect(checkWriting(page(picture)).errors).toEqual({ "blocks.0.image.alt": altMessage });
    expect(checkWriting(page({ ...picture, alt: "Children reading" })).errors).toEqual({});
    expect(checkWriting(page({ ...picture, decorative: true })).errors).toEqual({});
    // Wherever a picture sits: a gallery's, a card's.
    const gallery = { blocks: [{ type: "gallery", images: [{ ...picture, alt: "A" }, picture] }] };
    expect(Object.keys(checkWriting(gallery).errors)).toEqual(["blocks.0.images.1.alt"]);
  });

  it("refuses a heading that skips a level, as the site draws the levels", () => {
    const skipped = checkWriting({ blocks: [{ type: "heading", text: "Fees", level: 3 }] });
    expect(Object.keys(skipped.errors)).toEqual(["blocks.0.level"]);
    expect(skipped.errors["blocks.0.level"]).toMatch(/skips a level/);
    const ordered = checkWriting({
      blocks: [
        { type: "heading", text: "Fees" },
        { type: "heading", text: "Tuition", level: 3 },
        // A section's title is a heading; what it holds is a level deeper.
        { type: "section", title: "Rules", blocks: [{ type: "prose", markdown: "### Dress" }] },
      ],
    });
    expect(ordered.errors).toEqual({});
    const inProse = checkWriting({ blocks: [{ type: "prose", markdown: "## One\n\n#### Three" }] });
    expect(Object.keys(inProse.errors)).toEqual(["blocks.0.markdown"]);
    const inSection = checkWriting({
      blocks: [
        { type: "section", title: "Rules", blocks: [{ type: "prose", markdown: "#### A" }] },
      ],
    });
    expect(Object.keys(inSection.errors)).toEqual(["blocks.0.blocks.0.markdown"]);
    expect(checkWriting({ blocks: [{ type: "prose", markdown: "# Title" }] }).errors).toEqual({
      "blocks.0.markdown": mainHeadingMessage,
    });
  });

  it("flags link words that say nothing on their own, in a link's label and in Markdown", () => {
    for (const words of ["Click here", "click here to download", "Read more…", "यहाँ क्लिक करें"])
      expect(isVagueLink(words), words).toBe(true);
    for (const words of ["Click Here for Online Registration", "The fee structure (PDF)"])
      expect(isVagueLink(words), words).toBe(false);
    const page = {
      blocks: [
        { type: "links", items: [{ label: "Click here", to: "/Admission" }] },
        { type: "prose", markdown: "The forms are [here](/Admission)." },
        { type: "prose", markdown: "See [the admission forms](/Admission)." },
      ],
    };
    const { errors, warnings } = checkWriting(page);
    expect(errors).toEqual({});
    expect(Object.keys(warnings).sort()).toEqual(["blocks.0.items.0.label", "blocks.1.markdown"]);
  });

  it("warns of a PDF that has no text, and only of that one", () => {
    const page = {
      blocks: [
        { type: "pdf", file: "HLCA/office/2026/scan.pdf", title: "Book list" },
        { type: "pdf", file: "HLCA/office/2026/typed.pdf", title: "Fees" },
      ],
    };
    expect(pdfsIn(page.blocks)).toEqual([
      "HLCA/office/2026/scan.pdf",
      "HLCA/office/2026/typed.pdf",
    ]);
    const { warnings } = checkWriting(page, (file) => file.endsWith("scan.pdf"));
    expect(warnings).toEqual({ "blocks.0.file": textlessMessage });
  });

  it("checks an item's Markdown and its PDFs by field", () => {
    const fields = [
      { name: "title", type: "text" },
      { name: "description", type: "markdown" },
      { name: "attachments", type: "files" },
    ];
    const checked = checkFields(
      fields,
      {
        title: "Click here",
        description: "#### Timings\n\nSee [here](/SchoolTiming).",
        attachments: ["HLCA/office/2026/scan.pdf"],
      },
      (file) => file.endsWith("scan.pdf"),
    );
    expect(Object.keys(checked.errors)).toEqual(["description"]);
    expect(Object.keys(checked.warnings).sort()).toEqual(["attachments", "description"]);
    expect(
      checkFields(fields, { description: "## Timings\n\nSee [the timings](/SchoolTiming)." }),
    ).toEqual({ errors: {}, warnings: {} });
  });
});
