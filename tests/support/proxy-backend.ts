import http from "node:http";
import type { AddressInfo } from "node:net";

export type Override = (
  path: string,
) => { status: number; body: unknown } | "hang" | { stall: number } | undefined;

/**
 * A stand-in backend on loopback that forwards to the real one, except for the calls an
 * override answers itself (an error, a doctored record), never answers at all ("hang"), or
 * answers with a status and headers and then stalls in the middle of the body (`stall`).
 */
export async function startProxyBackend(target: string, override: { current: Override }) {
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer(async (req, res) => {
    const path = req.url ?? "/";
    const answer = override.current(path);
    if (answer === "hang") {
      hanging.add(res);
      return;
    }
    if (answer && "stall" in answer) {
      hanging.add(res);
      res.writeHead(answer.stall, { "Content-Type": "application/json" });
      res.write('{"data":"tc/');
      return;
    }
    if (answer) {
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(answer.body));
      return;
    }
    const upstream = await fetch(target + path);
    res.writeHead(upstream.status, {
      "Content-Type": upstream.headers.get("content-type") ?? "application/octet-stream",
    });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
