import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
  type To,
} from "react-router";
import { localHref, type Language } from "#contracts/languages.ts";
import { useLanguage } from "./i18n/words.ts";

// No page hydrates, so React Router never discovers routes in the browser: its links are drawn
// without `data-discover`, bytes every page's first round trip would carry for nothing.
// A link to a page leads to the page in the language of the page it is on (`/hi/...` from a
// Hindi page): links are written with the spec's English addresses everywhere.

const local = (to: To, language: Language): To =>
  typeof to === "string" ? localHref(to, language) : to;

export const Link = (props: LinkProps) => (
  <RouterLink discover="none" {...props} to={local(props.to, useLanguage())} />
);

export const NavLink = (props: NavLinkProps) => (
  <RouterNavLink discover="none" {...props} to={local(props.to, useLanguage())} />
);
