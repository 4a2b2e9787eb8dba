import { z } from "zod";
import { blockKind } from "./kind.ts";
import { cellOf, optional, text as typed } from "./form-values.ts";
import { count, optionalText, tableName, text } from "./parts.ts";

/** A cell is a word or a figure; it is drawn as text, so markup in it shows as typed. */
const cell = z.union([z.string().trim().max(500), z.number().finite()]);

export default blockKind({
  type: "table",
  label: "Table",
  example: {
    type: "table",
    caption: "Fees 2025-26",
    columns: ["Class", "Rs. per month"],
    rows: [
      ["Nur-UKG", 4667],
      ["6th", 5247],
      ["Note", "5,300 (with transport)"],
    ],
    note: "Monthly totals.",
    name: "fees",
  },
  schema: () =>
    z
      .object({
        type: z.literal("table"),
        caption: text(300),
        columns: z.array(text(100)).min(1, "A table needs a column.").max(12),
        rows: z.array(z.array(cell)).max(200),
        /** A line under the table, e.g. a note on the figures. */
        note: optionalText(500),
        /** Its name, by which other pages show it too (shared-table.ts): kept once, shown twice. */
        name: tableName.optional(),
      })
      .superRefine((table, ctx) => {
        table.rows.forEach((row, index) => {
          if (row.length !== table.columns.length) {
            ctx.addIssue({
              code: "custom",
              path: ["rows", index],
              message: `Row ${index + 1} has ${count(row.length, "cell")}; the table has ${count(table.columns.length, "column")}.`,
            });
          }
        });
        if (new Set(table.columns).size !== table.columns.length) {
          ctx.addIssue({ code: "custom", path: ["columns"], message: "Two columns share a name." });
        }
      }),
  form: [
    { kind: "table" },
    {
      kind: "text",
      name: "name",
      label: "Name, to show this table on other pages too (optional)",
      hint: "Small letters and -, e.g. fees. Another page then shows this table as it is saved here.",
      narrow: true,
    },
  ],
  fresh: () => ({ caption: "", columns: ["", ""], rows: [["", ""]] }),
  fromForm: (raw) => ({
    caption: typed(raw.caption),
    columns: (Array.isArray(raw.columns) ? raw.columns : []).map(typed),
    // Each row keeps the cells it was sent with, even a row with one too many: the API then
    // names that row.
    rows: (Array.isArray(raw.rows) ? raw.rows : []).map((row: unknown) =>
      (Array.isArray(row) ? row : []).map(cellOf),
    ),
    ...optional(raw, "note"),
    ...optional(raw, "name"),
  }),
});
