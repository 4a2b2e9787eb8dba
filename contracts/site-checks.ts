// What the nightly check of a school's website found (server/checks/site-check.ts), as the
// office's home and the administrators' e-mail show it.

export interface Finding {
  /** Red: wrong now. Amber: will be within 30 days (a certificate's end, a deadline). */
  severity: "red" | "amber";
  /** One sentence a clerk acts on: what is wrong, and with what. */
  what: string;
  /** Where it is put right: an office page, or the page of the site that shows it. */
  where: string;
  /** The link or file that failed, when it is one. */
  url?: string;
}

/** The last check of a school's site. */
export interface SiteCheck {
  checkedAt: string;
  findings: Finding[];
}
