// The home page's own words and fixed parts (spec 2.7, 8, 9): tiles, the about block, the
// curriculum tabs, the facility cards and the fallbacks each section shows when its list is
// empty or its call fails.

import { leadership } from "./people.ts";
import { heroSlides, siteImages } from "./public-files.ts";
import { site } from "./site.ts";
import whatSetsUsApart from "./pages/WhatSetsUsApart.ts";
import type { Block } from "./model.ts";

export const heroImages = heroSlides.map((file, index) => ({
  file,
  width: 1600,
  height: 700,
  alt: [
    "The school's main building on Convent Road in the morning light",
    "Students gathered for the morning assembly in the courtyard",
    "A dance performance on the auditorium stage at the Annual Day",
    "Students racing on the track at the Sports Meet",
    "Children reading in the school library",
    "Students presenting models at the Science Exhibition",
  ][index]!,
}));

/**
 * What a parent can do next, in order (issue 19): ask, come and see, apply. The Admission step
 * also carries spec 2.7's 'Admission Class XI' link and the online-registration badge.
 */
export const nextSteps = {
  heading: "Your next steps",
  steps: [
    {
      title: "Enquire",
      text: "Ask the office about admission, fees or transport; we reply by phone or e-mail.",
      link: { label: "Send an enquiry", to: "/ContactUs#enquiry-heading" },
    },
    {
      title: "Visit",
      text: "See the classrooms, library and playground: call the office for a time.",
      link: { label: "How to find us", to: "/ContactUs#map-heading" },
      more: { label: "School timing", to: "/SchoolTiming" },
    },
    {
      title: "Admission",
      text: "Nursery to Class IX by interaction or test, Class XI by stream.",
      link: { label: "Admission procedure", to: "/Admission" },
    },
  ],
  classXi: { label: "Admission Class XI", to: "/AdmissionXI" },
};

export const quickTiles = [
  { label: "MISSION vision & motto", to: "/OurMotto" },
  { label: "Student Login", to: "/" },
  { label: "Admission Information", to: "/Admission" },
  { label: "Mandatory disclosure", to: "/CbseDisclosure" },
  { label: "ALUMNI ASSOCIATION", to: "/AluminiAssociation" },
];

export const about = {
  heading: `Welcome to ${site.name}`,
  text: `${site.name}, ${site.city}, is a ${site.board}-affiliated convent school of the ${site.congregation}, a congregation founded in ${site.congregationFounded} with more than 150 years of service in education. Since ${site.established} we have welcomed children from Nursery to Class XII into a school where every child is known by name, and where good learning goes hand in hand with good character.`,
  link: { label: "Read More", to: "/AboutUs" },
  // Home statistics of spec 9 (Our Uniqueness gives the other reading).
  statistics: [
    { value: "1900+", label: "Students" },
    { value: "90+", label: "Staff" },
    { value: "65+", label: "Classrooms" },
    { value: "1:21", label: "Teacher-student ratio" },
  ],
};

export const curriculum = [
  {
    label: "Pre primary",
    to: "/PriPrimarySchool",
    text: "In Nursery, LKG and UKG children learn through play, stories, songs and hands-on activities. The Foundational Stage builds language, number sense and confidence in a warm, safe classroom.",
  },
  {
    label: "Primary",
    to: "/PrimarySchool",
    text: "From Class III to V the Preparatory Stage turns curiosity into understanding: reading for meaning, mathematics with real objects, environmental studies, art, music and sport every week.",
  },
  {
    label: "Middle",
    to: "/MiddleSchool",
    text: "Classes VI to VIII bring subject teachers, laboratories and project-based learning, with clubs in robotics, drama, music and dance to stretch every talent.",
  },
  {
    label: "Secondary",
    to: "/SecondarySchool",
    text: "In Classes IX and X students prepare for the CBSE board examination with steady practice, regular guidance and care for the whole person, not only the marks.",
  },
  {
    label: "Sr Secondary",
    to: "/SrSecondarySchool",
    text: "Classes XI and XII offer Non-Medical, Medical and Commerce streams, with careers guidance and the discipline to approach the Class XII Board with confidence.",
  },
];

export const facilities = [
  {
    title: "Transport",
    text: "Seven school buses with trained drivers and conductors cover Amberpur and the villages around it.",
    image: "public/Images/home-transport-school-bus.jpg",
  },
  {
    title: "Sports complex",
    text: "A 5,720 sq m playground with courts for basketball and volleyball, and coaching in many sports.",
    image: "public/Images/home-sports-complex-athletics.jpg",
  },
  {
    title: "Infirmary",
    text: "A medical room with a trained nurse, first aid and a rest area, in touch with parents at once.",
    image: "public/Images/home-infirmary-medical-room.jpg",
  },
  {
    title: "Elevator",
    text: "Lifts in the main building so that every child, parent and visitor can reach every floor.",
    image: "public/Images/home-elevator-main-building.jpg",
  },
  {
    title: "Eco-friendly measures",
    text: "Rainwater harvesting, solar panels, a green campus garden and a school-wide habit of reducing waste.",
    image: "public/Images/home-eco-friendly-garden.jpg",
  },
].map((card) => ({ ...card, link: { label: "Read More", to: "/Facilities" } }));

const pageBlocks: Block[] = whatSetsUsApart.blocks;
const initiatives = pageBlocks.find(
  (block): block is Extract<Block, { type: "cards" }> => block.type === "cards",
);

/** One line each on the home page saying what an initiative is; the page says more. */
const initiativeLines: Record<string, string> = {
  "Mindful Time": "Quiet minutes of silence and prayer each morning.",
  "Book Bloom": "Library periods, reading corners and book swaps.",
  "Right Reach": "Extra help, or a fresh challenge, for each child.",
  "Lead Point": "Students run the council, houses and clubs.",
  "Lingua Lift": "English and the regional language, every week.",
  "Heart Basket": "Monthly food packets for homes in need.",
  "Skill Nest": "First aid, cooking, coding and budgeting.",
  "Soul Stroke": "Painting, music, dance and writing, unmarked.",
  "Eco Echo": "The club that keeps our campus green.",
  "Inspire Times": "Visitors and alumni share their journeys.",
  Satsewa: "Service visits to the elderly and children in need.",
  "Merit Scholarship": "Free tuition for 97% or above in the results.",
};

/** The page's first sentence, for an initiative the school adds without a line of its own. */
const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

/** The twelve initiatives, in the words of the What Sets Us Apart page, each with its line. */
export const whatSetsUsApartTeaser = {
  items: (initiatives?.items ?? []).map((item) => ({
    title: item.title,
    line: initiativeLines[item.title] ?? firstSentence(item.text ?? ""),
  })),
  link: { label: "Read More", to: "/WhatSetsUsApart" },
};

/** What each section shows when its list is empty or its call fails (spec 8). */
export const fallbacks = {
  notice: { title: "Stay Tuned for More Updates!" },
  events: [
    {
      day: "15",
      month: "Aug",
      title: "Independence Day Celebration",
      time: "8:00 AM",
      venue: "School Ground",
    },
    {
      day: "5",
      month: "Sep",
      title: "Teachers' Day Programme",
      time: "10:00 AM",
      venue: "Auditorium",
    },
    {
      day: "2",
      month: "Oct",
      title: "Gandhi Jayanti Assembly",
      time: "8:30 AM",
      venue: "Assembly Ground",
    },
    {
      day: "14",
      month: "Nov",
      title: "Children's Day Celebration",
      time: "9:00 AM",
      venue: "Auditorium",
    },
  ],
  principal: {
    name: leadership.principal.name,
    photo: siteImages.principalFallback,
    message: `<p>Dear parents and students, welcome to ${site.name}. Our school exists so that every child who walks through our gates grows in knowledge, in kindness and in confidence. We are grateful to you for your trust, and we look forward to walking with your child, year by year, towards a bright and honest future.</p>`,
  },
  gallery: Array.from({ length: 6 }, () => ({ title: "Gallery Title", href: "/SubGallery" })),
  toppers: Array.from({ length: 2 }, () => ({ name: "Student Name", division: "90%" })),
  birthdays: Array.from({ length: 2 }, () => ({ name: "Student Name", class: "Class" })),
};
