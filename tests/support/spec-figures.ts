// The figures and tables of spec section 9, written once for the content tests and the browser
// tests. A test compares a page with these, so a page may word its prose as the school likes,
// but a figure that differs from the spec fails.

/** Fee structure 2025-26, monthly (Rs.); /SchoolFees and /Feestructure show the same table. */
export const fees2025: [string, number][] = [
  ["Nur-UKG", 4667],
  ["1st", 5063],
  ["2nd", 5096],
  ["3rd", 5130],
  ["4th", 5163],
  ["5th", 5196],
  ["6th", 5247],
  ["7th", 5777],
  ["8th", 5843],
  ["9th", 5910],
  ["10th", 6360],
];

/** Fee structure 2024-25, monthly (Rs.), by class group. */
export const fees2024: [string, number][] = [
  ["Nur-UKG", 4334],
  ["I-V", 4580],
  ["VI-VIII", 5244],
  ["IX-X", 5860],
];

/** Senior secondary monthly fees 2026-27 (Rs.): stream, without IT, with IT. */
export const seniorSecondaryFees: [string, number, number][] = [
  ["Non-Medical", 7860, 8030],
  ["Medical", 8020, 8030],
  ["Commerce", 7590, 7760],
];

/** Class XI entrance exams and their first allotments. */
export const entranceExams: [string, string][] = [
  ["Nov 8 2025", "Nov 15 2025"],
  ["Nov 22 2025", "Nov 29 2025"],
  ["Dec 27 2025", "Jan 10 2026"],
];

export const classXI = {
  registrationOpens: "September 8, 2025",
  secondAllotment: "Jan 17 2026",
  thirdAllotment: "Jan 24 2026",
};

/** Student strength: class, sections, students. */
export const studentStrength: [string, number, number][] = [
  ["Nursery", 2, 45],
  ["LKG", 3, 74],
  ["UKG", 4, 123],
  ["I", 4, 157],
  ["II", 5, 163],
  ["III", 5, 185],
  ["IV", 5, 190],
  ["V", 5, 200],
  ["VI", 5, 186],
  ["VII", 5, 177],
  ["VIII", 4, 158],
  ["IX", 3, 118],
  ["X", 3, 114],
];

/** School hours, 24-hour clock: summer, winter. */
export const schoolHours = {
  classesItoX: { summer: "7:30-13:30", winter: "8:30-14:30" },
  kindergarten: { summer: "8:30-12:30", winter: "9:30-13:30" },
};

/** Our Uniqueness: value and label, in the spec's order. */
export const uniqueness: [string, RegExp][] = [
  ["10,912 sq m", /campus/i],
  ["60+", /classrooms/i],
  ["200+", /CCTV/i],
  ["1,200", /auditorium/i],
  ["5,720 sq m", /playground/i],
  ["5", /labs/i],
  ["7", /buses/i],
  ["1,800+", /students/i],
  ["80+", /educators/i],
  ["12,000+", /library books/i],
];

/** Home statistics, the other reading of the school figures. */
export const homeStatistics: [string, RegExp][] = [
  ["1900+", /students/i],
  ["90+", /staff/i],
  ["65+", /classrooms/i],
  ["1:21", /ratio/i],
];

/**
 * Staff page counts per tab. The teaching list holds everyone the disclosure counts (its 95
 * teachers, the principal, the special educator and the counsellor), for both are drawn from
 * the one staff register (decision 254): spec 9's 95 rows and 98 teachers cannot both hold.
 */
export const staffCounts = { teaching: 98, office: 6, nonTeaching: 37 };

/**
 * CBSE disclosure D: teaching staff. The total is the sum of the rows under it (spec 9's 98 is
 * not), and the ratio divides it by the demo's 40 sections (spec 9's "22:1" reads as pupils per
 * teacher, which is not what the row asks; decision 254).
 */
export const disclosureStaff: [string, string][] = [
  ["Principal", "1"],
  ["Total No. of Teachers", "95"],
  ["PGT", "10"],
  ["TGT", "38"],
  ["PRT", "29"],
  ["NTT", "5"],
  ["PTI", "6"],
  ["Others", "7"],
  ["Teachers Section Ratio", "2.38:1"],
  ["Details of Special Educator", "1"],
  ["Details of Counsellor and Wellness Teacher", "1"],
];

/** CBSE disclosure E: infrastructure. */
export const disclosureInfrastructure: [string, string][] = [
  ["Total Campus Area of the School", "13076.4 m²"],
  ["No. and Size of the Classrooms (in sq m)", "60 (552)"],
  ["No. and Size of Laboratories including Computer Labs (in sq m)", "6 (1450)"],
  ["Internet Facility", "Yes"],
  ["No. of Girls' Toilets", "47"],
  ["No. of Boys' Toilets", "30"],
];

/** The classes of the book lists, holidays homework and (in another order) e-publications. */
export const nurseryToX = [
  "Nursery",
  "LKG",
  "UKG",
  ...["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"].map((c) => `Class ${c}`),
];

/** The main menu's top-level entries, in order (spec 2.5). */
export const mainMenuEntries = [
  "Home",
  "About Us",
  "Admission",
  "Academics",
  "Gallery",
  "Events",
  "CBSE",
  "Alumni",
  "Contact Us",
  "Career",
];

/** The month abbreviations of dates and month filters (spec 9). */
export const monthAbbreviations = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];
