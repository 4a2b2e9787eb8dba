// The demo records of the kinds declared as modules (contracts/records/): a kind's are
// demo/records/<kind>.ts, exporting `demoRows`, found here by the kind's name so that a new
// kind adds its file and nothing else. (Toppers and birthdays are made in demo-content.ts.)

import { existsSync } from "node:fs";
import path from "node:path";
import { recordModules, type ModuleKindName } from "../contracts/records/index.ts";
import { projectRoot } from "../server/process/project-root.ts";
import type { PortraitStyle } from "./pictures/portraits.ts";
import type { SubjectName } from "./pictures/subjects.ts";

/** What a kind's demo records are made with: the seed's day and its files. */
export interface DemoTools {
  today: string;
  /** The date `day` days from the seed's day. */
  dayFrom: (day: number) => string;
  portrait: (path: string, seed: string, style?: PortraitStyle) => string;
  scene: (
    path: string,
    seed: string,
    theme?: SubjectName,
    width?: number,
    height?: number,
  ) => string;
  slug: (text: string) => string;
}

type Insert<Kind extends ModuleKindName> = Omit<
  (typeof recordModules)[Kind]["table"]["$inferInsert"],
  "schoolId" | "id"
>;

export type DemoKindRows<Kind extends ModuleKindName> = (tools: DemoTools) => Insert<Kind>[];

/** Each kind's demo rows, or none for a kind without a demo file. */
export const kindDemos = Object.fromEntries(
  await Promise.all(
    Object.keys(recordModules).map(async (kind) => {
      const found = await demoFileOf(kind);
      return [kind, (found as { demoRows?: DemoKindRows<ModuleKindName> } | undefined)?.demoRows];
    }),
  ),
) as { [Kind in ModuleKindName]?: DemoKindRows<Kind> };

/**
 * A kind's demo file, or nothing where it has none. Looked for among the sources, not beside
 * this module: in the server's bundle (scripts/build-backend.ts) this module is the bundle's,
 * which holds every file of records/ that the sources do.
 */
async function demoFileOf(kind: string): Promise<unknown> {
  if (!existsSync(path.join(projectRoot, "demo/records", `${kind}.ts`))) return undefined;
  return import(`./records/${kind}.ts`);
}
