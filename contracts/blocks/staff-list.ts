import { z } from "zod";
import { staffGroups } from "../records/staff.ts";
import { blockKind } from "./kind.ts";
import { optional, text as typed } from "./form-values.ts";
import { optionalText } from "./parts.ts";

// One of the staff page's lists, drawn from the staff register the office keeps
// (contracts/records/staff.ts): the backend puts the table in its place when it hands the page
// out (server/services/filled-blocks.ts), so a teacher added in the office is on the page at once.
export default blockKind({
  type: "staffList",
  label: "Staff list (from the staff register)",
  example: { type: "staffList", group: "Teaching", caption: "Teaching staff" },
  schema: () =>
    z.object({
      type: z.literal("staffList"),
      group: z.enum(staffGroups, { error: "Choose which staff." }),
      caption: optionalText(300),
    }),
  form: [
    {
      kind: "select",
      name: "group",
      label: "Which staff",
      options: staffGroups.map((group) => [group, group] as const),
    },
    { kind: "text", name: "caption", label: "Caption (optional)" },
  ],
  fresh: () => ({ group: "Teaching" }),
  fromForm: (raw) => ({ group: typed(raw.group), ...optional(raw, "caption") }),
});
