import { intentOf } from "./changes.ts";
import { textCellField } from "./form-document.ts";
import { ChangeButton, Message, TextField, Unseen, fieldId, useEditor } from "./inputs.tsx";
import { at, listAt } from "./paths.ts";
import s from "../office.module.css";

/**
 * A table as a grid of cells, each labelled by its row and column ('Row 2, Rs. per month'),
 * with a line for each row's message. A row keeps the cells it has, even one too many, so the
 * API's message about it is seen beside it. The grid scrolls sideways inside its own box.
 */
export function TableFields({ path }: { path: string }) {
  const { draft, fields, messages } = useEditor();
  const columns = listAt(draft, at(path, "columns"));
  const rows = listAt(draft, at(path, "rows"));
  const width = Math.max(
    columns.length,
    ...rows.map((row) => (Array.isArray(row) ? row.length : 0)),
  );
  const columnName = (index: number) =>
    (fields.get(at(path, "columns", index)) ?? "").trim() || `column ${index + 1}`;
  const invalid = (name: string) => (messages[name] ? true : undefined);
  return (
    <>
      <TextField name={at(path, "caption")} label="Caption" hint="Says what the table shows." />
      <div
        className={s.grid}
        role="group"
        aria-label={`Cells of the table ${fields.get(at(path, "caption")) ?? ""}`.trim()}
        id={fieldId(at(path, "columns"))}
      >
        <div className={s.gridRow}>
          {columns.map((_, index) => {
            const name = at(path, "columns", index);
            return (
              <div key={index} className={s.columnName}>
                <input
                  id={fieldId(name)}
                  name={name}
                  defaultValue={fields.get(name) ?? ""}
                  aria-label={`Column ${index + 1} name`}
                  aria-invalid={invalid(name)}
                  aria-describedby={messages[name] ? `${fieldId(name)}-error` : undefined}
                  className={`${s.input} ${s.headerCell}`}
                />
                {columns.length > 1 && (
                  <ChangeButton
                    intent={intentOf({ kind: "remove-column", table: path, column: index })}
                    anchor={at(path, "columns")}
                  >
                    Remove <Unseen>column {index + 1}</Unseen>
                  </ChangeButton>
                )}
                <Message at={name} />
              </div>
            );
          })}
          {Array.from({ length: width - columns.length }, (_, gap) => (
            <span key={`gap-${gap}`} className={s.cell} />
          ))}
          {/* The rows' "Remove" takes this much room at their end: the columns line up. */}
          <span className={`${s.small} ${s.rowButtonPlace}`} aria-hidden="true">
            Remove
          </span>
        </div>
        <Message at={at(path, "columns")} />
        {rows.map((row, r) => {
          const rowPath = at(path, "rows", r);
          const cells = Array.isArray(row) ? row : [];
          const cellMessages = cells
            .map(
              (_, c) => messages[at(rowPath, c)] && `${columnName(c)}: ${messages[at(rowPath, c)]}`,
            )
            .filter(Boolean);
          const rowMessage = [messages[rowPath], ...cellMessages].filter(Boolean).join(" ");
          return (
            <div
              key={r}
              id={fieldId(rowPath)}
              role="group"
              aria-label={`Row ${r + 1}`}
              className={rowMessage ? s.badRow : undefined}
            >
              <div className={s.gridRow}>
                {cells.map((_, c) => {
                  const name = at(rowPath, c);
                  return [
                    fields.has(textCellField(name)) && (
                      <input key={`text-${c}`} type="hidden" name={textCellField(name)} value="1" />
                    ),
                    <input
                      key={c}
                      id={fieldId(name)}
                      name={name}
                      defaultValue={fields.get(name) ?? ""}
                      aria-label={`Row ${r + 1}, ${columnName(c)}`}
                      aria-invalid={rowMessage ? true : undefined}
                      aria-describedby={rowMessage ? `${fieldId(rowPath)}-error` : undefined}
                      className={`${s.input} ${s.cell}`}
                    />,
                  ];
                })}
                {/* A short row's missing cells stay empty places, so the columns line up. */}
                {Array.from({ length: width - cells.length }, (_, gap) => (
                  <span key={`gap-${gap}`} className={s.cell} />
                ))}
                <ChangeButton
                  intent={intentOf({ kind: "remove", at: rowPath })}
                  anchor={at(path, "columns")}
                >
                  Remove <Unseen>row {r + 1}</Unseen>
                </ChangeButton>
              </div>
              {rowMessage && (
                <span id={`${fieldId(rowPath)}-error`} className={s.error}>
                  {rowMessage}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <div className={s.tools}>
        <ChangeButton
          intent={intentOf({ kind: "add", list: at(path, "rows") })}
          anchor={at(path, "rows", rows.length, 0)}
        >
          Add row
        </ChangeButton>
        <ChangeButton
          intent={intentOf({ kind: "add-column", table: path })}
          anchor={at(path, "columns", columns.length)}
        >
          Add column
        </ChangeButton>
      </div>
      <TextField name={at(path, "note")} label="Note under the table (optional)" />
    </>
  );
}
