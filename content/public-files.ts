// The school's static public files (spec 7, "Static files"): PDFs and images that pages link to
// at {host}/api/image/{schoolCode}/public/... Paths are relative to the school's folder in the
// file store. The demo seed generates every file listed here.

import { mainMenu, menuFiles, type NavItem } from "./navigation.ts";

export interface PublicFile {
  path: string;
  title: string;
  kind: "pdf" | "image";
}

/** The classes that have a book list and a holidays-homework sheet, in school order. */
export const bookListClasses = [
  "Nursery",
  "LKG",
  "UKG",
  "I",
  "II",
  "III",
  "IV",
  "V",
  "VI",
  "VII",
  "VIII",
  "IX",
  "X",
] as const;

export type BookListClass = (typeof bookListClasses)[number];

const pdf = (name: string) => `public/pdf/${name}`;
const image = (name: string) => `public/Images/${name}`;

export const bookListFile = (className: string) => pdf(`BOOK_LIST_${className}.pdf`);
export const holidaysHomeworkFile = (className: string) =>
  pdf(`HOLIDAYS_HOMEWORK_${className}.pdf`);

/** The Holidays Homework page's two tabs. */
export const holidaysHomework = {
  academics: bookListClasses.map((className) => ({
    className,
    path: holidaysHomeworkFile(className),
  })),
  robotics: { path: holidaysHomeworkFile("Robotics"), title: "Holidays Homework - Robotics" },
};

export const documents = {
  managementCommittee: pdf("MANAGEMENT_COMMITTEE.pdf"),
  schoolUniform: pdf("SCHOOL_UNIFORM.pdf"),
  sampleTc: pdf("SAMPLE_TC.pdf"),
  streamAndSubjectSelection: pdf("STREAM_AND_SUBJECT_SELECTION.pdf"),
};

/** CBSE Mandatory Disclosure, sections B (documents) and C (results and academics), spec 2.14. */
export const disclosureDocuments: { section: "B" | "C"; path: string; title: string }[] = [
  [
    "B",
    "B01_AFFILIATION_LETTER",
    "Copies of affiliation/upgradation letter and recent extension of affiliation, if any",
  ],
  [
    "B",
    "B02_SOCIETY_REGISTRATION",
    "Copies of society/trust/company registration/renewal certificate, as applicable",
  ],
  ["B", "B03_NOC", "Copy of No Objection Certificate (NOC) issued by the State Government"],
  [
    "B",
    "B04_RECOGNITION_CERTIFICATE",
    "Copies of recognition certificate under the RTE Act, 2009, and its renewal",
  ],
  [
    "B",
    "B05_BUILDING_SAFETY_CERTIFICATE",
    "Copy of valid building safety certificate as per the National Building Code",
  ],
  [
    "B",
    "B06_FIRE_SAFETY_CERTIFICATE",
    "Copy of valid fire safety certificate issued by the competent authority",
  ],
  [
    "B",
    "B07_DEO_SELF_CERTIFICATION",
    "Copy of the DEO certificate / self-certification submitted by the school for affiliation",
  ],
  ["B", "B08_WATER_HEALTH_SANITATION", "Copies of valid water, health and sanitation certificates"],
  [
    "B",
    "B09_LAND_CERTIFICATE",
    "Copy of the land certificate issued by the competent revenue authority",
  ],
  ["B", "B10_TRANSPORT_FITNESS", "Copies of fitness certificates of the school buses"],
  ["C", "C01_FEE_STRUCTURE", "Fee structure of the school"],
  ["C", "C02_ACADEMIC_CALENDAR", "Annual academic calendar"],
  ["C", "C03_SCHOOL_MANAGEMENT_COMMITTEE", "List of School Management Committee (SMC)"],
  ["C", "C04_PTA_MEMBERS", "List of Parents Teachers Association (PTA) members"],
  ["C", "C05_BOARD_RESULTS", "Last three years' results of the board examinations"],
  ["C", "C06_ANNUAL_REPORT", "Annual report of the school"],
].map(([section, name, title]) => ({
  section: section as "B" | "C",
  path: pdf(`DISCLOSURE_${name}.pdf`),
  title: title as string,
}));

/** The home page's hero slider: six images of 1600 x 700. */
export const heroSlides = [1, 2, 3, 4, 5, 6].map((n) => image(`slide-${n}.jpg`));

export const siteImages = {
  comingSoon: image("coming-soon.jpg"),
  defaultNews: image("default-news.jpg"),
  defaultEvent: image("default-event.jpg"),
  dummyTopper: image("dummy-topper.jpg"),
  placeholderGallery: image("placeholder-gallery.jpg"),
  principalFallback: image("principal-fallback.jpg"),
};

/** The labels the menu gives its stored files, e.g. 'Syllabus: Secondary Stage'. */
function menuTitles(items: NavItem[], parent?: string): Map<string, string> {
  const titles = new Map<string, string>();
  for (const item of items) {
    if (item.file)
      titles.set(item.file, parent === "Syllabus" ? `Syllabus: ${item.label}` : item.label);
    for (const [path, title] of menuTitles(item.children ?? [], item.label))
      titles.set(path, title);
  }
  return titles;
}

function titleFromPath(path: string): string {
  const name = path.split("/").pop() ?? path;
  return name
    .replace(/\.[a-z]+$/i, "")
    .split("_")
    .map((word) =>
      word.length <= 3 && word === word.toUpperCase()
        ? word
        : word[0] + word.slice(1).toLowerCase(),
    )
    .join(" ");
}

const titles = menuTitles(mainMenu);

const pdfFiles: PublicFile[] = [
  ...bookListClasses.map((c) => ({
    path: bookListFile(c),
    title: `Book List - Class ${c}`,
    kind: "pdf" as const,
  })),
  ...menuFiles().map((path) => ({
    path,
    title: titles.get(path) ?? titleFromPath(path),
    kind: "pdf" as const,
  })),
  ...bookListClasses.map((c) => ({
    path: holidaysHomeworkFile(c),
    title: `Holidays Homework - Class ${c}`,
    kind: "pdf" as const,
  })),
  { path: holidaysHomework.robotics.path, title: holidaysHomework.robotics.title, kind: "pdf" },
  { path: documents.managementCommittee, title: "Management Committee", kind: "pdf" },
  { path: documents.schoolUniform, title: "School Uniform", kind: "pdf" },
  { path: documents.sampleTc, title: "Sample Transfer Certificate", kind: "pdf" },
  {
    path: documents.streamAndSubjectSelection,
    title: "Stream and Subject Selection (Class XI)",
    kind: "pdf",
  },
  ...disclosureDocuments.map((d) => ({ path: d.path, title: d.title, kind: "pdf" as const })),
];

const imageFiles: PublicFile[] = [
  ...heroSlides.map((path, i) => ({ path, title: `Home slide ${i + 1}`, kind: "image" as const })),
  { path: siteImages.comingSoon, title: "Coming soon", kind: "image" },
  { path: siteImages.defaultNews, title: "Default news image", kind: "image" },
  { path: siteImages.defaultEvent, title: "Default event image", kind: "image" },
  { path: siteImages.dummyTopper, title: "Topper photo placeholder", kind: "image" },
  { path: siteImages.placeholderGallery, title: "Gallery placeholder", kind: "image" },
  { path: siteImages.principalFallback, title: "Principal photo placeholder", kind: "image" },
];

/** Every static public file, each path once. */
export const publicFiles: PublicFile[] = [...pdfFiles, ...imageFiles].filter(
  (file, index, all) => all.findIndex((other) => other.path === file.path) === index,
);

/** The file store path of a public file: `${schoolCode}/${path}`. */
export function publicFilePath(schoolCode: string, path: string): string {
  return `${schoolCode}/${path}`;
}
