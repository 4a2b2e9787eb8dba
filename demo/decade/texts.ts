// The words of a ten-year school's records (demo/decade/decade.ts): notices, news, events,
// albums, circulars, birthdays and toppers of a CBSE convent school from the session 2016-17 to
// 2026-27, made from templates whose places, classes, festivals and dates vary, so that titles
// are mostly distinct and read like a real school's. Pure: the same seed makes the same words.

import {
  addDays,
  displayDate,
  dottedDate,
  longDate,
  parseYmd,
  schoolDay,
  sessionOf,
  ymd,
} from "../dates.ts";
import { admissionNumber, unnamedSerialsFrom } from "../admission-numbers.ts";
import { parentOf } from "../records/consents.ts";
import type { Random } from "./random.ts";
import { MONTH_NAMES } from "#contracts/dates.ts";
import { consentMethods, consentUses } from "#contracts/records/consents.ts";

/** The decade's first and last day: the sessions 2016-17 to 2026-27. */
export const decadeStart = "2016-04-01";
export const decadeEnd = "2027-03-31";

/**
 * The fixture's own "today": the items of the past are dated up to it and only events after it,
 * fixed so that two runs on different days make the same school.
 */
export const decadeToday = "2026-11-26";

const classes = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];
const sections = ["A", "B", "C", "D"];
const classRanges = [
  "Nursery to UKG",
  "Classes I to V",
  "Classes I and II",
  "Classes III to V",
  "Classes VI to VIII",
  "Classes IX and X",
  "Classes XI and XII",
  "Classes VI to X",
  "Class X",
  "Class XII",
  "Classes IX to XII",
];
const places = [
  "the school auditorium",
  "the Assembly Ground",
  "the multipurpose hall",
  "the school playground",
  "the Junior Wing courtyard",
  "the Senior Wing library",
  "the Chemistry laboratory",
  "the Computer Lab 2",
  "the basketball court",
  "the chapel hall",
  "the Activity Room",
  "Room 14, Senior Wing",
  "the school lawn",
  "the Conference Room",
];
const outsidePlaces = [
  "Guru Nanak Stadium",
  "the District Sports Complex",
  "Sacred Heart School, Amberpur",
  "the Town Hall",
  "DAV Public School, Rampura",
  "the Civil Hospital grounds",
  "Kendriya Vidyalaya No. 2",
  "the City Science Centre",
  "Rose Garden",
  "St. Joseph's Academy",
];
const festivals = [
  "Diwali",
  "Holi",
  "Dussehra",
  "Guru Nanak Jayanti",
  "Christmas",
  "Eid-ul-Fitr",
  "Eid-ul-Adha",
  "Janmashtami",
  "Raksha Bandhan",
  "Baisakhi",
  "Lohri",
  "Good Friday",
  "Mahavir Jayanti",
  "Buddha Purnima",
  "Ganesh Chaturthi",
  "Makar Sankranti",
  "Guru Ravidas Jayanti",
  "Maha Shivratri",
  "Ram Navami",
  "Muharram",
];
const days = [
  "Independence Day",
  "Republic Day",
  "Gandhi Jayanti",
  "Teachers' Day",
  "Children's Day",
  "Earth Day",
  "World Environment Day",
  "International Yoga Day",
  "Hindi Diwas",
  "National Science Day",
  "Founder's Day",
  "Grandparents' Day",
  "World Water Day",
  "Van Mahotsav",
  "National Sports Day",
];
const subjects = [
  "English",
  "Hindi",
  "Punjabi",
  "Mathematics",
  "Science",
  "Social Science",
  "Physics",
  "Chemistry",
  "Biology",
  "Accountancy",
  "Economics",
  "Computer Science",
  "Sanskrit",
  "Business Studies",
  "Political Science",
  "Geography",
];
const exams = [
  "Periodic Test I",
  "Periodic Test II",
  "Half-Yearly Examination",
  "Annual Examination",
  "Pre-Board Examination",
  "Unit Test",
  "Term I Examination",
  "Term II Examination",
];
const competitions = [
  "inter-house debate",
  "poster-making competition",
  "English elocution contest",
  "Hindi kavita path",
  "science quiz",
  "spell bee",
  "declamation contest",
  "rangoli competition",
  "solo singing competition",
  "group dance competition",
  "essay writing competition",
  "on-the-spot painting",
  "mathematics olympiad",
  "model-making contest",
  "best out of waste contest",
  "storytelling competition",
  "calligraphy contest",
  "cyber safety quiz",
];
const sports = [
  "athletics",
  "basketball",
  "football",
  "kabaddi",
  "kho-kho",
  "volleyball",
  "table tennis",
  "badminton",
  "chess",
  "skating",
  "taekwondo",
  "cricket",
  "yoga",
  "swimming",
];
const houses = ["Faith House", "Hope House", "Charity House", "Peace House"];
const firstNames = [
  "Aarav",
  "Vivaan",
  "Aditya",
  "Arjun",
  "Reyansh",
  "Ishaan",
  "Kabir",
  "Harnoor",
  "Gurnoor",
  "Jaskaran",
  "Rohan",
  "Dhruv",
  "Aryan",
  "Yash",
  "Karan",
  "Manav",
  "Parth",
  "Sahil",
  "Tanish",
  "Ekam",
  "Ananya",
  "Diya",
  "Saanvi",
  "Aadhya",
  "Myra",
  "Ira",
  "Navya",
  "Kavya",
  "Riya",
  "Simran",
  "Harleen",
  "Jasleen",
  "Mehak",
  "Prisha",
  "Tanvi",
  "Avni",
  "Khushi",
  "Nandini",
  "Sejal",
  "Gunjan",
  "Mannat",
  "Tisha",
  "Zoya",
  "Ayesha",
  "Joel",
  "Maria",
  "Sneha",
  "Pooja",
];
const lastNames = [
  "Sharma",
  "Verma",
  "Gupta",
  "Malhotra",
  "Kapoor",
  "Singh",
  "Kaur",
  "Sandhu",
  "Gill",
  "Grewal",
  "Dhillon",
  "Bedi",
  "Chawla",
  "Arora",
  "Bhatia",
  "Saini",
  "Jain",
  "Aggarwal",
  "Mehta",
  "Thomas",
  "D'Souza",
  "Khan",
  "Rana",
  "Thakur",
  "Chopra",
  "Sethi",
  "Ahuja",
  "Joshi",
  "Nair",
  "Mathew",
];
const teachers = [
  "Mrs. Kavita Bhardwaj",
  "Mr. Rajinder Pal",
  "Ms. Neha Kapoor",
  "Sr. Lucy Joseph",
  "Mrs. Harpreet Kaur",
  "Mr. Anil Thomas",
  "Ms. Ritu Sood",
  "Mrs. Sunita Rawat",
  "Mr. Deepak Sharma",
  "Sr. Grace Mathew",
];
const guests = [
  "the Deputy Commissioner",
  "the District Education Officer",
  "a retired Air Marshal",
  "the Station House Officer",
  "Dr. Meera Sethi, paediatrician",
  "the Parish Priest",
  "an alumna now serving in the Indian Army",
  "the Mayor of Amberpur",
  "a scientist from the Punjab Agricultural University",
  "the Chief Medical Officer",
];
const timesOfDay = ["8:30 AM", "9:00 AM", "9:30 AM", "10:00 AM", "11:00 AM", "12:30 PM", "2:00 PM"];

/** A day from `from` to `to`, both included (YYYY-MM-DD). */
export function dayBetween(random: Random, from: string, to: string): string {
  const span = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
  return addDays(from, random.int(0, span));
}

const sessionLabel = (date: string) => sessionOf(date).label;
const monthOf = (date: string) => MONTH_NAMES[parseYmd(date).month - 1] as string;
const fill = (template: string, words: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => words[name] ?? name);

/** The words a template can name, drawn afresh for each record about `date`. */
function wordsFor(random: Random, date: string): Record<string, string> {
  const later = addDays(date, random.int(3, 20));
  return {
    class: random.pick(classes),
    section: random.pick(sections),
    classes: random.pick(classRanges),
    place: random.pick(places),
    outside: random.pick(outsidePlaces),
    festival: random.pick(festivals),
    day: random.pick(days),
    subject: random.pick(subjects),
    subject2: random.pick(subjects),
    exam: random.pick(exams),
    competition: random.pick(competitions),
    sport: random.pick(sports),
    house: random.pick(houses),
    teacher: random.pick(teachers),
    guest: random.pick(guests),
    student: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
    session: sessionLabel(date),
    month: monthOf(date),
    nextMonth: monthOf(addDays(date, 31)),
    year: String(parseYmd(date).year),
    date: displayDate(date),
    later: displayDate(later),
    laterLong: longDate(later),
    time: random.pick(timesOfDay),
    amount: String(random.int(2, 30) * 50),
    count: String(random.int(12, 140)),
    rank: random.pick(["first", "second", "third"]),
  };
}

interface Template {
  title: string;
  description: string;
}

const noticeTemplates: Template[] = [
  {
    title: "Fee reminder: {month} quarter due by {later}",
    description:
      "Parents of {classes} are reminded that the tuition fee for the quarter beginning {month} is to be paid by {laterLong}. A late fee of Rs. {amount} is charged after the due date. Pay through the school app or at the fee counter, 8:00 AM to 12:00 noon.",
  },
  {
    title: "Parent-Teacher Meeting for {classes} on {later}",
    description:
      "A Parent-Teacher Meeting for {classes} is held on {laterLong} in the classrooms from {time}. Parents are requested to collect the {exam} report and discuss their ward's progress with the class teacher.",
  },
  {
    title: "{festival} holiday on {later}",
    description:
      "The school remains closed on {laterLong} on account of {festival}. Classes resume on the next working day as per the timetable. The office is open from 9:00 AM to 12:00 noon for urgent work.",
  },
  {
    title: "{exam} datesheet for {classes} ({session})",
    description:
      "The {exam} for {classes} begins on {laterLong}. The datesheet and syllabus are attached; students report by {time} and carry their admit cards. No student is allowed to leave before the end of the paper.",
  },
  {
    title: "{subject} practical examination, Class {class}",
    description:
      "The {subject} practical examination of Class {class} is held on {laterLong} in {place}. Students bring their practical files, duly signed by {teacher}.",
  },
  {
    title: "Winter uniform from {later}",
    description:
      "Students of {classes} come in the winter uniform from {laterLong}: the maroon blazer, grey trousers or skirt and the school tie. Woollen caps and mufflers are allowed in the school colours only.",
  },
  {
    title: "Summer vacation {year}: school reopens {later}",
    description:
      "The summer vacation begins after the last working day of May. The school reopens on {laterLong}. The holiday homework for {classes} is on the school app; {subject} projects are submitted in the first week.",
  },
  {
    title: "Circular: transport fee revision for {session}",
    description:
      "The transport fee for the session {session} is revised with effect from {laterLong} following the rise in fuel prices. The revised slab for each route is available at the transport desk; parents may raise queries with {teacher}.",
  },
  {
    title: "Admissions open for {session}: Nursery to Class IX",
    description:
      "Registration forms for admission to Nursery to Class IX for the session {session} are available at the school office from {laterLong}, 9:00 AM to 1:00 PM, and online. Seats are limited; the interaction dates are announced with the forms.",
  },
  {
    title: "Dental check-up camp for {classes}",
    description:
      "A free dental check-up camp for {classes} is held on {laterLong} in {place} by a team led by {guest}. Parents who do not wish their ward to be examined may inform the class teacher in writing.",
  },
  {
    title: "Change in school timings from {later}",
    description:
      "With the onset of {month} weather, the school works from {time} for {classes} with effect from {laterLong}. Bus pick-up times change accordingly and are sent on the school app.",
  },
  {
    title: "Submission of {subject} projects, Class {class}",
    description:
      "Students of Class {class} submit their {subject} projects to {teacher} by {laterLong}. Projects must be handwritten and carry the student's name, class and roll number on the cover.",
  },
  {
    title: "{day} celebration: dress code for {classes}",
    description:
      "For the {day} celebration on {laterLong}, students of {classes} may come in {house} colours. The assembly in {place} begins at {time}.",
  },
  {
    title: "Library books to be returned before {later}",
    description:
      "All library books issued to students of {classes} are returned by {laterLong} for the annual stock-taking. A fine of Rs. 2 a day is charged for late returns.",
  },
  {
    title: "Remedial classes in {subject} for Class {class}",
    description:
      "Remedial classes in {subject} for Class {class} are held from {laterLong} after school, 2:00 PM to 3:00 PM, in {place}. Parents of the students named in the attached list are requested to ensure attendance.",
  },
  {
    title: "Registration for CBSE Class {class} board examination {year}",
    description:
      "The particulars of Class {class} students for the CBSE board examination are being verified. Parents check the spellings of names, dates of birth and subject codes and sign the form by {laterLong}.",
  },
  {
    title: "Rainy day holiday declared on {later}",
    description:
      "In view of the heavy rain alert issued by the district administration, the school remains closed on {laterLong} for {classes}. The {exam} scheduled on that day is postponed; the new date is announced shortly.",
  },
  {
    title: "Vaccination drive for {classes} on {later}",
    description:
      "A vaccination drive organised with the Civil Hospital is held in {place} on {laterLong}. Consent forms signed by parents are returned to the class teacher by the previous day.",
  },
  {
    title: "Scholarship forms for {session} available",
    description:
      "Merit-cum-means scholarship forms for {session} are available at the office. Eligible students of {classes} submit them with the required documents to {teacher} by {laterLong}.",
  },
  {
    title: "Lost and found: items to be collected by {later}",
    description:
      "Water bottles, tiffin boxes, sweaters and books found on the campus in {month} are kept in {place}. Unclaimed items after {laterLong} are given to charity.",
  },
  {
    title: "Orientation for parents of Class {class}, {session}",
    description:
      "An orientation for parents of Class {class} is held on {laterLong} at {time} in {place}. The Principal and {teacher} explain the syllabus, assessment scheme and the CBSE guidelines for {session}.",
  },
  {
    title: "Bus route {count} timings changed",
    description:
      "Owing to road repairs, bus route {count} follows a diversion from {laterLong}; pick-up is ten minutes earlier at every stop. Parents may contact the transport desk for details.",
  },
  {
    title: "Ban on junk food in tiffins: reminder for {classes}",
    description:
      "As per the CBSE guidelines on healthy eating, students of {classes} are not to bring chips, noodles or aerated drinks in their tiffins. Class teachers check tiffins on {later}.",
  },
  {
    title: "Mock drill for fire safety on {later}",
    description:
      "A fire safety mock drill is conducted on {laterLong} at {time} with the district fire department. All students of {classes} assemble in {place} as practised.",
  },
];

const newsTemplates: Template[] = [
  {
    title: "{student} of Class {class}-{section} wins the district {sport} championship",
    description:
      "{student} of Class {class}-{section} won the {rank} place in the district {sport} championship held at {outside} in {month} {year}. The school congratulates the student and the coach, {teacher}.",
  },
  {
    title: "{day} celebrated with enthusiasm",
    description:
      "The school celebrated {day} on {date} in {place}. Students of {classes} presented songs, a skit and a speech; {guest} was the chief guest and addressed the assembly.",
  },
  {
    title: "{house} wins the {competition}",
    description:
      "{house} won the {competition} held in {place} on {date}. {student} of Class {class} was adjudged the best participant. The judges praised the preparation and confidence of all the houses.",
  },
  {
    title: "Annual Sports Day {year}: {house} lifts the trophy",
    description:
      "The Annual Sports Day was held on the school playground on {date} with {guest} as the chief guest. {house} won the overall trophy; {student} of Class {class} was the best athlete.",
  },
  {
    title: "{festival} celebrations in the Junior Wing",
    description:
      "The little ones of {classes} celebrated {festival} on {date} in {place} with songs, stories and crafts. Teachers explained the meaning of the festival and the values it teaches.",
  },
  {
    title: "Students visit {outside}",
    description:
      "{count} students of {classes} visited {outside} on {date} as part of their {subject} curriculum, accompanied by {teacher}. They wrote reports on what they saw the next day.",
  },
  {
    title: "Science exhibition {year}: {count} models on display",
    description:
      "The science exhibition held on {date} showed {count} models made by students of {classes}, from rainwater harvesting to a solar-powered car. {guest} visited every stall and spoke to the young scientists.",
  },
  {
    title: "{student} tops the {subject} olympiad in the zone",
    description:
      "{student} of Class {class}-{section} secured the {rank} rank in the zonal {subject} olympiad held in {month} {year}. Twelve other students of the school qualified for the second level.",
  },
  {
    title: "Tree plantation drive on {day}",
    description:
      "Students of {classes} planted {count} saplings on the school grounds and at {outside} on {date}. Each class adopts its saplings and waters them through the {session} session.",
  },
  {
    title: "Investiture ceremony {session}: new student council sworn in",
    description:
      "The investiture ceremony for {session} was held on {date} in {place}. {student} of Class XII took the oath as Head Girl or Head Boy with the house captains; {guest} pinned the badges.",
  },
  {
    title: "Workshop on {subject} for teachers",
    description:
      "A workshop on competency-based teaching of {subject} was held for the teachers on {date} in {place}, led by {guest}. Teachers practised designing case-based questions.",
  },
  {
    title: "Cleanliness drive under Swachh Bharat, {month} {year}",
    description:
      "Students of {classes} cleaned the school surroundings and the market near {outside} on {date}, and spoke to shopkeepers about segregating waste.",
  },
  {
    title: "{student} selected for the state {sport} team",
    description:
      "{student} of Class {class} has been selected for the state {sport} team after the trials held at {outside} in {month}. The student trains under {teacher} every morning.",
  },
  {
    title: "Blood donation camp organised with the Red Cross",
    description:
      "The school and the Red Cross held a blood donation camp on {date} in {place}. {count} parents, teachers and alumni donated blood; {guest} thanked the donors.",
  },
  {
    title: "CBSE results {year}: Class {class} shines",
    description:
      "All students of Class {class} passed the CBSE board examination {year}. {student} topped the school; the Principal congratulated the students, the parents and the teachers of {subject} and {subject2}.",
  },
  {
    title: "Christmas carol evening in the chapel hall, {year}",
    description:
      "The school choir sang carols in English, Hindi and Punjabi on {date}. Students of {classes} staged the nativity play and collected gifts for {outside}.",
  },
  {
    title: "Inter-school {competition} hosted at school",
    description:
      "The school hosted the inter-school {competition} on {date} with teams from {count} schools. {student} of Class {class} won the {rank} prize; the rolling trophy went to {outside}.",
  },
  {
    title: "Career counselling session for Classes XI and XII",
    description:
      "{guest} spoke to students of Classes XI and XII on {date} about careers after {subject}, entrance examinations and scholarships. Students asked questions for an hour.",
  },
];

const eventTemplates: Template[] = [
  {
    title: "Annual Day {year}: '{festival} of Light'",
    description:
      "The Annual Day with dances, a play and the prize distribution for {session}. {guest} is the chief guest; parents are seated by {time}.",
  },
  {
    title: "Parent-Teacher Meeting ({classes})",
    description: "Meet the class teachers about the {exam} results and the term ahead.",
  },
  {
    title: "{day} assembly",
    description: "A special assembly by {classes} in {place}, with a talk by {guest}.",
  },
  {
    title: "Inter-house {competition}",
    description: "Houses compete in the {competition}; {teacher} coordinates.",
  },
  {
    title: "{exam} begins ({classes})",
    description: "The {exam} for {classes} as per the datesheet; {subject} is the first paper.",
  },
  {
    title: "{sport} tournament at {outside}",
    description: "The school's {sport} team plays the zonal tournament; students cheer them on.",
  },
  {
    title: "{festival} celebration",
    description: "{classes} celebrate {festival} in {place} with songs and a short play.",
  },
  {
    title: "Educational trip to {outside} ({classes})",
    description: "A day trip for {classes} with {teacher}; consent forms by {later}.",
  },
  {
    title: "Sports Day {year}",
    description: "Track events, drills and the march past of the four houses; {guest} presides.",
  },
  {
    title: "Workshop: {subject} for parents",
    description: "How {subject} is taught and assessed this session, by {teacher}.",
  },
  {
    title: "Health camp with {guest}",
    description: "Eye, dental and general check-ups for {classes} in {place}.",
  },
  {
    title: "Book fair in {place}",
    description: "Publishers display books for every class; parents are welcome after school.",
  },
];

const albumTemplates: Template[] = [
  {
    title: "{day} {year}",
    description: "Moments from the {day} celebration in {place}.",
  },
  {
    title: "{festival} celebrations {year}",
    description: "Students of {classes} celebrating {festival} at school.",
  },
  {
    title: "Annual Sports Day {year}",
    description: "The march past, races and prize giving on the school playground.",
  },
  {
    title: "{competition} ({classes}, {month} {year})",
    description: "Participants and winners of the {competition}.",
  },
  {
    title: "Visit to {outside}, {month} {year}",
    description: "{classes} on their educational visit with {teacher}.",
  },
  {
    title: "Annual Day {session}",
    description: "Dances, the play and the prize distribution of the session {session}.",
  },
  {
    title: "{house} at the {competition}, {year}",
    description: "{house} presenting its entry at the {competition}.",
  },
  {
    title: "Class {class} picnic to {outside}, {year}",
    description: "Class {class} spends a day at {outside} with {teacher}.",
  },
  {
    title: "{sport} camp, {month} {year}",
    description: "The {sport} coaching camp for {classes}.",
  },
];

const circularTemplates: {
  category: "Circular" | "CBSE-Circular" | "Datesheet";
  title: string;
  paragraphs: string[];
}[] = [
  {
    category: "Circular",
    title: "Fee structure and payment schedule for {session}",
    paragraphs: [
      "Dear Parents, the fee structure for the session {session} is given below. Fees are paid quarterly by the 20th of April, July, October and January.",
      "A late fee of Rs. {amount} per month is charged after the due date. Concession for the second child is granted on written request to the Principal.",
      "For any discrepancy, contact {teacher} at the accounts office between 9:00 AM and 12:00 noon.",
    ],
  },
  {
    category: "Circular",
    title: "{festival} break and reopening, {month} {year}",
    paragraphs: [
      "Dear Parents, the school remains closed for {festival} and reopens on {laterLong}.",
      "Students complete the {subject} worksheet given in class during the break. The {exam} syllabus remains as announced.",
      "Kindly ensure your ward celebrates safely; eco-friendly celebrations are encouraged.",
    ],
  },
  {
    category: "Circular",
    title: "{exam}: syllabus and guidelines for {classes}",
    paragraphs: [
      "The {exam} for {classes} begins on {laterLong}. The syllabus for {subject} and {subject2} is attached below.",
      "Students carry their own stationery; sharing is not permitted. Any student found using unfair means is dealt with under the school's code of conduct.",
      "Parents are requested to ensure adequate rest and a nutritious breakfast during the examination days.",
    ],
  },
  {
    category: "Circular",
    title: "Educational excursion to {outside} for {classes}",
    paragraphs: [
      "An educational excursion to {outside} is organised for {classes} on {laterLong}. The cost of Rs. {amount} covers transport and refreshments.",
      "Students wear the school uniform and carry a water bottle. The buses leave at {time} and return by 3:30 PM.",
      "Consent slips are returned to {teacher} by the date given, with the amount in an envelope.",
    ],
  },
  {
    category: "Circular",
    title: "Safety on school transport: guidelines for {session}",
    paragraphs: [
      "In accordance with the directions of the State Transport Department, the following rules apply to all school buses from {laterLong}.",
      "Students remain seated and do not put their hands or heads out of the windows. Parents receive their ward at the stop on time.",
      "The bus in-charge, {teacher}, may be contacted for any complaint about the route or the driver's conduct.",
    ],
  },
  {
    category: "Circular",
    title: "Summer camp {year}: activities and registration",
    paragraphs: [
      "The school holds a summer camp from {laterLong} for {classes} with {sport}, art and craft, dance and spoken English.",
      "The fee for the camp is Rs. {amount}. Registration closes once {count} students have enrolled.",
      "Students bring a change of clothes and a snack; the camp ends daily at 11:30 AM.",
    ],
  },
  {
    category: "CBSE-Circular",
    title: "CBSE: submission of LOC for the board examination {year}",
    paragraphs: [
      "The Central Board of Secondary Education has notified the schedule for the submission of the List of Candidates for the examination of {year}.",
      "Parents of {classes} verify the particulars of their ward, including name, date of birth and subjects, and sign the verification sheet by {laterLong}.",
      "No change in the particulars is possible once the list has been submitted to the Board.",
    ],
  },
  {
    category: "CBSE-Circular",
    title: "CBSE: guidelines on {subject} internal assessment, {session}",
    paragraphs: [
      "The Board has issued revised guidelines for the internal assessment in {subject} for {session}.",
      "Practical work, projects and the portfolio together carry twenty marks. Schools upload the marks on the Board's portal by {laterLong}.",
      "Students keep their project files ready for inspection by the external examiner.",
    ],
  },
  {
    category: "CBSE-Circular",
    title: "CBSE: sample question papers for {session} released",
    paragraphs: [
      "The Board has released the sample question papers and marking schemes for {session} on its academic website.",
      "Teachers of {subject} and {subject2} discuss the papers in class; students practise them under timed conditions.",
      "The pattern follows the competency-based framework of the National Education Policy.",
    ],
  },
  {
    category: "CBSE-Circular",
    title: "CBSE: Expression Series on {day}",
    paragraphs: [
      "The Board invites students of {classes} to take part in the Expression Series on {day} through essays, poems and paintings.",
      "Entries are uploaded by the school by {laterLong}; {teacher} coordinates the school's entries.",
      "Certificates of participation are issued by the Board to all participants.",
    ],
  },
  {
    category: "Circular",
    title: "{competition} for {classes} on {later}",
    paragraphs: [
      "Dear Parents, the {competition} for {classes} is held on {laterLong} in {place}, with {house} as the host house this year.",
      "Participants give their names to {teacher} and prepare within the theme announced in the assembly. Each entry is judged on content, presentation and time.",
      "Winners receive certificates at the assembly that follows; the house points count towards the rolling trophy.",
    ],
  },
  {
    category: "Circular",
    title: "Class {class}: {subject} worksheet and assessment in {month} {year}",
    paragraphs: [
      "The {subject} assessment of Class {class} covers the chapters taught until {laterLong}. Worksheets are shared on the school app each Friday.",
      "Students who were absent collect the missed worksheets from {teacher} and complete them in the remedial period.",
      "Marks of the assessment are entered in the diary; parents sign the entry by the following Monday.",
    ],
  },
  {
    category: "Circular",
    title: "{day} {year}: programme and dress code",
    paragraphs: [
      "The school observes {day} on {laterLong}. The special assembly in {place} begins at {time} with {guest} as the chief guest.",
      "Students of {classes} present the programme; others come in {house} colours.",
      "Parents who wish to attend are seated by {time}; parking is available at the back gate.",
    ],
  },
  {
    category: "Circular",
    title: "Health advisory: {month} {year}",
    paragraphs: [
      "With cases of seasonal fever reported in {month}, parents are requested to keep a child with fever at home and inform the class teacher.",
      "Students carry a water bottle and a handkerchief; the school nurse, under the guidance of {guest}, checks the classes of {classes} on {laterLong}.",
      "Mosquito repellent may be applied at home; full-sleeved uniforms are allowed until further notice.",
    ],
  },
  {
    category: "CBSE-Circular",
    title: "CBSE: {competition} under the Fit India movement, Class {class}",
    paragraphs: [
      "The Board has asked schools to hold the {competition} for Class {class} and report the participation by {laterLong}.",
      "{teacher} coordinates the school's entries; students register with the class teacher.",
      "The best entries of the school are sent to the Regional Office, Chandigarh.",
    ],
  },
  {
    category: "Datesheet",
    title: "Datesheet: {exam} {session}, {classes}",
    paragraphs: [
      "The {exam} for {classes} is held as per the schedule below, beginning {laterLong}.",
      "Papers begin at {time}. Students reach school fifteen minutes early and carry their admit cards.",
      "On days without a paper, students prepare at home; the school remains open for doubts with {teacher}.",
    ],
  },
  {
    category: "Datesheet",
    title: "Datesheet: practical examinations for Class {class}, {session}",
    paragraphs: [
      "The practical examinations of Class {class} are held as scheduled below, beginning {laterLong}.",
      "Students bring their practical files signed by {teacher}, and wear the lab coat.",
      "The external examiner appointed by the Board conducts the viva in {place}.",
    ],
  },
];

/** Records are drawn until their title is new, at most this many times, then kept as drawn. */
const titleTries = 12;

function distinct<T extends { title: string }>(
  taken: Set<string>,
  make: () => T,
  tries = titleTries,
): T {
  let made = make();
  for (let n = 1; n < tries && taken.has(made.title.toLowerCase()); n++) made = make();
  taken.add(made.title.toLowerCase());
  return made;
}

export interface NoticeText {
  category: "NoticeBoard" | "News";
  title: string;
  description: string;
  fromDate: string;
  /** The event a notice speaks of, for some. */
  date: string | null;
  time: string;
  venue: string;
  onHome: boolean;
}

/** `count` notices and news items (about half each), dated over the decade up to its today. */
export function noticeTexts(random: Random, count: number): NoticeText[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, index) =>
    distinct(taken, () => {
      const news = index % 2 === 1;
      const fromDate = dayBetween(random, decadeStart, decadeToday);
      const words = wordsFor(random, fromDate);
      const template = random.pick(news ? newsTemplates : noticeTemplates);
      const withEvent = !news && random.chance(0.3);
      return {
        category: news ? "News" : "NoticeBoard",
        title: fill(template.title, words),
        description: fill(template.description, words),
        fromDate,
        date: withEvent ? addDays(fromDate, random.int(3, 20)) : null,
        time: withEvent ? (words.time as string) : "",
        venue: withEvent ? `In ${words.place}`.replace("In the", "The") : "",
        onHome: !news && random.chance(0.02),
      };
    }),
  );
}

export interface EventText {
  date: string;
  endDate: string | null;
  title: string;
  description: string;
  time: string;
  venue: string;
}

/** `count` events over the whole decade, those after its today in the future. */
export function eventTexts(random: Random, count: number): EventText[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, () =>
    distinct(taken, () => {
      const date = dayBetween(random, decadeStart, decadeEnd);
      const words = wordsFor(random, date);
      const template = random.pick(eventTemplates);
      const long = random.chance(0.1);
      const title = fill(template.title, words);
      return {
        date,
        endDate: long ? addDays(date, random.int(1, 4)) : null,
        // The same event comes back every year: its date tells the years apart.
        title: taken.has(title.toLowerCase()) ? `${title}, ${displayDate(date)}` : title,
        description: fill(template.description, words),
        time: `${words.time} - ${random.pick(["12:30 PM", "1:30 PM", "2:30 PM", "4:00 PM"])}`,
        venue: random.chance(0.7) ? capitalise(words.place as string) : (words.outside as string),
      };
    }),
  );
}

export interface AlbumText {
  category: "PhotoGallery" | "Campus";
  date: string;
  title: string;
  description: string;
}

export function albumTexts(random: Random, count: number): AlbumText[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, () =>
    distinct(taken, () => {
      const date = dayBetween(random, decadeStart, decadeToday);
      const words = wordsFor(random, date);
      const template = random.pick(albumTemplates);
      return {
        category: random.chance(0.9) ? "PhotoGallery" : "Campus",
        date,
        title: fill(template.title, words),
        description: fill(template.description, words),
      };
    }),
  );
}

export interface CircularText {
  category: "Circular" | "CBSE-Circular" | "Datesheet";
  title: string;
  /** The day it was issued (YYYY-MM-DD). */
  day: string;
  /** As the tile shows it: 14.11.26. */
  date: string;
  /** Its number in the school's register, e.g. CIR/2019-20/047. */
  reference: string;
  audience: string[];
  /** The PDF's words: a letter's paragraphs, then a table. */
  paragraphs: string[];
  table: { columns: string[]; rows: string[][] };
}

export function circularTexts(random: Random, count: number): CircularText[] {
  const taken = new Set<string>();
  const numbers = new Map<string, number>();
  return Array.from({ length: count }, () => {
    const made = distinct(taken, () => {
      const day = dayBetween(random, decadeStart, decadeToday);
      const words = wordsFor(random, day);
      const template = random.pick(circularTemplates);
      return { template, day, words, title: fill(template.title, words) };
    });
    const { template, day, words } = made;
    const session = sessionLabel(day);
    const number = (numbers.get(session) ?? 0) + 1;
    numbers.set(session, number);
    const audience = random.chance(0.6)
      ? []
      : classes.filter(() => random.chance(0.25)).slice(0, 4);
    return {
      category: template.category,
      title: made.title,
      day,
      date: dottedDate(day),
      reference: `CIR/${session}/${String(number).padStart(3, "0")}`,
      audience,
      paragraphs: template.paragraphs.map((paragraph) => fill(paragraph, words)),
      table: circularTable(random, template.category, day, words),
    };
  });
}

/** A datesheet's papers, or a circular's schedule: each with its own days and subjects. */
function circularTable(
  random: Random,
  category: CircularText["category"],
  day: string,
  words: Record<string, string>,
): CircularText["table"] {
  const rows: string[][] = [];
  let date = addDays(day, random.int(5, 15));
  for (let n = 0; n < random.int(3, 6); n++) {
    date = addDays(date, random.int(1, 3));
    rows.push(
      category === "Datesheet"
        ? [longDate(date), random.pick(subjects), random.pick(timesOfDay)]
        : [
            longDate(date),
            `${random.pick(classRanges)}: ${random.pick(competitions)}`,
            words.place!,
          ],
    );
  }
  return {
    columns:
      category === "Datesheet" ? ["Date", "Subject", "Reporting"] : ["Date", "What", "Where"],
    rows,
  };
}

/**
 * A parent's consent to show a child, in the register (contracts/records/consents.ts) under the
 * child's admission number.
 */
export interface ConsentText {
  childName: string;
  admissionNumber: string;
  class: string;
  parentName: string;
  method: string;
  givenOn: string;
  uses: string[];
}

export interface BirthdayText {
  name: string;
  class: string;
  dateOfBirth: string;
  /** The child's admission number. */
  children: string[];
  /** Its parent's consent; null for the few whose parents have not given it. */
  consent: ConsentText | null;
}

/** Students aged 3 to 17 on the decade's today, their birthdays spread over the year. */
export function birthdayTexts(random: Random, count: number): BirthdayText[] {
  const todayYear = parseYmd(decadeToday).year;
  const admitted = admissionRegister(unnamedSerialsFrom);
  // Asked for at the start of the session, as the school's form goes out.
  const asked = `${sessionOf(decadeToday).start}-04-01`;
  return Array.from({ length: count }, (_, index) => {
    const age = random.int(3, 17);
    const year = todayYear - age;
    const dateOfBirth = dayBetween(random, ymd(year, 1, 1), ymd(year, 12, 31));
    const grade = age < 6 ? random.pick(["Nursery", "LKG", "UKG"]) : classes[Math.min(11, age - 6)];
    const name = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
    const className = `${grade}-${random.pick(sections)}`;
    // Admitted to Nursery at three.
    const admissionNumber = admitted(year + 3);
    return {
      name,
      class: className,
      dateOfBirth,
      children: [admissionNumber],
      consent: random.chance(0.9)
        ? consentOf(name, admissionNumber, className, asked, index)
        : null,
    };
  });
}

export interface TopperText {
  name: string;
  class: "X" | "XII";
  sessionYear: string;
  division: number | string;
  stream: string;
  /** The topper's admission number. */
  children: string[];
  /** Its parent's consent; null for the few whose parents have not given it. */
  consent: ConsentText | null;
}

/** Board toppers of the sessions 2016-17 to 2025-26, Class X and XII alike. */
export function topperTexts(random: Random, count: number): TopperText[] {
  // Serials of their own, so that the toppers, made apart from the birthdays, never take one
  // of theirs.
  const admitted = admissionRegister(unnamedSerialsFrom + 5000);
  return Array.from({ length: count }, (_, index) => {
    const start = 2016 + (index % 10);
    const score = random.int(850, 998) / 10;
    const name = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
    const className = random.chance(0.5) ? "X" : "XII";
    // Admitted to Nursery twelve or fourteen years before the board year.
    const admissionNumber = admitted(start - (className === "X" ? 12 : 14));
    return {
      name,
      class: className,
      sessionYear: `${start}-${start + 1}`,
      // The backend keeps a percentage as a number or as text; both occur.
      division: random.chance(0.3) ? score.toFixed(1) : score,
      stream: random.pick(["Science", "Commerce", "Humanities", "Science (Medical)"]),
      children: [admissionNumber],
      // Asked for when the results went up, in May.
      consent: random.chance(0.92)
        ? consentOf(name, admissionNumber, className, `${start + 1}-05-15`, index)
        : null,
    };
  });
}

/**
 * Admission numbers by year of admission, each year's serials counted from `firstSerial`: above
 * the named demo children's (admission-numbers.ts), whose consents are in the same register.
 */
function admissionRegister(firstSerial: number): (year: number) => string {
  const next = new Map<number, number>();
  return (year) => {
    const serial = next.get(year) ?? firstSerial;
    next.set(year, serial + 1);
    return admissionNumber(year, serial);
  };
}

/** The `index`th consent given from `asked`: in the first fortnight, for every use. */
function consentOf(
  childName: string,
  admissionNumber: string,
  className: string,
  asked: string,
  index: number,
): ConsentText {
  return {
    childName,
    admissionNumber,
    class: className,
    parentName: parentOf(childName),
    method: consentMethods[index % consentMethods.length] as string,
    givenOn: schoolDay(addDays(asked, index % 12)),
    uses: [...consentUses],
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
