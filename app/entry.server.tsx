import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { inlineHashesHeader, nonceHeader } from "#contracts/security-policy.ts";
import { todayIn } from "#contracts/dates.ts";
import { inlineHashes } from "./security/inline-hashes.server.ts";
import { NonceProvider } from "./security/nonce.ts";
import { sharedRenderingKey } from "./content/shared-rendering.ts";
import { websiteContext } from "./website.server.ts";

// React Router's default Node entry, with one addition: the page's Content-Security-Policy
// nonce goes to React's own inline scripts and styles and, through the context, to the inline
// scripts and styles our components draw.

// What the server that mounts this build uses of it (server/http/website.ts): through the build,
// so that the server needs the built website only, never its source.
export { connectBackend, websiteContext, type Website } from "./website.server.ts";
export { builtSettings } from "./built-settings.ts";
export { websiteChanged } from "./caches.ts";
export { renderingVariant } from "./content/shared-rendering.ts";
export { siteSettings } from "./settings.ts";
export { embeddedOrigins } from "./security/embedded-origins.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const today = todayIn(loadContext.get(websiteContext).timeZone);
  const shared = sharedRenderingKey(request, responseStatusCode, routerContext, today);
  if (shared) return sharedPage(request, responseHeaders, routerContext, loadContext, shared);

  // Pages rendered here carry a fresh nonce and may show what a visitor sent: a browser may
  // keep one but must ask again before reusing it, and no one keeps an action's answer.
  if (!responseHeaders.has("Cache-Control")) {
    const reads = ["GET", "HEAD"].includes(request.method.toUpperCase());
    responseHeaders.set("Cache-Control", reads ? "private, no-cache" : "no-store");
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Empty while prerendering at build time: those pages carry no inline script at all.
  const nonce = request.headers.get(nonceHeader) || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce: nonce === undefined ? undefined : { script: nonce, style: nonce },
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * A page every visitor sees alike (a static page, or one drawn from the backend's lists): drawn
 * once, without a nonce, and kept by the server until what it was drawn from changes. Its
 * inline scripts and styles are allowed by their hashes, so the kept bytes, compressed once,
 * are what every visitor gets.
 */
async function sharedPage(
  request: Request,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
  { key, fromLists }: { key: string; fromLists: boolean },
): Promise<Response> {
  const renderings = loadContext.get(websiteContext).renderings;
  // Must be asked again before reuse (the ETag makes asking cheap). Anyone may keep a static
  // page; one drawn from lists may differ by a visitor's cookie (the home page's popup).
  responseHeaders.set(
    "Cache-Control",
    fromLists ? "private, no-cache" : "public, max-age=0, must-revalidate",
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const kept = renderings?.answer(request, key);
  if (kept) return kept;
  const html = await renderWhole(request, routerContext);
  const { scripts, styles } = inlineHashes(html);
  responseHeaders.set(inlineHashesHeader, `script ${scripts.join(" ")}; style ${styles.join(" ")}`);
  if (renderings) return renderings.keep(request, key, html, responseHeaders);
  return new Response(html, { status: 200, headers: responseHeaders });
}

/** The whole page as one string, once everything on it has rendered. */
function renderWhole(request: Request, routerContext: EntryContext): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value="">
        <ServerRouter context={routerContext} url={request.url} />
      </NonceProvider>,
      {
        onAllReady() {
          const sink = new PassThrough();
          sink.on("data", (chunk: Buffer) => chunks.push(chunk));
          sink.on("end", () => resolve(Buffer.concat(chunks).toString()));
          sink.on("error", reject);
          pipe(sink);
        },
        onShellError: reject,
        onError: reject,
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
