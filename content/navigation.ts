// The main menu of spec 2.5 (with News, Notice Board, Toppers and the Book List where parents
// look for them, issue 19) and the school's documents that it links to. An item has either an
// internal path (`to`), an external address (`href`), a stored file (`file`, a path under the
// school's public files), or children.

export interface NavItem {
  label: string;
  to?: string;
  href?: string;
  file?: string;
  children?: NavItem[];
}

const pdf = (name: string) => `public/pdf/${name}`;

export const syllabus: NavItem[] = [
  { label: "Secondary Stage", file: pdf("SYLLABUS_SECONDARY_STAGE.pdf") },
  { label: "Middle Stage", file: pdf("SYLLABUS_MIDDLE_STAGE.pdf") },
  { label: "Preparatory Stage", file: pdf("SYLLABUS_PREPARATORY_STAGE.pdf") },
  { label: "Foundational Stage", file: pdf("SYLLABUS_FOUNDATIONAL_STAGE.pdf") },
  { label: "UKG", file: pdf("SYLLABUS_UKG.pdf") },
  { label: "LKG", file: pdf("SYLLABUS_LKG.pdf") },
  { label: "Nursery", file: pdf("SYLLABUS_NURSERY.pdf") },
];

export const mainMenu: NavItem[] = [
  { label: "Home", to: "/" },
  {
    label: "About Us",
    children: [
      { label: "About Us", to: "/AboutUs" },
      { label: "Our School", to: "/OurSchool" },
      { label: "Our Heavenly Patron", to: "/OurHeavenlyPatron" },
      {
        label: "Management",
        children: [
          { label: "Principal's Message", to: "/PrincipalMessage" },
          { label: "Manager's Message", to: "/ManagersMessage" },
          { label: "Former Principal's Message", to: "/FormerPrincipalMessage" },
          { label: "CMC History", to: "/CMCHistory" },
        ],
      },
      { label: "Management Committee", to: "/ManagementCommittee" },
      {
        label: "Campus",
        children: [
          { label: "Facilities", to: "/Facilities" },
          { label: "Activities", to: "/Activities" },
        ],
      },
      { label: "Staff", to: "/Staff" },
      { label: "Mission", to: "/Mission" },
      { label: "Vision", to: "/Vision" },
      { label: "Our Motto", to: "/OurMotto" },
      { label: "Our Uniqueness", to: "/OurUniqueness" },
      { label: "Infrastructure", to: "/Infrastructure" },
      { label: "Student Strength", to: "/StudentStrength" },
      { label: "Toppers", to: "/ToppersX" },
      { label: "Achievements", to: "/Achievements" },
      { label: "Rules & Regulation", to: "/RulesRegulation" },
    ],
  },
  {
    label: "Admission",
    children: [
      { label: "Admission Procedure", to: "/Admission" },
      { label: "Admission Class XI Information", to: "/AdmissionXI" },
      { label: "Fee structure", to: "/Feestructure" },
    ],
  },
  {
    label: "Academics",
    children: [
      { label: "Co-Curriculum", to: "/CoCurriculum" },
      { label: "Syllabus", children: syllabus },
      { label: "Holidays Homework", to: "/HolidaysHomework" },
      { label: "Courses", to: "/Courses" },
      { label: "Circular", to: "/Circular" },
      { label: "CBSE Circular", to: "/CBSECircular" },
      { label: "Datesheet", to: "/Datesheet" },
      { label: "To the Parents", to: "/ToTheParents" },
      { label: "School Timing", to: "/SchoolTiming" },
      { label: "School Transportation", to: "/SchoolTransportation" },
      { label: "School Uniform", to: "/SchoolUniform" },
      { label: "Library Rules", to: "/LibraryRules" },
      { label: "Classroom Rules", to: "/Classroom" },
      { label: "School Fees", to: "/SchoolFees" },
      { label: "Book List", to: "/BookList" },
      { label: "List of Books", file: pdf("LIST_OF_BOOKS.pdf") },
      { label: "Pedagogical Planner", file: pdf("PEDAGOGICAL_PLANNER.pdf") },
      { label: "Holistic Report Card Planner", file: pdf("HOLISTIC_REPORT_CARD_PLANNER.pdf") },
    ],
  },
  {
    label: "Gallery",
    children: [
      { label: "Gallery", to: "/Gallery" },
      {
        label: "Video Gallery",
        children: [
          { label: "Video Gallery", to: "/VideoGallery" },
          { label: "Life Tags", to: "/LifeTags" },
        ],
      },
    ],
  },
  {
    label: "Events",
    children: [
      { label: "Events", to: "/Events" },
      { label: "News", to: "/News" },
      { label: "Notice Board", to: "/NoticeBoard" },
      { label: "Glimpse of the day", to: "/GlimpseOfTheDay" },
    ],
  },
  { label: "CBSE", to: "/CbseDisclosure" },
  { label: "Alumni", children: [{ label: "Alumni Association", to: "/AluminiAssociation" }] },
  { label: "Contact Us", to: "/ContactUs" },
  { label: "Career", to: "/career" },
];

/** The files every stored-file link above needs; the demo seed creates them. */
export function menuFiles(items: NavItem[] = mainMenu): string[] {
  return items.flatMap((item) => [
    ...(item.file ? [item.file] : []),
    ...menuFiles(item.children ?? []),
  ]);
}
