import type { OfficeRecord } from "#contracts/office-records.ts";

/** What each state of a record is called in the office. */
export const stateLabels: Record<OfficeRecord["state"], string> = {
  live: "On the site",
  scheduled: "Scheduled",
  draft: "Draft",
  expired: "Taken down",
  deleted: "Deleted",
};

/** "a notice", "an event". */
export const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
