import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

// The three lists are drawn from the staff register the office keeps (contracts/records/staff.ts,
// the demo's in demo/records/staff.ts): a teacher added there is on this page at once, and the
// CBSE disclosure counts the same people.

export default {
  path: "/Staff",
  heading: "Staff",
  description: `The teaching, office and non-teaching staff of ${site.name}, ${site.city}: names, designations and qualifications.`,
  blocks: [
    {
      type: "video",
      title: `A day at ${site.name}, ${site.city}`,
      youtubeId: "hLcS7aFfV0q",
    },
    {
      type: "tabs",
      label: "Staff",
      tabs: [
        {
          label: "Teaching Staff",
          heading: "Teaching Staff",
          blocks: [
            {
              type: "staffList",
              group: "Teaching",
              caption: `Teaching staff of ${site.name}, ${site.city}`,
            },
          ],
        },
        {
          label: "Office Staff",
          heading: "Office Staff",
          blocks: [{ type: "staffList", group: "Office" }],
        },
        {
          label: "Non-teaching",
          heading: "Non Teaching Staff",
          blocks: [{ type: "staffList", group: "Non-teaching" }],
        },
      ],
    },
  ],
} satisfies ContentPage;
