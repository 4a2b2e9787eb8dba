import type { Block, ContentPage } from "../model.ts";
import { leadership } from "../people.ts";
import { disclosureDocuments } from "../public-files.ts";
import { site } from "../site.ts";

/** The school's code with the CBSE (a demo value), not the backend's `site.schoolCode`. */
const cbseSchoolCode = "40999";

/** The video of the school's infrastructure that the CBSE asks every school to publish. */
const inspectionVideo = "https://www.youtube.com/watch?v=Ni5sP0cT7vW";

const documentTiles = (section: "B" | "C"): Block => ({
  type: "files",
  items: disclosureDocuments
    .filter((document) => document.section === section)
    .map((document) => ({ title: document.title, file: document.path, subtitle: "View" })),
});

export default {
  path: "/CbseDisclosure",
  heading: "CBSE Mandatory Disclosure",
  description: `The mandatory public disclosure of ${site.name}, ${site.city} (CBSE affiliation no. ${site.affiliationNo}): general information, documents, results, staff and infrastructure.`,
  blocks: [
    {
      type: "prose",
      markdown: `As required by the Central Board of Secondary Education (CBSE), ${site.name} publishes the following information and documents for parents and the public. Each document opens in a new tab.`,
    },
    {
      type: "section",
      title: "A: General Information",
      blocks: [
        {
          type: "table",
          caption: "General information",
          columns: ["S.No.", "Information", "Details"],
          rows: [
            [1, "Name of the School", site.name],
            [2, "Affiliation No.", site.affiliationNo],
            [3, "School Code", cbseSchoolCode],
            [4, "Complete Address with Pin Code", site.address.lines.join(", ")],
            [
              5,
              "Principal Name & Qualification",
              `${leadership.principal.name}, ${leadership.principal.qualification}`,
            ],
            [6, "School E-mail ID", site.email],
            [7, "Contact Details (Landline/Mobile)", site.phones.join(", ")],
          ],
        },
      ],
    },
    {
      type: "section",
      title: "B: Documents and Information",
      blocks: [documentTiles("B")],
    },
    {
      type: "section",
      title: "C: Result and Academics",
      blocks: [documentTiles("C")],
    },
    {
      type: "section",
      title: "D: Staff (Teaching)",
      blocks: [
        {
          type: "table",
          caption: "Teaching staff",
          columns: ["S.No.", "Information", "Details"],
          rows: [
            [1, "Principal", 1],
            [2, "Total No. of Teachers", 98],
            ["", "PGT", 10],
            ["", "TGT", 38],
            ["", "PRT", 29],
            ["", "NTT", 5],
            ["", "PTI", 6],
            ["", "Others", 7],
            [3, "Teachers Section Ratio", "22:1"],
            [4, "Details of Special Educator", 1],
            [5, "Details of Counsellor and Wellness Teacher", 1],
          ],
        },
      ],
    },
    {
      type: "section",
      title: "E: School Infrastructure",
      blocks: [
        {
          type: "table",
          caption: "School infrastructure",
          columns: ["S.No.", "Information", "Details"],
          rows: [
            [1, "Total Campus Area of the School", `${site.campus.areaSqM} m²`],
            [
              2,
              "No. and Size of the Classrooms (in sq m)",
              `${site.campus.classrooms} (${site.campus.classroomSizeSqM})`,
            ],
            [
              3,
              "No. and Size of Laboratories including Computer Labs (in sq m)",
              `${site.campus.labs.length + site.campus.computerLabs.length} (${site.campus.labsAreaSqM})`,
            ],
            [4, "Internet Facility", "Yes"],
            [5, "No. of Girls' Toilets", site.campus.girlsToilets],
            [6, "No. of Boys' Toilets", site.campus.boysToilets],
            [
              7,
              "Link of YouTube Video of the Inspection of the School covering the Infrastructure of the School",
              inspectionVideo,
            ],
          ],
        },
        {
          type: "links",
          items: [{ label: "Watch the inspection video of the school", href: inspectionVideo }],
        },
      ],
    },
  ],
} satisfies ContentPage;
