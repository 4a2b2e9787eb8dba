import type { ReactNode } from "react";
import { intentOf } from "./changes.ts";
import { FileField } from "./file-field.tsx";
import {
  ChangeButton,
  CheckField,
  Message,
  TextField,
  Unseen,
  fieldId,
  useEditor,
} from "./inputs.tsx";
import { at, listAt } from "./paths.ts";
import s from "../office.module.css";

/**
 * A block's repeated group (its cards, file tiles, links, pictures): each item a fieldset
 * named 'Card 2' with its own move and remove buttons, and a button to add one more.
 */
export function Repeat({
  path,
  noun,
  children,
}: {
  /** The list's path: 'blocks.3.items'. */
  path: string;
  /** What one item is called: 'Card'. */
  noun: string;
  /** The fields of the item at a path. */
  children: (item: string) => ReactNode;
}) {
  const { draft } = useEditor();
  const items = listAt(draft, path);
  return (
    <>
      {items.map((_, index) => {
        const item = at(path, index);
        const name = `${noun} ${index + 1}`;
        return (
          <fieldset key={index} id={fieldId(item)} className={s.item}>
            <legend>{name}</legend>
            <Tools path={path} index={index} count={items.length} name={name} />
            <Message at={item} />
            {children(item)}
          </fieldset>
        );
      })}
      <div className={s.tools} id={fieldId(path)}>
        <ChangeButton
          intent={intentOf({ kind: "add", list: path })}
          anchor={at(path, items.length)}
        >
          Add {noun.toLowerCase()}
        </ChangeButton>
      </div>
    </>
  );
}

/** Move up, move down and remove, for an item of a list; each says which item it moves. */
export function Tools({
  path,
  index,
  count,
  name,
}: {
  path: string;
  index: number;
  count: number;
  name: string;
}) {
  const item = at(path, index);
  return (
    <div className={s.tools}>
      {index > 0 && (
        <ChangeButton intent={intentOf({ kind: "up", at: item })} anchor={at(path, index - 1)}>
          Move up <Unseen>{name}</Unseen>
        </ChangeButton>
      )}
      {index < count - 1 && (
        <ChangeButton intent={intentOf({ kind: "down", at: item })} anchor={at(path, index + 1)}>
          Move down <Unseen>{name}</Unseen>
        </ChangeButton>
      )}
      <ChangeButton
        intent={intentOf({ kind: "remove", at: item })}
        anchor={index > 0 ? at(path, index - 1) : path}
        danger
      >
        Remove <Unseen>{name}</Unseen>
      </ChangeButton>
    </div>
  );
}

/** A picture's fields: its file, what it shows, its size and its caption. */
export function ImageFields({ path, optional }: { path: string; optional?: boolean }) {
  return (
    <div className={s.imageFields}>
      <FileField
        name={at(path, "file")}
        label={optional ? "Picture (optional)" : "Picture"}
        kind="pictures"
      />
      <TextField
        name={at(path, "alt")}
        label="What the picture shows"
        hint="For people who cannot see it, in a sentence: what it shows that matters here."
        lines={2}
      />
      <CheckField
        name={at(path, "decorative")}
        label="Decorative: it shows nothing a reader needs, so it has no description"
      />
      <div className={s.pair}>
        <TextField name={at(path, "width")} label="Width" narrow inputMode="numeric" />
        <TextField name={at(path, "height")} label="Height" narrow inputMode="numeric" />
      </div>
      <span className={s.hint}>
        In pixels. Filled in from the picture when one is uploaded, or when one is chosen and these
        are empty.
      </span>
      <TextField name={at(path, "caption")} label="Caption (optional)" />
    </div>
  );
}
