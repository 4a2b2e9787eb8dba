import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { hasBackend, publicApiBase } from "./api/client.server.ts";
import { currentAnnouncement } from "./frame/announcement.server.ts";
import { Frame } from "./frame/frame.tsx";
import { NotFound } from "./not-found/not-found.tsx";
import { pageScripts, wantsReact } from "./frame/scripts.ts";
import { noScriptCss, useNonce } from "./security/nonce.ts";
// Bundled on its own as one classic script: the only script of pages drawn without React.
import enhanceScript from "./behaviours/enhance.ts?worker&url";
import "./styles/tokens.css";
import "./styles/global.css";
import "./behaviours/lightbox.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/images/favicon.svg", type: "image/svg+xml" },
];

export async function loader() {
  // A prerendered page cannot know today's announcement; its browser asks for it.
  if (!hasBackend())
    return { registration: null, registrationKnown: false, apiBase: publicApiBase() };
  return {
    registration: await currentAnnouncement(),
    registrationKnown: true,
    apiBase: publicApiBase(),
  };
}

// The announcement changes rarely; moving between pages need not ask for it again.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const react = wantsReact(matches);
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <noscript>
          {/* Without JavaScript, tabbed content shows every panel in turn. */}
          <style>{noScriptCss}</style>
        </noscript>
      </head>
      <body>
        <Frame
          registration={data?.registration ?? null}
          registrationKnown={data?.registrationKnown ?? true}
          apiBase={data?.apiBase ?? ""}
        >
          {children}
        </Frame>
        {react ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <>
            <script src={enhanceScript} defer />
            {pageScripts(matches).map((src) => (
              <script key={src} src={src} defer />
            ))}
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A page that finds nothing to show throws a 404: the same page as an unknown address.
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div className="page-body">
      <h1>Something went wrong</h1>
      <p>
        This page could not be shown just now. Please try again in a moment.{" "}
        <a href="/">Go to the home page</a>.
      </p>
    </div>
  );
}
