import { Outlet, isRouteErrorResponse } from "react-router";
import { Link, NavLink } from "../../link.tsx";
import type { Route } from "./+types/frame";
import { officeCall, type Staff } from "../office-api.server.ts";
import { schoolIn, usePublishedSettings } from "../../school.ts";
import s from "../office.module.css";

// Every office page: the bar with the school's name, what this person may open, and signing
// out. The public site's header, footer and scripts are not drawn here (root.tsx).
export const handle = { office: true };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: ["School office", schoolIn(matches)?.titleName].filter(Boolean).join(" · ") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const me = await officeCall<Staff>(context, request, "GET", "/me");
  return { staff: me.status === 200 ? me.json : null };
}

/** Those who write for the site: a contributor's work waits for approval (/office/approvals). */
const writers = ["administrator", "editor", "contributor"] as const;

/** The office's sections, and who may open each. */
export const sections = [
  { to: "/office/records/news", label: "Notices and news", roles: writers },
  { to: "/office/records/events", label: "Events", roles: writers },
  { to: "/office/records/albums", label: "Albums", roles: writers },
  { to: "/office/records/circulars", label: "Circulars", roles: writers },
  { to: "/office/records/alerts", label: "Alerts", roles: writers },
  { to: "/office/pages", label: "Pages", roles: writers },
  { to: "/office/approvals", label: "Approvals", roles: writers },
  { to: "/office/translations", label: "Hindi", roles: ["administrator", "editor"] },
  { to: "/office/files", label: "Files", roles: writers },
  { to: "/office/enquiries", label: "Enquiries", roles: ["administrator", "office"] },
  { to: "/office/applications", label: "Applications", roles: ["administrator", "office"] },
  {
    to: "/office/subscriptions",
    label: "Parents' updates",
    roles: ["administrator", "office"],
  },
  { to: "/office/records/certificates", label: "Certificates", roles: ["administrator", "office"] },
  { to: "/office/accounts", label: "Accounts", roles: ["administrator"] },
  { to: "/office/audit", label: "Audit log", roles: ["administrator"] },
  { to: "/office/api-keys", label: "API keys", roles: ["administrator"] },
  { to: "/office/settings", label: "Settings", roles: ["administrator"] },
  { to: "/office/channels", label: "WhatsApp, SMS and payments", roles: ["administrator"] },
  { to: "/office/archive", label: "Site archive", roles: ["administrator"] },
] as const;

export default function OfficeFrame({ loaderData }: Route.ComponentProps) {
  return (
    <Shell staff={loaderData.staff}>
      <Outlet />
    </Shell>
  );
}

function Shell({ staff, children }: { staff: Staff | null; children: React.ReactNode }) {
  const usable = staff && !staff.secondFactorRequired;
  const school = usePublishedSettings();
  return (
    <div className={s.shell}>
      <header className={s.bar}>
        <div className={s.barInner}>
          <Link to="/office" className={s.brand}>
            {school ? `${school.settings.titleName}: school office` : "School office"}
          </Link>
          {usable && (
            <nav aria-label="Office" className={s.barNav}>
              <ul className={s.nav}>
                {sections
                  .filter((section) => (section.roles as readonly string[]).includes(staff.role))
                  .map((section) => (
                    <li key={section.to}>
                      <NavLink to={section.to}>{section.label}</NavLink>
                    </li>
                  ))}
              </ul>
            </nav>
          )}
          {usable && (
            <form method="get" action="/office/search" role="search" className={s.barSearch}>
              <label htmlFor="bar-search" className="visually-hidden">
                Search the office
              </label>
              <input id="bar-search" name="q" type="search" placeholder="Search the office" />
              <button type="submit" className={s.linkButton}>
                Search
              </button>
            </form>
          )}
          {staff && (
            <div className={s.who}>
              <span>
                {staff.name} ({staff.role})
              </span>
              <Link to="/office/password">Password</Link>
              <form method="post" action="/office/sign-out" className={s.inline}>
                <button type="submit" className={s.linkButton}>
                  Sign out
                </button>
              </form>
            </div>
          )}
        </div>
      </header>
      <main id="main" className={s.main}>
        {children}
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 403
      ? "Your role cannot open this page."
      : status === 404
        ? "There is nothing at this address."
        : "The school office could not answer just now. Please try again in a moment.";
  return (
    <Shell staff={null}>
      <div className={s.narrow}>
        <h1>
          {status === 403 ? "Not allowed" : status === 404 ? "Not found" : "Please try again"}
        </h1>
        <p>{message}</p>
        <p>
          <Link to="/office">Back to the office</Link>
        </p>
      </div>
    </Shell>
  );
}
