// The site's own rules first, so the components' modules, all in the same file, come after them.
import "./styles/tokens.css";
import "./styles/global.css";
import "./styles/fonts.css";
import "./content/lightbox.css";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { languageAt, languageTags } from "#contracts/languages.ts";
import devanagari from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import type { Route } from "./+types/root";
import { noScriptCss } from "#contracts/security-policy.ts";
import { currentAlerts } from "./frame/alerts.server.ts";
import { itemIn, itemsIn } from "./i18n/item-language.ts";
import { settingsIn } from "#contracts/school-settings.ts";
import { currentAnnouncement } from "./frame/announcement.server.ts";
import { Frame } from "./frame/frame.tsx";
import { errorPageWords } from "./frame/error-page.words.ts";
import { useWords } from "./i18n/words.ts";
import { Link } from "./link.tsx";
import { NotFound } from "./not-found/not-found.tsx";
import type { PageSettings } from "./page-settings.ts";
import { colours, homeScreenLinks } from "./seo/home-screen.ts";
import { feedLinks } from "./feeds/feed-catalogue.ts";
import { usePublishedSettings } from "./school.ts";
import { schoolSettings } from "./school.server.ts";
import { apiOf, websiteOf } from "./website.server.ts";
// Bundled on its own as one classic script: no page hydrates, and this small script gives every
// page's menu, search, tabs and pictures what they need (app/frame/enhance.browser.ts).
import enhanceScript from "./frame/enhance.browser.ts?worker&url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/images/favicon.svg", type: "image/svg+xml" },
  ...homeScreenLinks,
];

/** The school office's pages (app/office) have their own frame and no public scripts. */
const isOffice = (pathname: string) => /^\/office(?:\/|$)/.test(pathname);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { backend, schoolCode, apiBase, timeZone } = websiteOf(context);
  const settings: PageSettings = { schoolCode, apiBase, timeZone };
  const { pathname } = new URL(request.url);
  const office = isOffice(pathname);
  // All at once: a page waits for the slowest, never for them in turn. The announcement and
  // the alerts are on every public page, kept ones too: a kept page is keyed by this data
  // (app/content/shared-rendering.ts), so it is drawn again when either changes.
  const [school, registration, alerts] = await Promise.all([
    schoolSettings(apiOf(context)),
    !office && backend ? currentAnnouncement(backend) : null,
    office ? [] : currentAlerts(apiOf(context)),
  ]);
  // The school's words in the page's language, where it has written them in Hindi.
  const language = languageAt(pathname);
  return {
    registration: registration && itemIn("registrations", registration, language),
    settings,
    // Every component and meta function reads the school's words from here: in Hindi on a
    // Hindi page where the school gave them (its settings' `hi`).
    school: school && { ...school, settings: settingsIn(school.settings, language) },
    alerts: itemsIn("alerts", alerts, language),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const office = useMatches().some((match) => (match.handle as { office?: boolean })?.office);
  const language = languageAt(useLocation().pathname);
  return (
    <html lang={languageTags[language]} data-office={office ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={colours.theme} />
        <Meta />
        <Links />
        {/* The news feed on every page, where readers and browsers look for a site's feed: in
            the page's language. */}
        {office
          ? null
          : feedLinks("news", language).map((link) => <link key={link.href} {...link} />)}
        {/* The Hindi pages' face, asked for with the page so that it is in time (fonts.css). */}
        {language === "hi" && !office ? (
          <link
            rel="preload"
            href={devanagari}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
            // After the page's own picture: a phone without the face shows its own Devanagari.
            fetchPriority="low"
          />
        ) : null}
        <noscript>
          {/* Without JavaScript, tabbed content shows every panel in turn. */}
          <style>{noScriptCss}</style>
        </noscript>
      </head>
      <body>
        {/* Without the school's settings (none could ever be read) the page stands alone. */}
        {office || !data?.school ? (
          children
        ) : (
          <>
            <Frame alerts={data?.alerts ?? []} registration={data?.registration ?? null}>
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
  const school = usePublishedSettings();
  const w = useWords(errorPageWords);
  // A page that finds nothing to show throws a 404: the same page as an unknown address.
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div className="page-body">
      {/* No route's meta speaks for a page whose root failed; React puts this in the head. */}
      {!school && <title>{w.title}</title>}
      <h1>{w.heading}</h1>
      <p>
        {w.tryAgain} <Link to="/">{w.home}</Link>
        {w.end}
      </p>
    </div>
  );
}
