import type http from "node:http";
import type { Http2Bindings, HttpBindings } from "@hono/node-server";
import type { Cache } from "#contracts/cache.ts";

// The server's front door. Most of what visitors ask for is an answer the server has given
// before, unchanged: a prerendered or kept page, a script, a list of the API. Such an answer is
// remembered whole as it left (status, headers, the very bytes) and given again straight from
// Node's HTTP layer, without a Request, a Response, routing or middleware: what a bare node:http
// server would cost (docs/benchmarks.md, "Side by side"). Everything else goes the usual way.
// Answers are kept in a cache (server/cache/caches.ts): a while, and until a change notice.

export interface MemoOptions {
  /** What of a request's cookies a page is drawn from (the website's `variant`). */
  variant: (cookieHeader: string | undefined) => string;
  /**
   * Does for a remembered answer what the usual way does for each: the request id, the access
   * log line, the count of what people read. Answers the request id.
   */
  answered: (request: http.IncomingMessage, answer: RememberedAnswer, startedAt: number) => string;
  /** Requests that must go the usual way whatever was answered before (a language to remember). */
  usual?: (request: http.IncomingMessage) => boolean;
}

/** An answer as it left. */
export interface RememberedAnswer {
  status: number;
  /** As sent, flat (`[name, value, name, value, ...]`), without the request id. */
  headers: string[];
  body: Buffer;
}

type Fetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

/** Answers above this size are not remembered: a photo is the file store's to serve. */
const maxBodyBytes = 1024 * 1024;

export function createAnswerMemo(memos: Cache<RememberedAnswer>, options: MemoOptions) {
  /**
   * The key an answer is remembered under, or undefined for a request that must go the usual
   * way: anything but GET, a conditional or partial request, the school office.
   */
  const keyOf = (request: http.IncomingMessage): string | undefined => {
    const { method, url, headers } = request;
    if (method !== "GET" || !url || url.length > 1024) return undefined;
    if (url.startsWith("/office") || url.startsWith("/api/office")) return undefined;
    if (headers["if-none-match"] || headers["if-modified-since"] || headers.range) return undefined;
    if (headers.authorization) return undefined;
    if (options.usual?.(request)) return undefined;
    // Whether HSTS is sent depends on the proxy the scheme came through.
    const proto = headers["x-forwarded-proto"];
    const via = proto ? `${request.socket.remoteAddress ?? ""} ${String(proto)}` : "";
    const variant = options.variant(headers.cookie);
    return `${url}\u0000${headers["accept-encoding"] ?? ""}\u0000${variant}\u0000${via}`;
  };

  return {
    /** Gives a remembered answer to `request`: true when it did. */
    answer(request: http.IncomingMessage, response: http.ServerResponse): boolean {
      const startedAt = performance.now();
      const key = keyOf(request);
      const memo = key === undefined ? undefined : memos.get(key);
      if (!memo) return false;
      const requestId = options.answered(request, memo, startedAt);
      response.writeHead(memo.status, [...memo.headers, "x-request-id", requestId]);
      response.end(memo.body);
      return true;
    },

    /** The usual way, remembering what it answers that may be given again as it is. */
    remembering(fetch: Fetch): Fetch {
      return async (request, env) => {
        // The server is HTTP/1.1 (server/main.ts).
        const key = keyOf(env.incoming as http.IncomingMessage);
        const answer = await fetch(request, env);
        if (key === undefined || !rememberable(answer)) return answer;
        const body = Buffer.from(await answer.arrayBuffer());
        if (body.length <= maxBodyBytes) {
          const headers = [...answer.headers]
            .filter(([name]) => !/^(x-request-id|content-length|transfer-encoding)$/.test(name))
            .flat();
          headers.push("content-length", String(body.length));
          memos.set(key, { status: answer.status, headers, body });
        }
        return new Response(body, { status: answer.status, headers: answer.headers });
      };
    },
  };
}

/**
 * An answer every request under its key gets alike: a 200 of a size worth keeping, that no one
 * is told not to store, that sets no cookie and carries no nonce (a page drawn for this request).
 * Nor one compressed on its way out (its ETag made weak): a page kept a moment ago is sent so
 * while its best forms are made, and the next visitors should get those, not this stand-in.
 */
function rememberable(answer: Response): boolean {
  const { headers } = answer;
  return (
    answer.status === 200 &&
    Number(headers.get("content-length") ?? 0) <= maxBodyBytes &&
    !headers.has("set-cookie") &&
    !/no-store/.test(headers.get("cache-control") ?? "") &&
    !/^W\//.test(headers.get("etag") ?? "") &&
    !/'nonce-/.test(headers.get("content-security-policy") ?? "")
  );
}

export type AnswerMemo = ReturnType<typeof createAnswerMemo>;
