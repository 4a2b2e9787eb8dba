import { kindOf } from "#contracts/block-kinds.ts";
import { blockTypes } from "#contracts/page-content.ts";
import { Fields } from "./block-fields.tsx";
import { intentOf, newTypeField } from "./changes.ts";
import type { DraftBlock } from "./form-document.ts";
import { ChangeButton, Message, TextField, Unseen, fieldId, useEditor } from "./inputs.tsx";
import { blockName } from "./messages.ts";
import { at, listAt } from "./paths.ts";
import { Tools } from "./repeat.tsx";
import s from "../office.module.css";

// A list of blocks: the page's own, a section's or a tab's, drawn by the same component however
// deep, each block a fieldset named by its place and kind ('Block 3: Table').

export function BlockList({ path, within }: { path: string; within?: string }) {
  const { draft } = useEditor();
  const blocks = listAt(draft, path) as DraftBlock[];
  return (
    <>
      {blocks.map((block, index) => (
        <BlockFieldset
          key={index}
          path={at(path, index)}
          block={block}
          index={index}
          count={blocks.length}
        />
      ))}
      <AddBlock path={path} count={blocks.length} within={within} />
    </>
  );
}

function BlockFieldset({
  path,
  block,
  index,
  count,
}: {
  path: string;
  block: DraftBlock;
  index: number;
  count: number;
}) {
  const name = blockName(index, block.type);
  const fields = kindOf(block.type)?.form ?? [];
  const nests = fields.some((field) => field.kind === "blocks" || field.kind === "tabs");
  return (
    <fieldset id={fieldId(path)} className={`${s.block} ${nests ? s.nests : ""}`}>
      <legend>{name}</legend>
      <input type="hidden" name={at(path, "type")} value={block.type} />
      <Tools path={path.slice(0, path.lastIndexOf("."))} index={index} count={count} name={name} />
      <Message at={path} />
      <Fields
        path={path}
        fields={fields}
        nested={(field) =>
          field.kind === "tabs" ? (
            <TabsFields path={path} name={name} />
          ) : (
            <BlockList path={at(path, field.name)} within={`${field.within} ${name}`} />
          )
        }
      />
    </fieldset>
  );
}

/** Tabs: what the row of tabs is called, then each tab with its label, heading and blocks. */
function TabsFields({ path, name }: { path: string; name: string }) {
  const { draft } = useEditor();
  const tabs = listAt(draft, at(path, "tabs"));
  return (
    <>
      <TextField
        name={at(path, "label")}
        label="What the tabs are about"
        hint="Read out by screen readers before the tabs, e.g. 'Classes'."
      />
      {tabs.map((_, index) => {
        const tab = at(path, "tabs", index);
        const tabName = `Tab ${index + 1}`;
        return (
          <fieldset key={index} id={fieldId(tab)} className={`${s.item} ${s.nests}`}>
            <legend>{tabName}</legend>
            <Tools path={at(path, "tabs")} index={index} count={tabs.length} name={tabName} />
            <Message at={tab} />
            <TextField name={at(tab, "label")} label="Tab's label" />
            <TextField name={at(tab, "heading")} label="Heading inside the tab (optional)" />
            <BlockList path={at(tab, "blocks")} within={`${tabName} of ${name}`} />
          </fieldset>
        );
      })}
      <div className={s.tools} id={fieldId(at(path, "tabs"))}>
        <ChangeButton
          intent={intentOf({ kind: "add", list: at(path, "tabs") })}
          anchor={at(path, "tabs", tabs.length)}
        >
          Add tab
        </ChangeButton>
      </div>
    </>
  );
}

/** A kind of block to choose and the button that adds it at the end of the list. */
function AddBlock({ path, count, within }: { path: string; count: number; within?: string }) {
  const id = fieldId(newTypeField(path));
  return (
    <div className={s.addBlock} id={fieldId(path)}>
      <label htmlFor={id}>Add a block{within ? <Unseen> to {within}</Unseen> : null}</label>
      <select id={id} name={newTypeField(path)} className={s.input} defaultValue="prose">
        {Object.entries(blockTypes).map(([type, label]) => (
          <option key={type} value={type}>
            {label}
          </option>
        ))}
      </select>
      <ChangeButton intent={intentOf({ kind: "add", list: path })} anchor={at(path, count)}>
        Add <Unseen>the block{within ? ` to ${within}` : ""}</Unseen>
      </ChangeButton>
    </div>
  );
}
