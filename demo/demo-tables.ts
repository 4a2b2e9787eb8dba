import * as t from "../server/db/schema.ts";
import { recordModules, type ModuleKindName } from "../contracts/records/index.ts";

/** The tables of the kinds declared as modules (contracts/records/), by the kind's name. */
const kindTables = Object.fromEntries(
  Object.entries(recordModules).map(([kind, module]) => [kind, module.table]),
) as { [Kind in ModuleKindName]: (typeof recordModules)[Kind]["table"] };

/** The tables the demo school's records go into, in the order the seed fills them. */
export const demoTables = {
  galleries: t.galleries,
  transferCertificates: t.transferCertificates,
  ...kindTables,
};
