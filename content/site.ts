// The one place that holds the school's facts the frame shows. Every value here is a
// fictional demo value; another school of the provider replaces this file and the content
// folder, not the code.

export interface ExternalLinks {
  parentPortal: string;
  portalHelp: string;
  /** Where 'Online Fee Payment' goes; without one it falls back to the fee page. */
  feePayment?: string;
  onlineRegistration: string;
  careerForm: string;
  playStore: string;
  appStore: string;
  provider: string;
}

export interface SocialLink {
  network: "Facebook" | "Instagram" | "YouTube" | "X" | "LinkedIn";
  href?: string;
}

export const site = {
  name: "Holy Lamp Convent School",
  city: "Amberpur",
  /** Used in every browser title: '{Page name} - {titleName}'. */
  titleName: "Holy Lamp Convent School, Amberpur",
  /** The public address of the website; SITE_URL replaces it at build time. */
  url: "https://www.holylamp-amberpur.example",
  /** For search engines and link previews when a page has no sentence of its own. */
  description:
    "A CBSE convent school in Amberpur, Punjab, from Nursery to Class XII, run by the Sisters of the Holy Lamp: sound learning and good character for all.",
  /** The link-preview card (content/public/images), drawn by scripts/og-card.ts. */
  shareImage: {
    path: "/images/share-card.jpg",
    width: 1200,
    height: 630,
    alt: "The crest of Holy Lamp Convent School, Amberpur, beside a picture of the campus",
  },
  /** The school's code in the provider's backend; also the code parents enter in the app. */
  schoolCode: "HLCA",
  established: 2013,
  congregation: "Sisters of the Holy Lamp",
  congregationFounded: 1866,
  board: "CBSE",
  affiliationNo: "2130999",
  address: {
    lines: ["Convent Road, Sector 14", "Amberpur, Punjab 140999", "India"],
    /** The same address in parts, for search engines (schema.org PostalAddress). */
    street: "Convent Road, Sector 14",
    region: "Punjab",
    postalCode: "140999",
    country: "IN",
    mapsUrl: "https://www.openstreetmap.org/?mlat=30.7333&mlon=76.7794#map=16/30.7333/76.7794",
    mapEmbedUrl:
      "https://www.openstreetmap.org/export/embed.html?bbox=76.7694%2C30.7283%2C76.7894%2C30.7383&layer=mapnik&marker=30.7333%2C76.7794",
  },
  /**
   * The campus in figures, as the CBSE disclosure states them. The pages and the demo school's
   * documents read them here, so that a certificate never counts other rooms than the site.
   */
  campus: {
    areaSqM: 13076.4,
    classrooms: 60,
    classroomSizeSqM: 552,
    /** The subject laboratories, which Our Uniqueness counts (spec 9: 5 labs). */
    labs: ["Physics", "Chemistry", "Biology", "Mathematics", "Social Studies"],
    /** The computer labs, which the CBSE disclosure counts with the laboratories (spec 9: 6). */
    computerLabs: ["Computer"],
    labsAreaSqM: 1450,
    libraryBooks: 12000,
    auditoriumSeats: 1200,
    buses: 7,
    girlsToilets: 47,
    boysToilets: 30,
  },
  phones: ["+91 12345 67890", "+91 12345 67891"],
  email: "office@holylamp-amberpur.example",
  tagline: "Lead, Kindly Light",
  links: {
    parentPortal: "https://parents.schoolerp.example",
    portalHelp: "https://parents.schoolerp.example/guidelines",
    onlineRegistration: "https://admissions.schoolerp.example/holy-lamp-amberpur",
    careerForm: "https://forms.example.org/holy-lamp-careers",
    playStore: "https://play.google.com/store/apps/details?id=example.schoolerp.parents",
    appStore: "https://apps.apple.com/app/id0000000000",
    provider: "https://www.schoolerp.example",
  } satisfies ExternalLinks as ExternalLinks,
  social: [
    { network: "Facebook", href: "https://www.facebook.com/holylamp.amberpur.example" },
    { network: "Instagram", href: "https://www.instagram.com/holylamp.amberpur.example" },
    { network: "YouTube", href: "https://www.youtube.com/@holylamp-amberpur-example" },
    { network: "X" },
  ] satisfies SocialLink[] as SocialLink[],
  provider: { name: "SchoolERP Solutions" },
  app: {
    description:
      "Our parents' app keeps you close to your child's day: assignments and homework, circulars, attendance, online fee payment and report cards, all in one place.",
  },
  /**
   * The same words for the Hindi site, as the school's settings keep them; the name stays as the
   * school writes it on its gate and letterhead.
   */
  hi: {
    city: "अम्बरपुर",
    description:
      "अम्बरपुर, पंजाब का CBSE से संबद्ध कॉन्वेंट विद्यालय, नर्सरी से कक्षा XII तक, सिस्टर्स ऑफ़ द होली लैम्प द्वारा संचालित: सबके लिए अच्छी शिक्षा और अच्छे संस्कार।",
    tagline: "हे कृपालु ज्योति, राह दिखा",
    appDescription:
      "अभिभावकों का हमारा ऐप आपको बच्चे के हर दिन से जोड़े रखता है: गृहकार्य, सर्कुलर, उपस्थिति, ऑनलाइन फ़ीस भुगतान और रिपोर्ट कार्ड, सब एक ही जगह।",
  },
} as const;

export type Site = typeof site;
