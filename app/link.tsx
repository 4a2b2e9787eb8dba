import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
} from "react-router";

// No page hydrates, so React Router never discovers routes in the browser: its links are drawn
// without `data-discover`, bytes every page's first round trip would carry for nothing.

export const Link = (props: LinkProps) => <RouterLink discover="none" {...props} />;

export const NavLink = (props: NavLinkProps) => <RouterNavLink discover="none" {...props} />;
