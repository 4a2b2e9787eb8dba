// The main menu of spec 2.5 (with News, Notice Board, Toppers and the Book List where parents
// look for them, issue 19) and the school's documents that it links to. An item has either an
// internal path (`to`), an external address (`href`), a stored file (`file`, a path under the
// school's public files), or children.

export interface NavItem {
  label: string;
  /** The label in Hindi, on the Hindi pages (app/i18n). */
  hi?: string;
  to?: string;
  href?: string;
  file?: string;
  children?: NavItem[];
}

const pdf = (name: string) => `public/pdf/${name}`;

export const syllabus: NavItem[] = [
  { label: "Secondary Stage", hi: "माध्यमिक चरण", file: pdf("SYLLABUS_SECONDARY_STAGE.pdf") },
  { label: "Middle Stage", hi: "मध्य चरण", file: pdf("SYLLABUS_MIDDLE_STAGE.pdf") },
  { label: "Preparatory Stage", hi: "प्रारंभिक चरण", file: pdf("SYLLABUS_PREPARATORY_STAGE.pdf") },
  { label: "Foundational Stage", hi: "आधारभूत चरण", file: pdf("SYLLABUS_FOUNDATIONAL_STAGE.pdf") },
  { label: "UKG", hi: "यू.के.जी.", file: pdf("SYLLABUS_UKG.pdf") },
  { label: "LKG", hi: "एल.के.जी.", file: pdf("SYLLABUS_LKG.pdf") },
  { label: "Nursery", hi: "नर्सरी", file: pdf("SYLLABUS_NURSERY.pdf") },
];

export const mainMenu: NavItem[] = [
  { label: "Home", hi: "मुख्य पृष्ठ", to: "/" },
  {
    label: "About Us",
    hi: "हमारे बारे में",
    children: [
      { label: "About Us", hi: "हमारे बारे में", to: "/AboutUs" },
      { label: "Our School", hi: "हमारा विद्यालय", to: "/OurSchool" },
      { label: "Our Heavenly Patron", hi: "हमारे स्वर्गिक संरक्षक", to: "/OurHeavenlyPatron" },
      {
        label: "Management",
        hi: "प्रबंधन",
        children: [
          { label: "Principal's Message", hi: "प्रधानाचार्या का संदेश", to: "/PrincipalMessage" },
          { label: "Manager's Message", hi: "प्रबंधिका का संदेश", to: "/ManagersMessage" },
          {
            label: "Former Principal's Message",
            hi: "पूर्व प्रधानाचार्या का संदेश",
            to: "/FormerPrincipalMessage",
          },
          { label: "CMC History", hi: "सी.एम.सी. का इतिहास", to: "/CMCHistory" },
        ],
      },
      { label: "Management Committee", hi: "प्रबंध समिति", to: "/ManagementCommittee" },
      {
        label: "Campus",
        hi: "परिसर",
        children: [
          { label: "Facilities", hi: "सुविधाएँ", to: "/Facilities" },
          { label: "Activities", hi: "गतिविधियाँ", to: "/Activities" },
        ],
      },
      { label: "Staff", hi: "शिक्षक एवं कर्मचारी", to: "/Staff" },
      { label: "Mission", hi: "उद्देश्य", to: "/Mission" },
      { label: "Vision", hi: "दृष्टि", to: "/Vision" },
      { label: "Our Motto", hi: "हमारा ध्येय वाक्य", to: "/OurMotto" },
      { label: "Our Uniqueness", hi: "हमारी विशिष्टता", to: "/OurUniqueness" },
      { label: "Infrastructure", hi: "आधारभूत संरचना", to: "/Infrastructure" },
      { label: "Student Strength", hi: "विद्यार्थी संख्या", to: "/StudentStrength" },
      { label: "Toppers", hi: "मेधावी विद्यार्थी", to: "/ToppersX" },
      { label: "Achievements", hi: "उपलब्धियाँ", to: "/Achievements" },
      { label: "Rules & Regulation", hi: "नियम एवं विनियम", to: "/RulesRegulation" },
    ],
  },
  {
    label: "Admission",
    hi: "प्रवेश",
    children: [
      { label: "Admission Procedure", hi: "प्रवेश प्रक्रिया", to: "/Admission" },
      { label: "Apply Online", hi: "ऑनलाइन आवेदन", to: "/Apply" },
      {
        label: "Admission Class XI Information",
        hi: "कक्षा XI में प्रवेश संबंधी जानकारी",
        to: "/AdmissionXI",
      },
      { label: "Class XI Allotment", hi: "कक्षा XI आवंटन", to: "/Apply/allotment" },
      { label: "Fee structure", hi: "शुल्क संरचना", to: "/Feestructure" },
    ],
  },
  {
    label: "Academics",
    hi: "शैक्षणिक",
    children: [
      { label: "Co-Curriculum", hi: "सह-शैक्षणिक गतिविधियाँ", to: "/CoCurriculum" },
      { label: "Syllabus", hi: "सिलेबस", children: syllabus },
      { label: "Holidays Homework", hi: "अवकाश गृहकार्य", to: "/HolidaysHomework" },
      { label: "Courses", hi: "पाठ्यक्रम", to: "/Courses" },
      { label: "Circular", hi: "सर्कुलर", to: "/Circular" },
      { label: "CBSE Circular", hi: "CBSE सर्कुलर", to: "/CBSECircular" },
      { label: "Datesheet", hi: "डेटशीट", to: "/Datesheet" },
      { label: "To the Parents", hi: "अभिभावकों के लिए", to: "/ToTheParents" },
      { label: "School Timing", hi: "विद्यालय का समय", to: "/SchoolTiming" },
      { label: "School Transportation", hi: "विद्यालय परिवहन", to: "/SchoolTransportation" },
      { label: "School Uniform", hi: "विद्यालय गणवेश", to: "/SchoolUniform" },
      { label: "Library Rules", hi: "पुस्तकालय के नियम", to: "/LibraryRules" },
      { label: "Classroom Rules", hi: "कक्षा के नियम", to: "/Classroom" },
      { label: "School Fees", hi: "विद्यालय शुल्क", to: "/SchoolFees" },
      { label: "Book List", hi: "पुस्तक सूची", to: "/BookList" },
      { label: "List of Books", hi: "पुस्तकों की सूची", file: pdf("LIST_OF_BOOKS.pdf") },
      { label: "Pedagogical Planner", hi: "शिक्षण योजना", file: pdf("PEDAGOGICAL_PLANNER.pdf") },
      {
        label: "Holistic Report Card Planner",
        hi: "समग्र रिपोर्ट कार्ड योजना",
        file: pdf("HOLISTIC_REPORT_CARD_PLANNER.pdf"),
      },
    ],
  },
  {
    label: "Gallery",
    hi: "गैलरी",
    children: [
      { label: "Gallery", hi: "गैलरी", to: "/Gallery" },
      {
        label: "Video Gallery",
        hi: "वीडियो गैलरी",
        children: [
          { label: "Video Gallery", hi: "वीडियो गैलरी", to: "/VideoGallery" },
          { label: "Life Tags", hi: "लाइफ टैग्स", to: "/LifeTags" },
        ],
      },
    ],
  },
  {
    label: "Events",
    hi: "कार्यक्रम",
    children: [
      { label: "Events", hi: "कार्यक्रम", to: "/Events" },
      { label: "News", hi: "समाचार", to: "/News" },
      { label: "Notice Board", hi: "सूचना पट्ट", to: "/NoticeBoard" },
      { label: "Glimpse of the day", hi: "आज की झलक", to: "/GlimpseOfTheDay" },
    ],
  },
  { label: "CBSE", hi: "CBSE", to: "/CbseDisclosure" },
  {
    label: "Alumni",
    hi: "पूर्व छात्र",
    children: [{ label: "Alumni Association", hi: "पूर्व छात्र संघ", to: "/AluminiAssociation" }],
  },
  { label: "Contact Us", hi: "संपर्क करें", to: "/ContactUs" },
  { label: "Career", hi: "रोजगार के अवसर", to: "/career" },
];

/** The files every stored-file link above needs; the demo seed creates them. */
export function menuFiles(items: NavItem[] = mainMenu): string[] {
  return items.flatMap((item) => [
    ...(item.file ? [item.file] : []),
    ...menuFiles(item.children ?? []),
  ]);
}
