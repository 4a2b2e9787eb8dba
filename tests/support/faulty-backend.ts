import type { Backend, Site } from "./site.ts";

// What a backend that goes wrong answers the website, for `siteInProcess({ backend })`: an
// error, no answer at all, or a status and headers at once and then a body that never ends.
// The website's own deadline (API_TIMEOUT_MS) is what must cut the last two.

/** The path a call of the website asks for. */
export const pathOf = (request: Request) => new URL(request.url).pathname;

/** An answer that never comes. */
export const hang = (): Promise<Response> => new Promise<Response>(() => {});

/** A JSON answer with this status, as a failing backend gives. */
export const failure = (status: number, body: unknown = { error: "down" }) =>
  Response.json(body, { status });

/** A backend's own answer to the calls whose path matches `pattern`; the rest it leaves. */
export const answeringAt =
  (pattern: RegExp, answer: () => Response) =>
  (request: Request): Response | undefined =>
    pattern.test(pathOf(request)) ? answer() : undefined;

/**
 * A status and its headers at once, then the first bytes of a JSON body and never the rest:
 * the stream is never closed.
 */
export function stall(status: number): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"data":"tc/'));
    },
  });
  return new Response(body, { status, headers: { "Content-Type": "application/json" } });
}

/**
 * A backend a test can turn: `current` answers a call itself, or leaves it (undefined) to the
 * real API. Tests set `current` between their requests.
 */
export function switchable() {
  const override: { current: (request: Request) => Response | Promise<Response> | undefined } = {
    current: () => undefined,
  };
  const backend =
    (api: Backend): Backend =>
    (request) =>
      override.current(request) ?? api(request);
  return { override, backend };
}

/**
 * Has the website draw these pages once while its backend is well (by default one that needs
 * only the school's settings): afterwards what it read stands in when the backend goes wrong
 * (app/school.server.ts), where a website that never read it answers 503. A busy machine may
 * keep a first reading past a short deadline, hence the tries.
 */
export async function shownWhileWell(site: Site, paths = ["/ContactUs"]): Promise<void> {
  for (const path of paths) {
    for (let tries = 1; ; tries++) {
      const { status } = await site.request(path);
      if (status < 500) break;
      if (tries === 10)
        throw new Error(`${path} was never shown with the backend well (${status})`);
    }
  }
}
