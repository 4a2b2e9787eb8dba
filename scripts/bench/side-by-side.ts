// Our server's throughput as a share of the machine's: a bare node:http server in its own
// process (reference-server.ts) sends the very bytes ours sent for the same path, and both are
// loaded alike (autocannon, as many requests as they answer, the same connections), in turns.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { browserAcceptEncoding, browserHeaders, fire } from "./load.ts";
import { captureAnswers, type CapturedAnswer } from "./reference-server.ts";

const referenceScript = fileURLToPath(new URL("./reference-server.ts", import.meta.url));

export interface SideBySide {
  path: string;
  connections: number;
  /** Best of the rounds, requests per second. */
  ours: number;
  reference: number;
  ratio: number;
  /** Ours paced evenly at half its best: the latency a visitor meets at that load. */
  halfRate: number;
  p50AtHalfMs: number;
  p99AtHalfMs: number;
  errors: number;
}

/**
 * `target` asked of `url` as fast as it answers, on `connections` connections for `seconds`
 * after a warm-up not counted: requests per second, and timeouts and answers other than 2xx.
 */
export async function flatOut(
  url: string,
  target: string,
  options: {
    connections: number;
    seconds: number;
    warmUpSeconds: number;
    headers?: Record<string, string>;
  },
): Promise<{ rate: number; errors: number }> {
  const result = await fire(
    {
      url,
      connections: options.connections,
      duration: options.seconds,
      timeout: 10,
      headers: { ...options.headers, ...browserHeaders },
      requests: [{ method: "GET", path: target }],
    },
    options.warmUpSeconds,
  );
  return { rate: result.requests.average, errors: result.errors + result.non2xx };
}

export async function sideBySide(options: {
  baseUrl: string;
  paths: string[];
  connections: number;
  seconds: number;
  warmUpSeconds: number;
  rounds: number;
  log: (message: string) => void;
}): Promise<SideBySide[]> {
  const reference = await startReference(
    await captureAnswers(options.baseUrl, options.paths, browserAcceptEncoding),
  );
  try {
    const referenceUrl = reference.url;
    const run = (url: string, target: string) => flatOut(url, target, options);

    const results: SideBySide[] = [];
    for (const target of options.paths) {
      let ours = 0;
      let theirs = 0;
      let errors = 0;
      for (let round = 1; round <= options.rounds; round++) {
        options.log(`side by side ${target}, round ${round}: ours, then the reference`);
        const mine = await run(options.baseUrl, target);
        const bare = await run(referenceUrl, target);
        ours = Math.max(ours, mine.rate);
        theirs = Math.max(theirs, bare.rate);
        errors += mine.errors;
      }
      const halfRate = Math.round(ours / 2);
      options.log(`side by side ${target}: ours paced at ${halfRate}/s`);
      const paced = await fire(
        {
          url: options.baseUrl,
          connections: options.connections,
          overallRate: halfRate,
          duration: options.seconds,
          timeout: 10,
          headers: browserHeaders,
          requests: [{ method: "GET", path: target }],
        },
        options.warmUpSeconds,
      );
      results.push({
        path: target,
        connections: options.connections,
        ours,
        reference: theirs,
        ratio: theirs > 0 ? ours / theirs : 0,
        halfRate,
        p50AtHalfMs: paced.latency.p50,
        p99AtHalfMs: paced.latency.p99,
        errors: errors + paced.errors + paced.non2xx,
      });
    }
    return results;
  } finally {
    reference.stop();
  }
}

/**
 * A bare node:http server in a process of its own (reference-server.ts) that sends `answers`,
 * each for its path, as captured: what ours does beyond it is what costs throughput.
 */
export async function startReference(
  answers: Record<string, CapturedAnswer>,
): Promise<{ url: string; stop: () => void }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "school-reference-"));
  const answersFile = path.join(folder, "answers.json");
  fs.writeFileSync(answersFile, JSON.stringify(answers));
  const reference = spawn(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", referenceScript, answersFile],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const stop = () => {
    reference.kill();
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<string>((resolve, reject) => {
      reference.stdout!.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
      reference.once("exit", () => reject(new Error("the reference server stopped")));
    });
    return { url: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
