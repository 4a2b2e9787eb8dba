import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { noScriptCss } from "#contracts/security-policy.ts";
import { currentAnnouncement } from "./frame/announcement.server.ts";
import { Frame } from "./frame/frame.tsx";
import { NotFound } from "./not-found/not-found.tsx";
import type { PageSettings } from "./page-settings.ts";
import { websiteOf } from "./website.server.ts";
// Bundled on its own as one classic script: no page hydrates, and this small script gives every
// page's menu, search, ticker, tabs and pictures what they need (app/behaviours/enhance.ts).
import enhanceScript from "./behaviours/enhance.ts?worker&url";
import "./styles/tokens.css";
import "./styles/global.css";
import "./behaviours/lightbox.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/images/favicon.svg", type: "image/svg+xml" },
];

/** The school office's pages (app/office) have their own frame and no public scripts. */
const isOffice = (pathname: string) => /^\/office(?:\/|$)/.test(pathname);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { backend, schoolCode, apiBase, timeZone } = websiteOf(context);
  const settings: PageSettings = { schoolCode, apiBase, timeZone };
  if (isOffice(new URL(request.url).pathname)) {
    return { registration: null, registrationKnown: true, settings };
  }
  // A prerendered page cannot know today's announcement; its browser asks for it.
  if (!backend) return { registration: null, registrationKnown: false, settings };
  return { registration: await currentAnnouncement(backend), registrationKnown: true, settings };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const office = useMatches().some((match) => (match.handle as { office?: boolean })?.office);
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
        {office ? (
          children
        ) : (
          <>
            <Frame
              registration={data?.registration ?? null}
              registrationKnown={data?.registrationKnown ?? true}
            >
              {children}
            </Frame>
            <script src={enhanceScript} defer />
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
