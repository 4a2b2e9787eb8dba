import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // The tables of the kinds declared as modules are in their modules (contracts/records/).
  schema: ["./server/db/schema.ts", "./contracts/records/*.ts"],
  out: "./drizzle",
});
