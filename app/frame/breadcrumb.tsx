import { Link } from "../link.tsx";
import { localHref, type Language } from "#contracts/languages.ts";
import { pageName } from "../i18n/page-names.ts";
import { useLanguage } from "../i18n/words.ts";
import { findPage } from "../pages.ts";
import { JsonLd } from "../seo/json-ld.tsx";
import { absoluteUrl } from "../seo/site-url.ts";
import { frameWords } from "./frame.words.ts";
import styles from "./breadcrumb.module.css";

/** One step of a breadcrumb: a section's name (no page of its own) or a page. */
export interface Crumb {
  name: string;
  to?: string;
}

/**
 * Home > section > page (spec 2.2), or Home > section > list > item, shown and told to search
 * engines (BreadcrumbList) alike. The last step is the page itself. The steps come named in the
 * page's language; the home page's is named here.
 */
export function Breadcrumb({ trail, url }: { trail: readonly Crumb[]; url: string }) {
  const language = useLanguage();
  const home = findPage("/");
  const steps = [{ name: home ? pageName(home, language) : "Home", to: "/" }, ...trail];
  return (
    <nav aria-label={frameWords[language].breadcrumb} className={styles.breadcrumb}>
      <ol>
        {steps.map((step, i) =>
          i === steps.length - 1 ? (
            <li key={i} aria-current="page">
              {step.name}
            </li>
          ) : (
            <li key={i}>{step.to ? <Link to={step.to}>{step.name}</Link> : step.name}</li>
          ),
        )}
      </ol>
      <JsonLd data={breadcrumbJsonLd(steps, url, language)} />
    </nav>
  );
}

/**
 * schema.org's BreadcrumbList: the steps that are pages, by their addresses (in the page's
 * language), this page last by `url` (a section without a page of its own cannot be a step
 * there).
 */
export function breadcrumbJsonLd(steps: readonly Crumb[], url: string, language: Language = "en") {
  const origin = new URL(url).origin;
  const pages = steps.flatMap((step, i) =>
    i === steps.length - 1
      ? [{ name: step.name, item: url }]
      : step.to
        ? [{ name: step.name, item: absoluteUrl(localHref(step.to, language), origin) }]
        : [],
  );
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: pages.map((page, i) => ({ "@type": "ListItem", position: i + 1, ...page })),
  };
}
