import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { blockKinds } from "#contracts/block-kinds.ts";
import { BlockSchema, PageDocument, type Block, type BlockType } from "#contracts/page-content.ts";
import { BlockList } from "../office/page-editor/block-list.tsx";
import { newBlock } from "../office/page-editor/changes.ts";
import { fieldsOf, formToDraft, type Draft } from "../office/page-editor/form-document.ts";
import { EditorContext, noChecks } from "../office/page-editor/inputs.tsx";
import { Blocks, drawingOf } from "./blocks.tsx";
import { renderBlocks } from "./rendered.ts";

// Every kind of block is whole: declared (contracts/blocks/<type>.ts) with a schema, a name and
// a form, and drawn (app/content/blocks/<type>.tsx). A kind missing a piece fails here, not on a
// page or in the office.

vi.mock("../page-settings.ts", () => ({
  usePageSettings: () => ({ schoolCode: "HLCA", apiBase: "", timeZone: "Asia/Kolkata" }),
}));

const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

/** The page editor's form for a draft, as the office draws it. */
function editorForm(draft: Draft) {
  return html(
    <EditorContext.Provider
      value={{ draft, fields: fieldsOf(draft), messages: {}, checks: noChecks }}
    >
      <BlockList path="blocks" />
    </EditorContext.Provider>,
  );
}

/** The form a browser sends for a draft's fields. */
function sent(draft: Draft): FormData {
  const form = new FormData();
  for (const [name, value] of fieldsOf(draft)) form.append(name, value);
  return form;
}

describe.each(blockKinds.map((kind) => [kind.type, kind] as const))(
  "a block of %s",
  (type, kind) => {
    const example = kind.example as Block;
    const page = { description: "A page.", blocks: [example] };

    it("has a name, and its example is one the API takes", () => {
      expect(example.type).toBe(type);
      expect(kind.label.trim()).not.toBe("");
      expect(BlockSchema.safeParse(example).error?.issues).toBeUndefined();
      expect(PageDocument.safeParse(page).success).toBe(true);
    });

    it("has a drawing, which draws its example on the page", () => {
      expect(drawingOf(type)).toBeDefined();
      const drawn = html(<Blocks blocks={renderBlocks([example])} />);
      expect(drawn).not.toBe("");
    });

    it("has a form with a field for every value, which reads the block back as it was", () => {
      expect(kind.form.length).toBeGreaterThan(0);
      const form = editorForm(page as Draft);
      for (const name of [...fieldsOf(page as Draft).keys()].filter((n) =>
        n.startsWith("blocks."),
      )) {
        expect(form, `a field named ${name}`).toContain(`name="${name}"`);
      }
      expect(formToDraft(sent(page as Draft))).toEqual(page);
    });

    it("starts empty in the editor, and reads back as a block of its kind", () => {
      const fresh = { description: "", blocks: [newBlock(type as BlockType)] };
      expect(editorForm(fresh)).toContain(`name="blocks.0.type" value="${type}"`);
      const read = formToDraft(sent(fresh));
      expect(read.blocks[0]?.type).toBe(type);
      expect(formToDraft(sent(read))).toEqual(read);
    });
  },
);
