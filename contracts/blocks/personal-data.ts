import { z } from "zod";
import { blockKind } from "./kind.ts";
import { text as typed } from "./form-values.ts";

/** The parts of the privacy notice the backend draws from the product and the settings. */
export const personalDataParts = [
  ["holdings", "What the school holds of people, why and for how long"],
  ["grievance", "The Grievance Officer's contact and answering time"],
] as const;

// A part of the privacy notice drawn by the backend (server/services/filled-blocks.ts): the
// table of what the school holds of people, why and for how long, from the product's own list
// (contracts/privacy-inventory.ts) and the school's privacy times, which the nightly removal
// keeps; or the Grievance Officer's contact from the settings. So what the notice says of them
// is always what the product does.
export default blockKind({
  type: "personalData",
  label: "Privacy notice: from the privacy settings",
  example: { type: "personalData", part: "grievance" },
  schema: () =>
    z.object({
      type: z.literal("personalData"),
      part: z.enum(personalDataParts.map(([part]) => part) as ["holdings", "grievance"]),
    }),
  form: [{ kind: "select", name: "part", label: "Which part", options: personalDataParts }],
  fresh: () => ({ part: "holdings" }),
  fromForm: (raw) => ({ part: typed(raw.part) }),
});
