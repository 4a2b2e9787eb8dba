// How the nightly check asks whether a link answers: an address of the site itself is asked of
// the server in this process (no network, no proxy in between); any other by HTTP, HEAD first
// and GET where a server will not answer HEAD, following redirects, within ten seconds.

const refusesHead = new Set([403, 405, 501]);

export function linkOpener(options: {
  siteUrl: string;
  /** This process's own app, for the site's addresses. */
  own: (path: string) => Promise<Response>;
  timeoutMs?: number;
}): (url: URL) => Promise<number> {
  const site = new URL(options.siteUrl).origin;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const ask = async (url: URL, method: "HEAD" | "GET") => {
    const answer = await fetch(url, {
      method,
      redirect: "follow",
      signal: AbortSignal.timeout(timeoutMs),
      headers: { "User-Agent": `SchoolSiteCheck/1 (+${site})` },
    });
    await answer.body?.cancel();
    return answer.status;
  };
  return async (url) => {
    try {
      if (url.origin === site) {
        const answer = await options.own(`${url.pathname}${url.search}`);
        await answer.body?.cancel();
        return answer.status;
      }
      const status = await ask(url, "HEAD");
      return refusesHead.has(status) ? await ask(url, "GET") : status;
    } catch {
      return 0;
    }
  };
}
