import { englishPath } from "#contracts/languages.ts";

// Every route of spec 2.1, once: its path (exact casing), the page name used in the title, the
// search and the breadcrumb, the breadcrumb's section, and the route module that draws it.
// A page without a module is not built yet; its address answers the not-found page.

export interface Page {
  path: string;
  name: string;
  /** The name in Hindi, for the Hindi twin at `/hi{path}` (app/i18n). */
  hi?: string;
  section: string;
  module?: string;
  /** The breadcrumb's last item, when it is not the name. */
  crumb?: string;
  /** The crumb in Hindi. */
  crumbHi?: string;
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
    hi: "मुख्य पृष्ठ",
    section: "Home",
    module: "routes/home.tsx",
    description:
      "{school}: a {board} convent school from Nursery to Class XII. News, events, admissions, fees and notices for parents and students.",
  },

  {
    path: "/AboutUs",
    name: "About Us",
    hi: "हमारे बारे में",
    section: "About Us",
    module: content,
  },
  {
    path: "/OurSchool",
    name: "Our School",
    hi: "हमारा विद्यालय",
    section: "About Us",
    module: content,
  },
  {
    path: "/OurHeavenlyPatron",
    name: "Our Heavenly Patron",
    hi: "हमारे स्वर्गिक संरक्षक",
    section: "About Us",
    module: content,
  },
  {
    path: "/PrincipalMessage",
    name: "Principal's Message",
    hi: "प्रधानाचार्या का संदेश",
    section: "About Us",
    module: "routes/message-page.tsx",
    description: "A message from the Principal of {school} to parents and students.",
  },
  {
    path: "/ManagersMessage",
    name: "Manager's Message",
    hi: "प्रबंधिका का संदेश",
    section: "About Us",
    module: "routes/message-page.tsx",
    description: "A message from the Manager of {school}, on behalf of the {congregation}.",
  },
  {
    path: "/FormerPrincipalMessage",
    name: "Former Principal's Message",
    hi: "पूर्व प्रधानाचार्या का संदेश",
    section: "About Us",
    module: "routes/message-page.tsx",
    description:
      "A message from the former Principal of {school} to students, parents and teachers.",
  },
  {
    path: "/CMCHistory",
    name: "CMC History",
    hi: "सी.एम.सी. का इतिहास",
    section: "About Us",
    module: content,
  },
  {
    path: "/ManagementCommittee",
    name: "Management Committee",
    hi: "प्रबंध समिति",
    section: "About Us",
    module: content,
  },
  { path: "/Facilities", name: "Facilities", hi: "सुविधाएँ", section: "About Us", module: content },
  {
    path: "/Activities",
    name: "Activities",
    hi: "गतिविधियाँ",
    section: "About Us",
    module: content,
  },
  {
    path: "/Staff",
    name: "Staff",
    hi: "शिक्षक एवं कर्मचारी",
    section: "About Us",
    module: content,
  },
  { path: "/Mission", name: "Mission", hi: "उद्देश्य", section: "About Us", module: content },
  { path: "/Vision", name: "Vision", hi: "दृष्टि", section: "About Us", module: content },
  {
    path: "/OurMotto",
    name: "Our Motto",
    hi: "हमारा ध्येय वाक्य",
    section: "About Us",
    module: content,
  },
  {
    path: "/OurUniqueness",
    name: "Our Uniqueness",
    hi: "हमारी विशिष्टता",
    section: "About Us",
    module: content,
  },
  {
    path: "/Infrastructure",
    name: "Infrastructure",
    hi: "आधारभूत संरचना",
    section: "About Us",
    module: content,
  },
  {
    path: "/StudentStrength",
    name: "Student Strength",
    hi: "विद्यार्थी संख्या",
    section: "About Us",
    module: content,
  },
  {
    path: "/RulesRegulation",
    name: "Rules & Regulation",
    hi: "नियम एवं विनियम",
    section: "About Us",
    module: content,
  },
  {
    path: "/WhatSetsUsApart",
    name: "What Sets Us Apart",
    hi: "हमारी अलग पहचान",
    section: "About Us",
    module: content,
  },

  {
    path: "/Admission",
    name: "Admission Procedure",
    hi: "प्रवेश प्रक्रिया",
    section: "Admission",
    module: content,
  },
  {
    path: "/AdmissionXI",
    name: "Admission Class XI Information",
    hi: "कक्षा XI में प्रवेश संबंधी जानकारी",
    section: "Admission",
    module: content,
  },
  {
    path: "/Apply",
    name: "Apply for Admission",
    hi: "प्रवेश के लिए आवेदन",
    section: "Admission",
    module: "routes/apply.tsx",
    description:
      "Apply online for admission to {school}: the child, the parents, the documents and the fee by UPI, in a few short steps that keep what you type.",
  },
  {
    path: "/Apply/status",
    name: "Application Status",
    hi: "आवेदन की स्थिति",
    section: "Admission",
    module: "routes/apply-status.tsx",
    description:
      "See the status of an application for admission to {school} with its number and the child's date of birth.",
  },
  {
    path: "/Apply/allotment",
    name: "Class XI Allotment",
    hi: "कक्षा XI आवंटन",
    section: "Admission",
    module: "routes/apply-allotment.tsx",
    description:
      "The Class XI allotment of {school} by round and stream: the application numbers offered a place and on the waiting list.",
  },
  {
    path: "/Feestructure",
    name: "Fee Structure",
    hi: "शुल्क संरचना",
    section: "Admission",
    crumb: "Fee Structure 2025-2026",
    crumbHi: "शुल्क संरचना 2025-2026",
    module: content,
  },

  {
    path: "/CoCurriculum",
    name: "Co-Curriculum",
    hi: "सह-शैक्षणिक गतिविधियाँ",
    section: "Academics",
    module: content,
  },
  {
    path: "/HolidaysHomework",
    name: "Holidays Homework",
    hi: "अवकाश गृहकार्य",
    section: "Academics",
    module: content,
  },
  { path: "/Courses", name: "Courses", hi: "पाठ्यक्रम", section: "Academics", module: content },
  {
    path: "/Circular",
    name: "Circular",
    hi: "सर्कुलर",
    section: "Academics",
    module: "routes/circular-page.tsx",
    description:
      "Circulars of {school} for parents and students, each to open or download as a PDF.",
  },
  {
    path: "/CBSECircular",
    name: "CBSE Circular",
    hi: "CBSE सर्कुलर",
    section: "Academics",
    module: "routes/circular-page.tsx",
    description:
      "Circulars of the Central Board of Secondary Education shared by {school}, each to open as a PDF.",
  },
  {
    path: "/Datesheet",
    name: "Datesheet",
    hi: "डेटशीट",
    section: "Academics",
    module: "routes/circular-page.tsx",
    description: "Examination date sheets of {school}, each to open or download as a PDF.",
  },
  {
    path: "/ToTheParents",
    name: "To the Parents",
    hi: "अभिभावकों के लिए",
    section: "Academics",
    module: content,
  },
  {
    path: "/SchoolTiming",
    name: "School Timing",
    hi: "विद्यालय का समय",
    section: "Academics",
    module: content,
  },
  {
    path: "/SchoolTransportation",
    name: "School Transportation",
    hi: "विद्यालय परिवहन",
    section: "Academics",
    module: content,
  },
  {
    path: "/SchoolUniform",
    name: "School Uniform",
    hi: "विद्यालय गणवेश",
    section: "Academics",
    module: content,
  },
  {
    path: "/LibraryRules",
    name: "Library Rules",
    hi: "पुस्तकालय के नियम",
    section: "Academics",
    module: content,
  },
  {
    path: "/Classroom",
    name: "Classroom Rules",
    hi: "कक्षा के नियम",
    section: "Academics",
    module: content,
  },
  {
    path: "/SchoolFees",
    name: "School Fees",
    hi: "विद्यालय शुल्क",
    section: "Academics",
    module: content,
  },
  {
    path: "/BookList",
    name: "Book List",
    hi: "पुस्तक सूची",
    section: "Academics",
    module: content,
  },
  {
    path: "/PriPrimarySchool",
    name: "Pre Primary",
    hi: "पूर्व-प्राथमिक",
    section: "Academics",
    module: content,
  },
  {
    path: "/PrimarySchool",
    name: "Primary",
    hi: "प्राथमिक",
    section: "Academics",
    module: content,
  },
  {
    path: "/MiddleSchool",
    name: "Middle School",
    hi: "मिडिल स्कूल",
    section: "Academics",
    module: content,
  },
  {
    path: "/SecondarySchool",
    name: "Secondary School",
    hi: "माध्यमिक विद्यालय",
    section: "Academics",
    module: content,
  },
  {
    path: "/SrSecondarySchool",
    name: "Sr Secondary School",
    hi: "उच्चतर माध्यमिक विद्यालय",
    section: "Academics",
    module: content,
  },

  {
    path: "/Gallery",
    name: "Gallery",
    hi: "गैलरी",
    section: "Gallery",
    module: "routes/gallery.tsx",
    description:
      "Photo albums of school life at {school}: celebrations, sports, visits and everyday moments.",
  },
  {
    path: "/SubGallery",
    name: "Sub Gallery",
    hi: "फोटो एल्बम",
    section: "Gallery",
    unlisted: true,
    module: "routes/sub-gallery.tsx",
    description: "An album of photographs from the gallery of {school}.",
  },
  {
    path: "/VideoGallery",
    name: "Video Gallery",
    hi: "वीडियो गैलरी",
    section: "Gallery",
    module: "routes/video-gallery.tsx",
    description: "Videos of events and celebrations at {school}.",
  },
  { path: "/LifeTags", name: "Life Tags", hi: "लाइफ टैग्स", section: "Gallery", module: content },
  {
    path: "/CovidResponse",
    name: "Covid Response",
    hi: "कोविड काल में हमारी पहल",
    section: "Gallery",
    module: content,
  },

  {
    path: "/Events",
    name: "Events",
    hi: "कार्यक्रम",
    section: "Events",
    module: "routes/events.tsx",
    description: "Events at {school}: dates, times and venues, with this month's events first.",
  },
  {
    path: "/GlimpseOfTheDay",
    name: "Glimpse of the day",
    hi: "आज की झलक",
    section: "Events",
    module: content,
  },
  {
    path: "/News",
    name: "News",
    hi: "समाचार",
    section: "Events",
    module: "routes/news.tsx",
    description: "News from {school}: achievements, visits and announcements.",
  },
  {
    path: "/NoticeBoard",
    name: "Notice Board",
    hi: "सूचना पट्ट",
    section: "Events",
    module: "routes/notice-board.tsx",
    description: "Notices for parents and students of {school}, with their attachments.",
  },
  {
    path: "/ToppersX",
    name: "Toppers X",
    hi: "कक्षा X के मेधावी विद्यार्थी",
    section: "About Us",
    module: "routes/toppers.tsx",
    description: "The Class X board examination toppers of {school}, session by session.",
  },
  {
    path: "/Achievements",
    name: "Achievements",
    hi: "उपलब्धियाँ",
    section: "About Us",
    module: "routes/record-list.tsx",
    description:
      "Awards won by the students and teams of {school}: sports, chess, debate, quizzes and more, from school to international level.",
  },

  {
    path: "/CbseDisclosure",
    name: "CBSE Mandatory Disclosure",
    hi: "CBSE अनिवार्य प्रकटीकरण",
    section: "CBSE",
    module: content,
  },
  {
    path: "/AluminiAssociation",
    name: "Alumni Association",
    hi: "पूर्व छात्र संघ",
    section: "Alumni",
    module: content,
  },
  {
    path: "/ContactUs",
    name: "Contact Us",
    hi: "संपर्क करें",
    section: "Contact Us",
    module: "routes/contact-us.tsx",
    description:
      "The address, phone numbers, email and map of {school}, and a form to send the school office an enquiry.",
  },
  { path: "/career", name: "Career", hi: "रोजगार के अवसर", section: "Career", module: content },
  {
    path: "/ErpSoftware",
    name: "ERP Software",
    hi: "ERP सॉफ्टवेयर",
    section: "Quick Links",
    module: content,
  },
  {
    path: "/Tc",
    name: "Transfer Certificate",
    hi: "स्थानांतरण प्रमाण पत्र",
    section: "Quick Links",
    module: "routes/tc.tsx",
    description:
      "Download a Transfer Certificate issued by {school} with the admission number and the student's name.",
  },
  {
    path: "/PrivacyPolicy",
    name: "Privacy Notice",
    hi: "गोपनीयता सूचना",
    section: "Quick Links",
    module: content,
  },
  {
    path: "/Accessibility",
    name: "Accessibility Statement",
    hi: "सुगम्यता विवरण",
    section: "Quick Links",
    module: content,
  },
  {
    path: "/Newsletter",
    name: "Newsletter",
    hi: "समाचार पत्रिका",
    section: "Publications",
    module: content,
  },
  {
    path: "/EPublication",
    name: "E-Publication",
    hi: "ई-प्रकाशन",
    section: "Publications",
    module: content,
  },
  {
    path: "/Subscribe",
    name: "Updates for Parents",
    hi: "अभिभावकों के लिए सूचनाएँ",
    section: "Quick Links",
    module: "routes/subscribe.tsx",
    description:
      "The notices, circulars, events, news and alerts of {school} for your children's classes: as notifications on your phone, or by e-mail.",
  },

  // Not in spec 2.1: the page search's results without JavaScript.
  {
    path: "/Search",
    name: "Search",
    hi: "खोजें",
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

/** The page at an address, in either language (`/hi/SchoolFees` is School Fees too). */
export function findPage(pathname: string): Page | undefined {
  return byLowerPath.get(normalise(englishPath(pathname)));
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
