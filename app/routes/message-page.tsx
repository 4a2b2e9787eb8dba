import type { Route } from "./+types/message-page";
import { leadership } from "#content/people.ts";
import { siteImages } from "#content/public-files.ts";
import { fallbacks } from "../api/client.ts";
import { keptUnless } from "../lists/load-list.server.ts";
import { metaFor } from "../seo/meta.ts";
import { apiOf } from "../website.server.ts";
import { sanitizeMessage } from "#contracts/message-html.ts";
import { messageFor, type MessagePage as Kind } from "../lists/rules.ts";
import { findPage } from "../pages.ts";
import { PageWithSectionNav } from "../content/section-nav.tsx";
import { escapeHtml, useSchool, withSchool } from "../school.ts";
import { useFileUrl } from "../site-files.ts";
import styles from "../lists/lists.module.css";

// /PrincipalMessage, /ManagersMessage and /FormerPrincipalMessage (spec 2.8, 4): the first
// leadership message of the page's category, or a fixed message when there is none.

interface MessagePage {
  /** Which leadership message the page shows (spec 4: its category and subtitle). */
  kind: Kind;
  /**
   * Shown when no record matches or the call fails: written in the school's voice, naming it
   * as `{name}` and `{congregation}`, which its settings fill in (app/school.ts).
   */
  fallback: { name: string; subtitle: string; message: string };
}

const messagePages: Record<string, MessagePage> = {
  "/PrincipalMessage": {
    kind: "Principal",
    fallback: {
      name: leadership.principal.name,
      subtitle: "Principal",
      message: [
        "<p>Dear parents and students,</p>",
        "<p>Welcome to {name}. Our school exists so that every child who walks through our gates grows in knowledge, in kindness and in confidence. We set high expectations and meet each child with patience and care, because we believe that good character and good learning grow together.</p>",
        "<p>We are grateful for the trust you place in us, and we look forward to walking with your child, year by year, towards a bright and honest future.</p>",
      ].join(""),
    },
  },
  "/ManagersMessage": {
    kind: "Manager",
    fallback: {
      name: leadership.manager.name,
      subtitle: "Manager",
      message: [
        "<p>Dear friends of our school,</p>",
        "<p>The {congregation} have served children through education for more than a century and a half, in the conviction that learning sets a person free and must reach every child. {name} carries that mission forward with dedicated teachers, a safe and green campus and fair, transparent fees.</p>",
        "<p>I thank our parents, teachers and staff for their generous partnership. Together, let us keep the lamp burning.</p>",
      ].join(""),
    },
  },
  "/FormerPrincipalMessage": {
    kind: "Former Principal",
    fallback: {
      name: leadership.vicePrincipal.name,
      subtitle: "Former Principal",
      message: [
        "<p>Dear students, parents and teachers,</p>",
        "<p>It was my privilege to serve as the first Principal of {name} and to see a small beginning grow into a school full of curious, brave and good children.</p>",
        "<p>To our students I say: be faithful in small things. Finish your work, keep your word and help without being asked. These habits, more than any marks, will shape the people you become.</p>",
      ].join(""),
    },
  },
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const path = findPage(url.pathname)?.path ?? "/PrincipalMessage";
  const page = messagePages[path] ?? messagePages["/PrincipalMessage"]!;
  const loads = fallbacks();
  const records = await loads.or(
    apiOf(context).messages(),
    [],
    "Error fetching the leadership messages",
  );
  const record = messageFor(records, page.kind);
  const shown = record
    ? {
        name: record.name,
        subtitle: record.subtitle,
        photo: record.attachments[0] ?? siteImages.principalFallback,
        message: sanitizeMessage(record.message),
      }
    : { ...page.fallback, photo: siteImages.principalFallback, fallback: true };
  // Drawn alike for every visitor from the messages: kept by the server until they change,
  // unless the call failed.
  return { path, fallback: false, ...shown, ...keptUnless(loads) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? metaFor(loaderData.path, { matches }) : [];

export default function MessagePage({ loaderData }: Route.ComponentProps) {
  const { path, name, subtitle, photo, message, fallback } = loaderData;
  const url = useFileUrl();
  const school = useSchool();
  // Only the site's own words name the school by placeholder; a record's are as written.
  const shown = fallback ? withSchool(message, school, escapeHtml) : message;
  return (
    <PageWithSectionNav path={path}>
      <article>
        <h1>{findPage(path)?.name}</h1>
        <div className={styles.message}>
          <img
            className={styles.portrait}
            src={url(photo)}
            alt={name ? `${name}, ${subtitle}` : subtitle}
            width="400"
            height="400"
          />
          <div className={styles.messageBody}>
            <div className={styles.messageText} dangerouslySetInnerHTML={{ __html: shown }} />
            <p className={styles.signature}>
              <span className={styles.signatureName}>{name}</span>
              <span className={styles.signatureRole}>{subtitle}</span>
            </p>
          </div>
        </div>
      </article>
    </PageWithSectionNav>
  );
}
