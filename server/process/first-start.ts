// `node server/process/first-start.ts [schoolCode]`: what a server's first start on a new PGlite data
// folder does before it serves, done by a process of its own that then exits: the database is
// made, the demo school's pictures and PDFs are drawn and stored, its rows written and its
// PDFs' words read. The server then opens a seeded database, as on any restart. Done in the
// server, the drawing (fonts, avatars, PDFs, hundreds of pictures through libvips) and pdf.js
// left it about 50 MB heavier for the rest of its life (docs/scaling.md, "Memory").
import { loadConfig } from "#contracts/config.ts";
import { openDatabase } from "../db/database.ts";
import { fileStores } from "../files/stores.ts";
import { logThroughConsole } from "./log.ts";
import { seedDemo } from "./seed-demo.ts";
import { readMissingDocumentTexts } from "../services/document-texts.ts";

logThroughConsole();
// The server that started this one has ended: stop before a new start opens the same folder.
// What was written is whole (PostgreSQL's log; the seed is one transaction) and the next start
// seeds what is missing.
const parentEnded = () => process.exit(1);
process.on("disconnect", parentEnded);
const config = loadConfig(process.env);
const stores = fileStores(config);
const database = openDatabase({ dataDir: config.dataDir });
await seedDemo(config, process.argv[2], database, stores);
const { db, close } = await database;
const read = await readMissingDocumentTexts(db, stores.files);
await close();
const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
console.log(
  `Seeded the demo school and read the words of ${read} PDFs (a process of its own, peak ${peakMb} MB)`,
);
process.off("disconnect", parentEnded);
process.disconnect?.();
