import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobinProxy {
  url: string;
  /** Which upstream answered each request, in order (its index in `upstreams`). */
  answeredBy: number[];
  close: () => Promise<void>;
}

/**
 * A load balancer as small as it gets: each request goes to the next upstream in turn, with no
 * stickiness, and to the one after it when an upstream refuses the connection (it is down).
 * The client's address is appended to X-Forwarded-For, as proxies do.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const answeredBy: number[] = [];
  const forward = (
    req: http.IncomingMessage,
    body: Buffer,
    index: number,
  ): Promise<{ response: http.IncomingMessage; index: number }> =>
    new Promise((resolve, reject) => {
      const target = new URL(req.url ?? "/", upstreams[index]);
      const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress]
        .filter(Boolean)
        .join(", ");
      const request = http.request(target, {
        method: req.method,
        headers: { ...req.headers, "x-forwarded-for": forwardedFor, connection: "close" },
        agent: false,
      });
      request.on("response", (response) => resolve({ response, index }));
      request.on("error", reject);
      request.end(body);
    });

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const first = next++ % upstreams.length;
    for (let tried = 0; tried < upstreams.length; tried++) {
      const index = (first + tried) % upstreams.length;
      try {
        const { response } = await forward(req, body, index);
        answeredBy.push(index);
        res.writeHead(response.statusCode ?? 502, response.headers);
        // An upstream that dies while answering leaves its client cut off, not waiting.
        response.on("error", () => res.destroy());
        response.on("aborted", () => res.destroy());
        response.pipe(res);
        return;
      } catch (error) {
        // Nobody listening: that upstream is down, the request never reached it.
        if ((error as NodeJS.ErrnoException).code === "ECONNREFUSED") continue;
        break;
      }
    }
    res.writeHead(502, { "Content-Type": "text/plain" }).end("Bad gateway");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answeredBy,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
