import path from "node:path";
import { z } from "zod";

// Every setting is optional so that `npm start` works on a fresh machine; read once, at start.
const Env = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z.string().optional(),
  SCHOOL_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default("HLCA"),
  API_BASE_URL: z.string().url().optional(),
  /** How long the website waits for any backend call (read by app/api/client.server.ts). */
  API_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(500),
  TZ_SCHOOL: z.string().default("Asia/Kolkata"),
});

export type Env = z.infer<typeof Env> & { dataDir: string };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = Env.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== "")),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
