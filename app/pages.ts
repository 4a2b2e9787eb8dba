// Every route of spec 2.1, once: its path (exact casing), the page name used in the title, the
// search and the breadcrumb, the breadcrumb's section, and the route module that draws it.
// A page without a module is not built yet; its address answers the not-found page.

export interface Page {
  path: string;
  name: string;
  section: string;
  module?: string;
  /** The breadcrumb's last item, when it is not the name. */
  crumb?: string;
  /** Not offered by the page search (pages that need a query, such as one album). */
  unlisted?: boolean;
  /**
   * The sentence search engines and link previews show; content pages take theirs from their
   * content entry (content/pages). The school's facts are named as `{school}` (its name and
   * town), `{board}` or `{congregation}`, filled from its settings (app/school.ts).
   */
  description?: string;
}

// Pages whose words the school office edits (seeded from content/pages), drawn from the backend.
const content = "routes/content-page.tsx";

export const pages: Page[] = [
  {
    path: "/",
    name: "Home",
    section: "Home",
    module: "routes/home.tsx",
    description:
      "{school}: a {board} convent school from Nursery to Class XII. News, events, admissions, fees and notices for parents and students.",
  },

  { path: "/AboutUs", name: "About Us", section: "About Us", module: content },
  { path: "/OurSchool", name: "Our School", section: "About Us", module: content },
  { path: "/OurHeavenlyPatron", name: "Our Heavenly Patron", section: "About Us", module: content },
  {
    path: "/PrincipalMessage",
    name: "Principal's Message",
    section: "About Us",
    module: "routes/message-page.tsx",
    description: "A message from the Principal of {school} to parents and students.",
  },
  {
    path: "/ManagersMessage",
    name: "Manager's Message",
    section: "About Us",
    module: "routes/message-page.tsx",
    description: "A message from the Manager of {school}, on behalf of the {congregation}.",
  },
  {
    path: "/FormerPrincipalMessage",
    name: "Former Principal's Message",
    section: "About Us",
    module: "routes/message-page.tsx",
    description:
      "A message from the former Principal of {school} to students, parents and teachers.",
  },
  { path: "/CMCHistory", name: "CMC History", section: "About Us", module: content },
  {
    path: "/ManagementCommittee",
    name: "Management Committee",
    section: "About Us",
    module: content,
  },
  { path: "/Facilities", name: "Facilities", section: "About Us", module: content },
  { path: "/Activities", name: "Activities", section: "About Us", module: content },
  { path: "/Staff", name: "Staff", section: "About Us", module: content },
  { path: "/Mission", name: "Mission", section: "About Us", module: content },
  { path: "/Vision", name: "Vision", section: "About Us", module: content },
  { path: "/OurMotto", name: "Our Motto", section: "About Us", module: content },
  { path: "/OurUniqueness", name: "Our Uniqueness", section: "About Us", module: content },
  { path: "/Infrastructure", name: "Infrastructure", section: "About Us", module: content },
  { path: "/StudentStrength", name: "Student Strength", section: "About Us", module: content },
  { path: "/RulesRegulation", name: "Rules & Regulation", section: "About Us", module: content },
  { path: "/WhatSetsUsApart", name: "What Sets Us Apart", section: "About Us", module: content },

  { path: "/Admission", name: "Admission Procedure", section: "Admission", module: content },
  {
    path: "/AdmissionXI",
    name: "Admission Class XI Information",
    section: "Admission",
    module: content,
  },
  {
    path: "/Feestructure",
    name: "Fee Structure",
    section: "Admission",
    crumb: "Fee Structure 2025-2026",
    module: content,
  },

  { path: "/CoCurriculum", name: "Co-Curriculum", section: "Academics", module: content },
  { path: "/HolidaysHomework", name: "Holidays Homework", section: "Academics", module: content },
  { path: "/Courses", name: "Courses", section: "Academics", module: content },
  {
    path: "/Circular",
    name: "Circular",
    section: "Academics",
    module: "routes/circular-page.tsx",
    description:
      "Circulars of {school} for parents and students, each to open or download as a PDF.",
  },
  {
    path: "/CBSECircular",
    name: "CBSE Circular",
    section: "Academics",
    module: "routes/circular-page.tsx",
    description:
      "Circulars of the Central Board of Secondary Education shared by {school}, each to open as a PDF.",
  },
  {
    path: "/Datesheet",
    name: "Datesheet",
    section: "Academics",
    module: "routes/circular-page.tsx",
    description: "Examination date sheets of {school}, each to open or download as a PDF.",
  },
  { path: "/ToTheParents", name: "To the Parents", section: "Academics", module: content },
  { path: "/SchoolTiming", name: "School Timing", section: "Academics", module: content },
  {
    path: "/SchoolTransportation",
    name: "School Transportation",
    section: "Academics",
    module: content,
  },
  { path: "/SchoolUniform", name: "School Uniform", section: "Academics", module: content },
  { path: "/LibraryRules", name: "Library Rules", section: "Academics", module: content },
  { path: "/Classroom", name: "Classroom Rules", section: "Academics", module: content },
  { path: "/SchoolFees", name: "School Fees", section: "Academics", module: content },
  { path: "/BookList", name: "Book List", section: "Academics", module: content },
  { path: "/PriPrimarySchool", name: "Pre Primary", section: "Academics", module: content },
  { path: "/PrimarySchool", name: "Primary", section: "Academics", module: content },
  { path: "/MiddleSchool", name: "Middle School", section: "Academics", module: content },
  { path: "/SecondarySchool", name: "Secondary School", section: "Academics", module: content },
  {
    path: "/SrSecondarySchool",
    name: "Sr Secondary School",
    section: "Academics",
    module: content,
  },

  {
    path: "/Gallery",
    name: "Gallery",
    section: "Gallery",
    module: "routes/gallery.tsx",
    description:
      "Photo albums of school life at {school}: celebrations, sports, visits and everyday moments.",
  },
  {
    path: "/SubGallery",
    name: "Sub Gallery",
    section: "Gallery",
    unlisted: true,
    module: "routes/sub-gallery.tsx",
    description: "An album of photographs from the gallery of {school}.",
  },
  {
    path: "/VideoGallery",
    name: "Video Gallery",
    section: "Gallery",
    module: "routes/video-gallery.tsx",
    description: "Videos of events and celebrations at {school}.",
  },
  { path: "/LifeTags", name: "Life Tags", section: "Gallery", module: content },
  { path: "/CovidResponse", name: "Covid Response", section: "Gallery", module: content },

  {
    path: "/Events",
    name: "Events",
    section: "Events",
    module: "routes/events.tsx",
    description: "Events at {school}: dates, times and venues, with this month's events first.",
  },
  { path: "/GlimpseOfTheDay", name: "Glimpse of the day", section: "Events", module: content },
  {
    path: "/News",
    name: "News",
    section: "Events",
    module: "routes/news.tsx",
    description: "News from {school}: achievements, visits and announcements.",
  },
  {
    path: "/NoticeBoard",
    name: "Notice Board",
    section: "Events",
    module: "routes/notice-board.tsx",
    description: "Notices for parents and students of {school}, with their attachments.",
  },
  {
    path: "/ToppersX",
    name: "Toppers X",
    section: "About Us",
    module: "routes/toppers.tsx",
    description: "The Class X board examination toppers of {school}, session by session.",
  },
  {
    path: "/Achievements",
    name: "Achievements",
    section: "About Us",
    module: "routes/record-list.tsx",
    description:
      "Awards won by the students and teams of {school}: sports, chess, debate, quizzes and more, from school to international level.",
  },

  { path: "/CbseDisclosure", name: "CBSE Mandatory Disclosure", section: "CBSE", module: content },
  { path: "/AluminiAssociation", name: "Alumni Association", section: "Alumni", module: content },
  {
    path: "/ContactUs",
    name: "Contact Us",
    section: "Contact Us",
    module: "routes/contact-us.tsx",
    description:
      "The address, phone numbers, email and map of {school}, and a form to send the school office an enquiry.",
  },
  { path: "/career", name: "Career", section: "Career", module: content },
  { path: "/ErpSoftware", name: "ERP Software", section: "Quick Links", module: content },
  {
    path: "/Tc",
    name: "Transfer Certificate",
    section: "Quick Links",
    module: "routes/tc.tsx",
    description:
      "Download a Transfer Certificate issued by {school} with the admission number and the student's name.",
  },
  { path: "/PrivacyPolicy", name: "Privacy Notice", section: "Quick Links", module: content },
  {
    path: "/Accessibility",
    name: "Accessibility Statement",
    section: "Quick Links",
    module: content,
  },
  { path: "/Newsletter", name: "Newsletter", section: "Publications", module: content },
  { path: "/EPublication", name: "E-Publication", section: "Publications", module: content },
  {
    path: "/Subscribe",
    name: "E-mail Updates",
    section: "Quick Links",
    module: "routes/subscribe.tsx",
    description:
      "Receive the notices, news, circulars and events of {school} by e-mail, as they are published or once a day.",
  },

  // Not in spec 2.1: the page search's results without JavaScript.
  {
    path: "/Search",
    name: "Search",
    section: "Search",
    module: "routes/search.tsx",
    unlisted: true,
    description: "Search the pages, notices, news, events, circulars and datesheets of {school}.",
  },
];

/** The static pages: their words are documents of blocks the school office edits. */
export const contentPaths = pages.filter((page) => page.module === content).map((p) => p.path);

/** Old or mistyped addresses that have a page: '/AlumniAssociation' is the corrected spelling. */
export const aliases: Record<string, string> = {
  "/alumniassociation": "/AluminiAssociation",
  "/home": "/",
};

const byLowerPath = new Map(pages.map((page) => [page.path.toLowerCase(), page]));

export function findPage(pathname: string): Page | undefined {
  return byLowerPath.get(normalise(pathname));
}

/**
 * The built page an address names, in the route table's casing (aliases followed), or
 * undefined for an address that names no page, or one not built yet.
 */
export function canonicalPath(pathname: string): string | undefined {
  const lower = normalise(pathname);
  const target = aliases[lower] ?? byLowerPath.get(lower)?.path;
  const page = target === undefined ? undefined : byLowerPath.get(target.toLowerCase());
  return page?.module ? page.path : undefined;
}

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (trimmed || "/").toLowerCase();
}
