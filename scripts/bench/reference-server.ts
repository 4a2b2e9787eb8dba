// The reference for the server's throughput: a bare node:http server in a process of its own,
// sending, for each path, the very status, headers and bytes our server sent for it (captured
// once by `captureAnswers`). What ours does beyond this is what costs throughput.
//   node reference-server.ts <answers.json>   prints the port it listens on
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface CapturedAnswer {
  status: number;
  headers: [string, string][];
  bodyBase64: string;
}

if (import.meta.main) {
  const captured = JSON.parse(fs.readFileSync(process.argv[2]!, "utf8")) as Record<
    string,
    CapturedAnswer
  >;
  const answers = new Map(
    Object.entries(captured).map(([path, answer]) => [
      path,
      {
        status: answer.status,
        headers: Object.fromEntries(answer.headers),
        body: Buffer.from(answer.bodyBase64, "base64"),
      },
    ]),
  );
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? "");
    if (!answer) return void res.writeHead(404).end();
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  server.listen(0, "127.0.0.1", () => {
    process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
  });
}

/**
 * What `baseUrl` answers for each path, as sent: compressed as `acceptEncoding` allows, asked
 * with `headers` besides (a cookie).
 */
export async function captureAnswers(
  baseUrl: string,
  paths: string[],
  acceptEncoding: string,
  headers: Record<string, string> = {},
): Promise<Record<string, CapturedAnswer>> {
  const captured: Record<string, CapturedAnswer> = {};
  const asked = { ...headers, "accept-encoding": acceptEncoding };
  for (const path of paths) {
    captured[path] = await new Promise<CapturedAnswer>((resolve, reject) => {
      http
        .get(new URL(path, baseUrl), { headers: asked }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              // As sent, but for the connection's own headers, which the reference sets itself.
              headers: Object.entries(res.headers)
                .filter(([name]) => !/^(connection|keep-alive|transfer-encoding)$/i.test(name))
                .flatMap(([name, value]) =>
                  (Array.isArray(value) ? value : [value ?? ""]).map(
                    (one) => [name, one] as [string, string],
                  ),
                ),
              bodyBase64: Buffer.concat(chunks).toString("base64"),
            }),
          );
          res.on("error", reject);
        })
        .on("error", reject);
    });
  }
  return captured;
}
