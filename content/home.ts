// The home page's own words and fixed parts (spec 2.7, 8, 9): tiles, the about block, the
// curriculum tabs, the facility cards and the fallbacks each section shows when its list is
// empty or its call fails.

import { leadership } from "./people.ts";
import { heroSlides, siteImages } from "./public-files.ts";
import { site } from "./site.ts";
import whatSetsUsApart from "./pages/WhatSetsUsApart.ts";
import type { Block } from "./model.ts";

/**
 * Words a reader sees, in English, and beside them under `hi` the same fields in Hindi: the
 * Hindi page draws `hi`, and a missing Hindi is a type error, not English on a Hindi page.
 * Figures, names and addresses stand once, outside `hi`, for both.
 */
export type WithHindi<T extends Record<string, string>> = T & { hi: T };

/** A link of the home page; `Link` moves its English address to `/hi/...` on a Hindi page. */
export type HomeLink = WithHindi<{ label: string }> & { to: string };

const heroAlts: WithHindi<{ alt: string }>[] = [
  {
    alt: "The school's main building on Convent Road in the morning light",
    hi: { alt: "सुबह की धूप में कॉन्वेंट रोड पर विद्यालय का मुख्य भवन" },
  },
  {
    alt: "Students gathered for the morning assembly in the courtyard",
    hi: { alt: "प्रांगण में प्रातःकालीन प्रार्थना सभा के लिए एकत्र विद्यार्थी" },
  },
  {
    alt: "A dance performance on the auditorium stage at the Annual Day",
    hi: { alt: "वार्षिकोत्सव पर सभागार के मंच पर नृत्य की प्रस्तुति" },
  },
  {
    alt: "Students racing on the track at the Sports Meet",
    hi: { alt: "वार्षिक खेलकूद प्रतियोगिता में ट्रैक पर दौड़ते विद्यार्थी" },
  },
  {
    alt: "Children reading in the school library",
    hi: { alt: "विद्यालय के पुस्तकालय में पढ़ते बच्चे" },
  },
  {
    alt: "Students presenting models at the Science Exhibition",
    hi: { alt: "विज्ञान प्रदर्शनी में अपने मॉडल प्रस्तुत करते विद्यार्थी" },
  },
];

export const heroImages = heroSlides.map((file, index) => ({
  file,
  width: 1600,
  height: 700,
  ...heroAlts[index]!,
}));

export interface NextStep extends WithHindi<{ title: string; text: string }> {
  link: HomeLink;
  more?: HomeLink;
}

/**
 * What a parent can do next, in order (issue 19): ask, come and see, apply. The Admission step
 * also carries spec 2.7's 'Admission Class XI' link and the online-registration badge.
 */
export const nextSteps: WithHindi<{ heading: string }> & {
  steps: NextStep[];
  classXi: HomeLink;
} = {
  heading: "Your next steps",
  hi: { heading: "आपके अगले कदम" },
  steps: [
    {
      title: "Enquire",
      text: "Ask the office about admission, fees or transport; we reply by phone or e-mail.",
      hi: {
        title: "पूछताछ",
        text: "प्रवेश, फ़ीस या परिवहन के बारे में विद्यालय कार्यालय से पूछें; हम फ़ोन या ई-मेल से उत्तर देते हैं।",
      },
      link: {
        label: "Send an enquiry",
        hi: { label: "पूछताछ भेजें" },
        to: "/ContactUs#enquiry-heading",
      },
    },
    {
      title: "Visit",
      text: "See the classrooms, library and playground: call the office for a time.",
      hi: {
        title: "विद्यालय देखें",
        text: "कक्षाएँ, पुस्तकालय और खेल का मैदान स्वयं आकर देखें; समय तय करने के लिए कार्यालय में फ़ोन करें।",
      },
      link: {
        label: "How to find us",
        hi: { label: "हम तक कैसे पहुँचें" },
        to: "/ContactUs#map-heading",
      },
      more: { label: "School timing", hi: { label: "विद्यालय का समय" }, to: "/SchoolTiming" },
    },
    {
      title: "Admission",
      text: "Nursery to Class IX by interaction or test, Class XI by stream.",
      hi: {
        title: "प्रवेश",
        text: "नर्सरी से कक्षा IX तक प्रवेश बातचीत या प्रवेश परीक्षा के आधार पर, और कक्षा XI में संकाय (स्ट्रीम) के अनुसार।",
      },
      link: { label: "Admission procedure", hi: { label: "प्रवेश प्रक्रिया" }, to: "/Admission" },
    },
  ],
  classXi: { label: "Admission Class XI", hi: { label: "कक्षा XI में प्रवेश" }, to: "/AdmissionXI" },
};

export const quickTiles: HomeLink[] = [
  {
    label: "MISSION vision & motto",
    hi: { label: "उद्देश्य, दृष्टि एवं ध्येय वाक्य" },
    to: "/OurMotto",
  },
  { label: "Student Login", hi: { label: "विद्यार्थी लॉगिन" }, to: "/" },
  { label: "Admission Information", hi: { label: "प्रवेश संबंधी जानकारी" }, to: "/Admission" },
  { label: "Mandatory disclosure", hi: { label: "अनिवार्य प्रकटीकरण" }, to: "/CbseDisclosure" },
  { label: "ALUMNI ASSOCIATION", hi: { label: "पूर्व छात्र संघ" }, to: "/AluminiAssociation" },
];

export const about: WithHindi<{ heading: string; text: string }> & {
  link: HomeLink;
  statistics: (WithHindi<{ label: string }> & { value: string })[];
} = {
  heading: `Welcome to ${site.name}`,
  text: `${site.name}, ${site.city}, is a ${site.board}-affiliated convent school of the ${site.congregation}, a congregation founded in ${site.congregationFounded} with more than 150 years of service in education. Since ${site.established} we have welcomed children from Nursery to Class XII into a school where every child is known by name, and where good learning goes hand in hand with good character.`,
  hi: {
    heading: `${site.name} में आपका स्वागत है`,
    text: `${site.name}, ${site.city}, ${site.congregation} द्वारा संचालित ${site.board} से संबद्ध कॉन्वेंट विद्यालय है। यह धर्मसंघ सन् ${site.congregationFounded} में स्थापित हुआ था और 150 से भी अधिक वर्षों से शिक्षा के क्षेत्र में सेवा कर रहा है। सन् ${site.established} से हम नर्सरी से कक्षा XII तक के बच्चों का एक ऐसे विद्यालय में स्वागत करते आ रहे हैं, जहाँ हर बच्चे को उसके नाम से जाना जाता है और जहाँ अच्छी पढ़ाई के साथ-साथ अच्छे चरित्र का निर्माण भी होता है।`,
  },
  link: { label: "Read More", hi: { label: "और पढ़ें" }, to: "/AboutUs" },
  // Home statistics of spec 9 (Our Uniqueness gives the other reading).
  statistics: [
    { value: "1900+", label: "Students", hi: { label: "विद्यार्थी" } },
    { value: "90+", label: "Staff", hi: { label: "शिक्षक एवं कर्मचारी" } },
    { value: "65+", label: "Classrooms", hi: { label: "कक्षा-कक्ष" } },
    { value: "1:21", label: "Teacher-student ratio", hi: { label: "शिक्षक-विद्यार्थी अनुपात" } },
  ],
};

export const curriculum: (WithHindi<{ label: string; text: string }> & { to: string })[] = [
  {
    label: "Pre primary",
    to: "/PriPrimarySchool",
    text: "In Nursery, LKG and UKG children learn through play, stories, songs and hands-on activities. The Foundational Stage builds language, number sense and confidence in a warm, safe classroom.",
    hi: {
      label: "पूर्व-प्राथमिक",
      text: "नर्सरी, LKG और UKG में बच्चे खेल, कहानियों, गीतों और स्वयं करके सीखने वाली गतिविधियों से सीखते हैं। आधारभूत स्तर (Foundational Stage) पर स्नेह भरी, सुरक्षित कक्षा में बच्चों की भाषा, संख्याओं की समझ और आत्मविश्वास की नींव रखी जाती है।",
    },
  },
  {
    label: "Primary",
    to: "/PrimarySchool",
    text: "From Class III to V the Preparatory Stage turns curiosity into understanding: reading for meaning, mathematics with real objects, environmental studies, art, music and sport every week.",
    hi: {
      label: "प्राथमिक",
      text: "कक्षा III से V तक प्रारंभिक स्तर (Preparatory Stage) पर बच्चों की जिज्ञासा समझ में बदलती है: अर्थ समझते हुए पढ़ना, असली वस्तुओं के सहारे गणित, पर्यावरण अध्ययन, और हर सप्ताह कला, संगीत तथा खेलकूद।",
    },
  },
  {
    label: "Middle",
    to: "/MiddleSchool",
    text: "Classes VI to VIII bring subject teachers, laboratories and project-based learning, with clubs in robotics, drama, music and dance to stretch every talent.",
    hi: {
      label: "मिडिल स्कूल",
      text: "कक्षा VI से VIII में हर विषय के अलग शिक्षक, प्रयोगशालाएँ और प्रोजेक्ट पर आधारित पढ़ाई होती है; रोबोटिक्स, नाटक, संगीत और नृत्य के क्लब हर बच्चे की प्रतिभा को निखारते हैं।",
    },
  },
  {
    label: "Secondary",
    to: "/SecondarySchool",
    text: "In Classes IX and X students prepare for the CBSE board examination with steady practice, regular guidance and care for the whole person, not only the marks.",
    hi: {
      label: "माध्यमिक",
      text: "कक्षा IX और X में विद्यार्थी नियमित अभ्यास और निरंतर मार्गदर्शन के साथ CBSE बोर्ड परीक्षा की तैयारी करते हैं; हमारा ध्यान केवल अंकों पर नहीं, बच्चे के संपूर्ण व्यक्तित्व पर रहता है।",
    },
  },
  {
    label: "Sr Secondary",
    to: "/SrSecondarySchool",
    text: "Classes XI and XII offer Non-Medical, Medical and Commerce streams, with careers guidance and the discipline to approach the Class XII Board with confidence.",
    hi: {
      label: "उच्चतर माध्यमिक",
      text: "कक्षा XI और XII में नॉन-मेडिकल, मेडिकल और कॉमर्स संकाय हैं। साथ ही करियर मार्गदर्शन और वह अनुशासन भी मिलता है, जिससे विद्यार्थी कक्षा XII की बोर्ड परीक्षा आत्मविश्वास के साथ दे सकें।",
    },
  },
];

export type FacilityCard = WithHindi<{ title: string; text: string }> & {
  image: string;
  link: HomeLink;
};

export const facilities: FacilityCard[] = (
  [
    {
      title: "Transport",
      text: "Seven school buses with trained drivers and conductors cover Amberpur and the villages around it.",
      hi: {
        title: "परिवहन",
        text: `विद्यालय की सात बसें, प्रशिक्षित चालकों और परिचालकों के साथ, ${site.city} और आसपास के गाँवों तक आती-जाती हैं।`,
      },
      image: "public/Images/home-transport-school-bus.jpg",
    },
    {
      title: "Sports complex",
      text: "A 5,720 sq m playground with courts for basketball and volleyball, and coaching in many sports.",
      hi: {
        title: "खेल परिसर",
        text: "5,720 वर्ग मीटर का खेल का मैदान, बास्केटबॉल और वॉलीबॉल के कोर्ट, और अनेक खेलों का प्रशिक्षण।",
      },
      image: "public/Images/home-sports-complex-athletics.jpg",
    },
    {
      title: "Infirmary",
      text: "A medical room with a trained nurse, first aid and a rest area, in touch with parents at once.",
      hi: {
        title: "चिकित्सा कक्ष",
        text: "प्रशिक्षित नर्स, प्राथमिक उपचार और आराम की जगह वाला चिकित्सा कक्ष; ज़रूरत पड़ने पर अभिभावकों से तुरंत संपर्क किया जाता है।",
      },
      image: "public/Images/home-infirmary-medical-room.jpg",
    },
    {
      title: "Elevator",
      text: "Lifts in the main building so that every child, parent and visitor can reach every floor.",
      hi: {
        title: "लिफ़्ट",
        text: "मुख्य भवन में लिफ़्ट है, ताकि हर बच्चा, अभिभावक और आगंतुक हर मंज़िल तक पहुँच सके।",
      },
      image: "public/Images/home-elevator-main-building.jpg",
    },
    {
      title: "Eco-friendly measures",
      text: "Rainwater harvesting, solar panels, a green campus garden and a school-wide habit of reducing waste.",
      hi: {
        title: "पर्यावरण-हितैषी उपाय",
        text: "वर्षा जल संचयन, सौर पैनल, हरा-भरा परिसर और पूरे विद्यालय में कचरा कम करने की आदत।",
      },
      image: "public/Images/home-eco-friendly-garden.jpg",
    },
  ] satisfies Omit<FacilityCard, "link">[]
).map((card) => ({
  ...card,
  link: { label: "Read More", hi: { label: "और पढ़ें" }, to: "/Facilities" },
}));

const pageBlocks: Block[] = whatSetsUsApart.blocks;
const initiatives = pageBlocks.find(
  (block): block is Extract<Block, { type: "cards" }> => block.type === "cards",
);

/** One line each on the home page saying what an initiative is; the page says more. */
const initiativeLines: Record<string, WithHindi<{ line: string }>> = {
  "Mindful Time": {
    line: "Quiet minutes of silence and prayer each morning.",
    hi: { line: "हर सुबह कुछ पल मौन और प्रार्थना के।" },
  },
  "Book Bloom": {
    line: "Library periods, reading corners and book swaps.",
    hi: { line: "पुस्तकालय के पीरियड, पढ़ने के कोने और किताबों की अदला-बदली।" },
  },
  "Right Reach": {
    line: "Extra help, or a fresh challenge, for each child.",
    hi: { line: "हर बच्चे के लिए अतिरिक्त सहायता, या कोई नई चुनौती।" },
  },
  "Lead Point": {
    line: "Students run the council, houses and clubs.",
    hi: { line: "छात्र परिषद, हाउस और क्लब विद्यार्थी स्वयं चलाते हैं।" },
  },
  "Lingua Lift": {
    line: "English and the regional language, every week.",
    hi: { line: "हर सप्ताह अंग्रेज़ी और क्षेत्रीय भाषा का अभ्यास।" },
  },
  "Heart Basket": {
    line: "Monthly food packets for homes in need.",
    hi: { line: "ज़रूरतमंद परिवारों के लिए हर महीने भोजन के पैकेट।" },
  },
  "Skill Nest": {
    line: "First aid, cooking, coding and budgeting.",
    hi: { line: "प्राथमिक उपचार, खाना बनाना, कोडिंग और बजट बनाना।" },
  },
  "Soul Stroke": {
    line: "Painting, music, dance and writing, unmarked.",
    hi: { line: "चित्रकला, संगीत, नृत्य और लेखन, बिना अंकों के।" },
  },
  "Eco Echo": {
    line: "The club that keeps our campus green.",
    hi: { line: "वह क्लब जो हमारे परिसर को हरा-भरा रखता है।" },
  },
  "Inspire Times": {
    line: "Visitors and alumni share their journeys.",
    hi: { line: "अतिथि और पूर्व विद्यार्थी अपने जीवन के अनुभव साझा करते हैं।" },
  },
  Satsewa: {
    line: "Service visits to the elderly and children in need.",
    hi: { line: "बुज़ुर्गों और ज़रूरतमंद बच्चों के बीच जाकर सेवा।" },
  },
  "Merit Scholarship": {
    line: "Free tuition for 97% or above in the results.",
    hi: { line: "परीक्षा परिणाम में 97% या अधिक अंक लाने पर ट्यूशन फ़ीस माफ़।" },
  },
};

/** The page's first sentence, for an initiative the school adds without a line of its own. */
const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

/**
 * The twelve initiatives, in the words of the What Sets Us Apart page, each with its line. Their
 * names are the programmes' own and stand in both languages; one the school adds without a line
 * here has its page's first sentence, in English, in both.
 */
export const whatSetsUsApartTeaser: {
  items: (WithHindi<{ line: string }> & { title: string })[];
  link: HomeLink;
} = {
  items: (initiatives?.items ?? []).map((item) => {
    const line = firstSentence(item.text ?? "");
    return { title: item.title, ...(initiativeLines[item.title] ?? { line, hi: { line } }) };
  }),
  link: { label: "Read More", hi: { label: "और पढ़ें" }, to: "/WhatSetsUsApart" },
};

/**
 * One of spec 8's four sample events. Its month is a date's, named in each language as every
 * date of the site is (contracts/dates.ts, app/home/home.words.ts).
 */
export type FallbackEvent = WithHindi<{ title: string; time: string; venue: string }> & {
  day: string;
  month: string;
};

/** What each section shows when its list is empty or its call fails (spec 8). */
export const fallbacks: {
  notice: WithHindi<{ title: string }>;
  events: FallbackEvent[];
  principal: WithHindi<{ message: string }> & { name: string; photo: string };
  gallery: (WithHindi<{ title: string }> & { href: string })[];
  toppers: (WithHindi<{ name: string }> & { division: string })[];
  birthdays: WithHindi<{ name: string; class: string }>[];
} = {
  notice: {
    title: "Stay Tuned for More Updates!",
    hi: { title: "नई जानकारी के लिए जुड़े रहें!" },
  },
  events: [
    {
      day: "15",
      month: "Aug",
      title: "Independence Day Celebration",
      time: "8:00 AM",
      venue: "School Ground",
      hi: { title: "स्वतंत्रता दिवस समारोह", time: "प्रातः 8:00 बजे", venue: "विद्यालय मैदान" },
    },
    {
      day: "5",
      month: "Sep",
      title: "Teachers' Day Programme",
      time: "10:00 AM",
      venue: "Auditorium",
      hi: { title: "शिक्षक दिवस कार्यक्रम", time: "प्रातः 10:00 बजे", venue: "सभागार" },
    },
    {
      day: "2",
      month: "Oct",
      title: "Gandhi Jayanti Assembly",
      time: "8:30 AM",
      venue: "Assembly Ground",
      hi: {
        title: "गांधी जयंती प्रार्थना सभा",
        time: "प्रातः 8:30 बजे",
        venue: "प्रार्थना सभा मैदान",
      },
    },
    {
      day: "14",
      month: "Nov",
      title: "Children's Day Celebration",
      time: "9:00 AM",
      venue: "Auditorium",
      hi: { title: "बाल दिवस समारोह", time: "प्रातः 9:00 बजे", venue: "सभागार" },
    },
  ],
  principal: {
    name: leadership.principal.name,
    photo: siteImages.principalFallback,
    message: `<p>Dear parents and students, welcome to ${site.name}. Our school exists so that every child who walks through our gates grows in knowledge, in kindness and in confidence. We are grateful to you for your trust, and we look forward to walking with your child, year by year, towards a bright and honest future.</p>`,
    hi: {
      message: `<p>प्रिय अभिभावकों एवं विद्यार्थियों, ${site.name} में आपका स्वागत है। हमारे विद्यालय का उद्देश्य है कि इसके द्वार से भीतर आने वाला हर बच्चा ज्ञान, दयालुता और आत्मविश्वास में आगे बढ़े। आपने हम पर जो भरोसा किया है, उसके लिए हम आभारी हैं, और वर्ष-दर-वर्ष आपके बच्चे के साथ एक उज्ज्वल और सच्चे भविष्य की ओर चलने की आशा रखते हैं।</p>`,
    },
  },
  gallery: Array.from({ length: 6 }, () => ({
    title: "Gallery Title",
    hi: { title: "गैलरी शीर्षक" },
    href: "/SubGallery",
  })),
  toppers: Array.from({ length: 2 }, () => ({
    name: "Student Name",
    hi: { name: "विद्यार्थी का नाम" },
    division: "90%",
  })),
  birthdays: Array.from({ length: 2 }, () => ({
    name: "Student Name",
    class: "Class",
    hi: { name: "विद्यार्थी का नाम", class: "कक्षा" },
  })),
};
