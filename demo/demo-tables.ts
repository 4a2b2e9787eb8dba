import { recordModules, type ModuleKindName } from "../contracts/records/index.ts";

/**
 * The tables the demo school's records go into, by the kind's name (contracts/records/), in the
 * order the seed fills them.
 */
export const demoTables = Object.fromEntries(
  Object.entries(recordModules).map(([kind, module]) => [kind, module.table]),
) as { [Kind in ModuleKindName]: (typeof recordModules)[Kind]["table"] };
