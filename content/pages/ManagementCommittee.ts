import type { ContentPage } from "../model.ts";
import { documents } from "../public-files.ts";
import { site } from "../site.ts";

export default {
  path: "/ManagementCommittee",
  description: `The members of the School Management Committee of ${site.name}, ${site.city}.`,
  blocks: [
    {
      type: "pdf",
      title: "Management Committee",
      file: documents.managementCommittee,
      height: 800,
    },
  ],
} satisfies ContentPage;
