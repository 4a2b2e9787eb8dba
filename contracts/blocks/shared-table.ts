import { z } from "zod";
import { blockKind } from "./kind.ts";
import { optional, text as typed } from "./form-values.ts";
import { optionalText, pagePath, tableName } from "./parts.ts";

// A table kept on another page and shown here as it is saved there: the fee table is typed once,
// on /Feestructure, and /SchoolFees shows it. The backend puts the table in its place when it
// hands the page out (server/services/shared-tables.ts); the editor checks on saving that the
// page has a table of that name.
export default blockKind({
  type: "sharedTable",
  label: "Table from another page",
  example: { type: "sharedTable", page: "/Feestructure", name: "fees", caption: "Fees this year" },
  schema: () =>
    z.object({
      type: z.literal("sharedTable"),
      page: pagePath,
      name: tableName,
      /** Its caption here, where it differs from the one it has on its own page. */
      caption: optionalText(300),
    }),
  form: [
    {
      kind: "text",
      name: "page",
      label: "The page it is kept on",
      hint: "Its address, e.g. /Feestructure. The table is edited there only.",
      narrow: true,
    },
    { kind: "text", name: "name", label: "The table's name on that page", narrow: true },
    {
      kind: "text",
      name: "caption",
      label: "Its caption here (optional: else the one it has there)",
    },
  ],
  fresh: () => ({ page: "", name: "" }),
  fromForm: (raw) => ({
    page: typed(raw.page),
    name: typed(raw.name),
    ...optional(raw, "caption"),
  }),
});
