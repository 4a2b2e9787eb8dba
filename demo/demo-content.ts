// The demo school's records, every date relative to `today`, and the list of files they refer
// to. Building the plan is cheap and writes nothing; demo-school.ts renders the files and
// inserts the rows.

import { createHash, randomBytes } from "node:crypto";
import { site } from "../content/site.ts";
import {
  bookListClasses,
  heroSlides,
  publicFilePath,
  publicFiles,
  siteImages,
} from "../content/public-files.ts";
import type * as t from "../server/db/schema.ts";
import {
  addDays,
  addMonths,
  displayDate,
  dottedDate,
  lastOccurrence,
  longDate,
  monthName,
  parseYmd,
  schoolDay,
  sessionOf,
  slashDate,
  weekday,
  weekdayDate,
  ymd,
} from "./dates.ts";
import {
  bullets,
  fields,
  heading,
  makeDoc,
  para,
  principalSignature,
  publicDocument,
  signatures,
  table,
  transferCertificateDoc,
  type DocContext,
  type TcDetails,
} from "./documents.ts";
import type { PortraitStyle } from "./pictures/portraits.ts";
import { birthdays as birthdayRecords } from "./records/birthdays.ts";
import { events as eventRecords } from "./records/events.ts";
import { birthDate, dayFrom } from "./records/load.ts";
import type { SubjectName } from "./pictures/subjects.ts";
import { demoTransferCertificates, leadership } from "../content/people.ts";
import type { PdfDocumentSpec } from "./pdfs.ts";

// ---------------------------------------------------------------------------------------------
// The plan

export type FileJob = { store: "files" | "privateFiles"; path: string } & (
  | { kind: "scene"; seed: string; theme?: SubjectName; width?: number; height?: number }
  | { kind: "portrait"; seed: string; style?: PortraitStyle; neutral?: boolean }
  | { kind: "placeholder"; placeholder: "coming-soon" | "news" | "event" | "gallery"; seed: string }
  | { kind: "pdf"; doc: PdfDocumentSpec }
  | { kind: "certificate-image"; tc: TcDetails; schoolName: string }
);

type Row<T extends { $inferInsert: unknown }> = Omit<T["$inferInsert"], "schoolId" | "id">;

export interface DemoRecords {
  onlineRegistrations: Row<typeof t.onlineRegistrations>[];
  highlights: Row<typeof t.highlights>[];
  news: Row<typeof t.news>[];
  events: Row<typeof t.events>[];
  messages: Row<typeof t.messages>[];
  toppers: Row<typeof t.toppers>[];
  galleries: Row<typeof t.galleries>[];
  birthdays: Row<typeof t.birthdays>[];
  notifications: Row<typeof t.notifications>[];
  circulars: Row<typeof t.circulars>[];
  videos: Row<typeof t.videos>[];
  transferCertificates: Row<typeof t.transferCertificates>[];
}

export interface DemoPlan {
  files: FileJob[];
  records: DemoRecords;
}

export const grades = [...bookListClasses, "XI", "XII"];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A made-up, stable 11-character video id in YouTube's alphabet. */
export function videoId(seed: string): string {
  return createHash("sha256").update(`video:${seed}`).digest("base64url").slice(0, 11);
}

// ---------------------------------------------------------------------------------------------

export function buildDemoPlan(options: {
  schoolCode: string;
  schoolName: string;
  today: string;
}): DemoPlan {
  const { schoolCode: code, schoolName, today } = options;
  const T = parseYmd(today);
  const ctx: DocContext = { schoolName, today };
  const session = sessionOf(today);
  const admissionStart = T.month >= 7 ? T.year + 1 : T.year;
  const admissionSession = `${admissionStart}-${String((admissionStart + 1) % 100).padStart(2, "0")}`;
  const files: FileJob[] = [];
  const up = (path: string) => `${code}/uploads/${path}`;
  const scene = (
    path: string,
    seed: string,
    theme?: SubjectName,
    width?: number,
    height?: number,
  ) => {
    const full = up(path);
    files.push({ store: "files", path: full, kind: "scene", seed, theme, width, height });
    return full;
  };
  const portrait = (path: string, seed: string, style?: PortraitStyle) => {
    const full = up(path);
    files.push({ store: "files", path: full, kind: "portrait", seed, style });
    return full;
  };
  const pdfFile = (path: string, doc: PdfDocumentSpec) => {
    const full = up(path);
    if (!files.some((f) => f.path === full))
      files.push({ store: "files", path: full, kind: "pdf", doc });
    return full;
  };
  const letter = (
    title: string,
    date: string,
    ref: string,
    paragraphs: string[],
    extra: ReturnType<typeof table | typeof bullets>[] = [],
    salutation = "Dear Parents,",
  ) =>
    makeDoc(
      ctx,
      title,
      date,
      [
        para(salutation),
        ...paragraphs.map(para),
        ...extra,
        para("With warm regards,"),
        principalSignature(),
      ],
      { reference: ref },
    );
  const refNo = (kind: string, date: string, n: number) =>
    `Ref: HLC/${kind}/${parseYmd(date).year}/${String(n).padStart(3, "0")}`;

  // --- Static public files ----------------------------------------------------------------------
  for (const file of publicFiles) {
    const path = publicFilePath(code, file.path);
    if (file.kind === "pdf") {
      files.push({ store: "files", path, kind: "pdf", doc: publicDocument(ctx, file.path) });
    }
  }
  const slideThemes: SubjectName[] = [
    "campus",
    "assembly",
    "stage",
    "sports",
    "library",
    "exhibition",
  ];
  heroSlides.forEach((path, i) =>
    files.push({
      store: "files",
      path: publicFilePath(code, path),
      kind: "scene",
      seed: `slide-${i + 1}`,
      theme: slideThemes[i],
      width: 1600,
      height: 700,
    }),
  );
  const placeholders: [string, "coming-soon" | "news" | "event" | "gallery"][] = [
    [siteImages.comingSoon, "coming-soon"],
    [siteImages.defaultNews, "news"],
    [siteImages.defaultEvent, "event"],
    [siteImages.placeholderGallery, "gallery"],
  ];
  for (const [path, placeholder] of placeholders) {
    files.push({
      store: "files",
      path: publicFilePath(code, path),
      kind: "placeholder",
      placeholder,
      seed: path,
    });
  }
  files.push({
    store: "files",
    path: publicFilePath(code, siteImages.dummyTopper),
    kind: "portrait",
    seed: "dummy-topper",
    style: "boy",
    neutral: true,
  });
  files.push({
    store: "files",
    path: publicFilePath(code, siteImages.principalFallback),
    kind: "portrait",
    seed: "principal-fallback",
    style: "sister",
    neutral: true,
  });

  // --- Events (needed first: notices refer to the parent-teacher meeting) -------------------------
  const ptmEvent = eventRecords.find((e) => e.id === "ptm");
  if (!ptmEvent) throw new Error("The demo events have no parent-teacher meeting");
  const ptmDate = dayFrom(today, ptmEvent.day, { schoolDay: true });
  const events: DemoRecords["events"] = eventRecords.map((e, i) => {
    const date = dayFrom(today, e.day, { schoolDay: true });
    return {
      position: i,
      date,
      title: e.title,
      description: e.description,
      time: e.time,
      venue: e.venue,
      images: [scene(`events/${date}-${slug(e.title)}.jpg`, `event:${e.title}`, e.picture)],
      attachments: [],
    };
  });

  // --- Documents shared by several records ---------------------------------------------------------
  const ptmNoticeDate = addDays(today, -2);
  const ptmPdf = pdfFile(
    `notices/ptm-${ptmDate}.pdf`,
    letter(
      `Parent-Teacher Meeting on ${longDate(ptmDate)}`,
      ptmNoticeDate,
      refNo("CIR", ptmNoticeDate, 41),
      [
        `A Parent-Teacher Meeting will be held on ${weekdayDate(ptmDate)} for all classes. Please meet the class teacher and the subject teachers of your ward to discuss the progress made this term and collect the Holistic Progress Card.`,
        "Kindly bring the PTM slip pasted in the school diary. Students should come in school uniform with their parents. Parking is available on the playground side; please use Gate 2.",
      ],
      [
        table(
          ["Classes", "Time", "Where"],
          [
            ["Nursery - UKG", "8:30 - 10:30 AM", "Kindergarten block"],
            ["I - V", "8:30 - 11:30 AM", "Respective classrooms"],
            ["VI - X", "10:30 AM - 1:00 PM", "Respective classrooms"],
          ],
          [2, 2, 3],
        ),
      ],
    ),
  );
  const registrationPdf = pdfFile(
    `registration/registration-instructions-${admissionSession}.pdf`,
    makeDoc(ctx, `Registration Instructions - Session ${admissionSession}`, addDays(today, -20), [
      para(
        `Registration for admission to Nursery to Class IX and Class XI for the session ${admissionSession} is open online and at the school office. Please read these instructions before you fill in the form.`,
      ),
      heading("How to register online"),
      bullets(
        [
          `Open ${site.links.onlineRegistration} and create an account with the parent's mobile number and e-mail address.`,
          "Fill in the child's details exactly as on the birth certificate, and the parents' details.",
          "Upload a recent passport-size photograph of the child, the birth certificate and the Aadhaar card of the child (JPEG or PDF, up to 1 MB each).",
          "Pay the registration fee of Rs. 1,000 online. The fee is not refundable.",
          "Download the acknowledgement with the registration number and keep it for the interaction or admission test.",
        ],
        true,
      ),
      heading("Age and eligibility"),
      bullets([
        "Nursery: 3 years as on 31 March of the admission year. There is no test; the child and parents are invited for an interaction.",
        "Other classes: admission test in English, Mathematics and Hindi, subject to vacant seats; age as per government guidelines.",
        "Class XI: Medical and Non-Medical need at least 70%, Commerce at least 65% to sit the entrance examination.",
      ]),
      heading("Please note"),
      bullets([
        "One form per applicant per year; the form is not transferable. Incorrect or incomplete information disqualifies the applicant.",
        "The admission fee is due within 7 working days of confirmation; an admission not taken within 10 days is not reconsidered.",
        `For help, write to ${site.email} or call ${site.phones[0]} (9:00 AM - 1:00 PM, Monday to Saturday).`,
      ]),
      principalSignature(),
    ]),
  );

  // --- Notice board (news, category NoticeBoard) ---------------------------------------------------
  const noticeOffsets = [2, 8, 16, 27, 39, 53, 70, 92, 125];
  const nd = noticeOffsets.map((d) => schoolDay(addDays(today, -d)));
  const feeMonth = (() => {
    const { year, month, day } = parseYmd(nd[1] as string);
    const quarterStarts = [1, 4, 7, 10];
    if (quarterStarts.includes(month) && day <= 15) return { year, month };
    const nextStart = quarterStarts.find((m) => m > month);
    return nextStart ? { year, month: nextStart } : { year: year + 1, month: 1 };
  })();
  const feeEnd = parseYmd(addMonths(ymd(feeMonth.year, feeMonth.month, 1), 2));
  const winter = (date: string) => {
    const m = parseYmd(date).month;
    return m >= 11 || m <= 3;
  };
  const timingSeason = winter(nd[2] as string) ? "winter" : "summer";
  const notices: { title: string; description: string; attachment?: string }[] = [
    {
      title: `Parent-Teacher Meeting on ${displayDate(ptmDate)}`,
      description: `Parents are requested to meet the class teachers on ${weekdayDate(ptmDate)} to discuss their ward's progress and collect the Holistic Progress Card. Nursery to V from 8:30 AM; VI to X from 10:30 AM.`,
      attachment: ptmPdf,
    },
    {
      title: `Fee for ${monthName(feeMonth.month)} - ${monthName(feeEnd.month)} due by 20 ${monthName(feeMonth.month)}`,
      description: `The tuition fee for the quarter ${monthName(feeMonth.month)} to ${monthName(feeEnd.month)} ${feeEnd.year} is to be paid by 20 ${monthName(feeMonth.month)}. A late fee of Rs. 50 per month is charged after the due date. Pay through the school app, at the bank or by online banking.`,
    },
    {
      title: `${timingSeason === "winter" ? "Winter" : "Summer"} school timings`,
      description:
        timingSeason === "winter"
          ? "Classes I to X: 8:30 AM to 2:30 PM. Kindergarten: 9:30 AM to 1:30 PM. The first and second Saturdays are holidays for Classes I to X; every Saturday is a holiday for Kindergarten."
          : "Classes I to X: 7:30 AM to 1:30 PM. Kindergarten: 8:30 AM to 12:30 PM. The first and second Saturdays are holidays for Classes I to X; every Saturday is a holiday for Kindergarten.",
      attachment: pdfFile(
        `notices/${timingSeason}-timings-${parseYmd(nd[2] as string).year}.pdf`,
        letter(
          `${timingSeason === "winter" ? "Winter" : "Summer"} School Timings`,
          nd[2] as string,
          refNo("CIR", nd[2] as string, 37),
          [
            `The school will follow the ${timingSeason} timings given below until further notice. Bus timings change accordingly; the revised pick-up times have been sent through the school app.`,
            "Students must reach school five minutes before the reporting time. Bus commuters should be at their stop at least five minutes early.",
          ],
          [
            table(
              ["Section", "Reporting", "Dispersal"],
              timingSeason === "winter"
                ? [
                    ["Classes I - X", "8:30 AM", "2:30 PM"],
                    ["Kindergarten", "9:30 AM", "1:30 PM"],
                  ]
                : [
                    ["Classes I - X", "7:30 AM", "1:30 PM"],
                    ["Kindergarten", "8:30 AM", "12:30 PM"],
                  ],
              [2, 1.5, 1.5],
            ),
          ],
        ),
      ),
    },
    {
      title: "Verification of student details",
      description: `Please check the student detail sheet sent home today (spelling of name, date of birth, parents' names, address, phone numbers), correct it in blue ink if needed, sign it and return it to the class teacher by ${displayDate(addDays(nd[3] as string, 7))}.`,
      attachment: pdfFile(
        `notices/student-detail-verification-${nd[3]}.pdf`,
        makeDoc(
          ctx,
          "Student Detail Verification Form",
          nd[3] as string,
          [
            para(
              "These details are used for the report card, the transfer certificate and CBSE registration. Please write in capital letters and sign at the end.",
            ),
            fields([
              ["Student's name (as in the birth certificate)", ""],
              ["Class and section", ""],
              ["Admission number", ""],
              ["Date of birth (DD/MM/YYYY)", ""],
              ["Mother's name", ""],
              ["Father's / Guardian's name", ""],
              ["Residential address", ""],
              ["Mobile numbers (mother / father)", ""],
              ["E-mail address", ""],
              ["Blood group", ""],
            ]),
            signatures("Signature of parent", "Class teacher"),
          ],
          { reference: refNo("ADM", nd[3] as string, 12) },
        ),
      ),
    },
    {
      title: "Bus route 4 extended to Green Park",
      description: `From ${displayDate(addDays(nd[4] as string, 3))}, bus no. 4 (Jawahar Nagar - Canal Colony) will also stop at Green Park Gate 1 at 7:05 AM and Green Park Market at 7:10 AM. Parents who wish to use the new stops may apply at the transport desk.`,
      attachment: pdfFile(
        `notices/bus-route-4-${nd[4]}.pdf`,
        letter(
          "Revised Route: Bus No. 4",
          nd[4] as string,
          refNo("TRN", nd[4] as string, 8),
          [
            `With effect from ${weekdayDate(addDays(nd[4] as string, 3))}, the route of bus no. 4 (PB-99-S-1104) is extended to Green Park. The stops and timings are given below; the return trip follows the reverse order.`,
            `For changes of stop, please contact ${leadership.transportIncharge.name}, Transport In-charge, at the transport desk between 9:00 AM and 12:00 noon.`,
          ],
          [
            table(
              ["Stop", "Pick-up"],
              [
                ["Jawahar Nagar Chowk", "6:50 AM"],
                ["Green Park Gate 1", "7:05 AM"],
                ["Green Park Market", "7:10 AM"],
                ["Canal Colony", "7:18 AM"],
                ["School", "7:28 AM"],
              ],
              [3, 1],
            ),
          ],
        ),
      ),
    },
    {
      title: "Return of library books",
      description: `Students of Classes III to X must return all library books by ${displayDate(addDays(nd[5] as string, 10))} for the library's stock verification. Books are issued for two weeks; a fine is charged for late return.`,
    },
    {
      title: "Health check-up for Nursery to Class V",
      description: `The school health team of the Civil Hospital will hold the annual health check-up (dental, eyes, height and weight) on ${displayDate(schoolDay(addDays(nd[6] as string, 6)))}. Please send a copy of your child's vaccination record in a folder.`,
      attachment: pdfFile(
        `notices/health-check-up-${nd[6]}.pdf`,
        letter(
          "Annual Health Check-up: Nursery to Class V",
          nd[6] as string,
          refNo("CIR", nd[6] as string, 26),
          [
            `The school health team of the Civil Hospital, Amberpur, will examine the children of Nursery to Class V on ${weekdayDate(schoolDay(addDays(nd[6] as string, 6)))}. The check-up covers teeth, eyes, ears, height, weight and general health.`,
            "Please send a copy of the vaccination record, and a note if your child has any allergy or takes regular medicine. A report will be sent home in the diary; the school nurse will call parents if a follow-up is advised.",
          ],
        ),
      ),
    },
    {
      title: "Lost and found",
      description: `Water bottles, tiffins, sweaters, a blue school blazer (size 30) and a pair of spectacles found on the campus are kept at the reception. Items not claimed by ${displayDate(addDays(nd[7] as string, 14))} will be given to the Heart Basket drive.`,
    },
    {
      title: "No mobile phones or smart watches",
      description:
        "As per school rules, students may not bring mobile phones, smart watches or other gadgets to school or on the school bus. A device found with a student is kept by the school and returned only to a parent at the end of the term.",
    },
  ];
  const noticeRows: DemoRecords["news"] = notices.map((n, i) => ({
    position: i,
    category: "NoticeBoard",
    fromDate: nd[i] as string,
    date: nd[i] as string,
    title: n.title,
    description: n.description,
    attachments: n.attachment ? [n.attachment] : [],
    image: [],
    time: "",
    venue: "",
  }));

  // --- News ----------------------------------------------------------------------------------------
  const newsOffsets = [1, 4, 9, 14, 21, 30, 44, 60, 78, 101, 140, 190];
  const newsDates = newsOffsets.map((d) => schoolDay(addDays(today, -d)));
  const newsTexts: {
    title: string;
    description: string;
    themes: SubjectName[];
    time?: string;
    venue?: string;
    attachment?: (date: string) => string;
  }[] = [
    {
      title: "Robotics team wins the Inter-School RoboFest",
      description:
        "Our Class VIII team 'Lamp Bots' (Gurnoor Singh, Aanya Sharma, Devansh Goyal and Ishpreet Kaur) won the line-follower challenge among 26 schools, completing the course in 38 seconds. The team was coached by the ATL in-charge.",
      themes: ["exhibition", "celebration"],
      time: "10:00 AM",
      venue: "Greenfield Public School, Amberpur",
    },
    {
      title: "Heart Basket: 1,200 kg of food grains for Asha Niketan",
      description:
        "Students, parents and staff contributed 1,200 kg of wheat flour, rice and pulses in the Heart Basket drive. The Class IX Satsewa team delivered them to Asha Niketan, a home for the elderly, and spent the morning singing with the residents.",
      themes: ["assembly"],
    },
    {
      title: "Mehr Kaur Brar of IX-B selected for the State Chess Championship",
      description:
        "Mehr Kaur Brar won all seven rounds of the District Under-15 Chess Championship and will represent Amberpur at the state level. The school congratulates her and her coach on this achievement.",
      themes: ["celebration"],
    },
    {
      title: "Workshop on mental health and well-being for teachers",
      description:
        "Dr. Anjali Saini, clinical psychologist, led a workshop for 90 teachers on spotting signs of stress in children, listening without judging, and when to refer a child to the counsellor. Teachers practised short Mindful Time routines to use in class.",
      themes: ["classroom"],
      time: "9:00 AM",
      venue: "School Auditorium",
    },
    {
      title: "Book Bloom: 350 new titles in the library",
      description:
        "The library has added 350 new books this term, including Punjabi and Hindi story books for the junior classes and reference books for Classes IX and X. Students donated 120 of them through the Book Bloom exchange.",
      themes: ["library", "library"],
    },
    {
      title: "School band shines at the District Youth Festival",
      description:
        "The 33-member school band won second prize in the instrumental category at the District Youth Festival, playing a medley of patriotic songs and a Punjabi folk tune arranged by our music teachers.",
      themes: ["stage", "celebration"],
      time: "11:30 AM",
      venue: "Town Hall, Amberpur",
    },
    {
      title: "Class X visits the Regional Science Centre",
      description:
        "Students of Class X spent a day at the Regional Science Centre, where they saw the energy park, a planetarium show on the solar system and live demonstrations on electricity and magnetism that connect with their syllabus.",
      themes: ["exhibition"],
    },
    {
      title: "Inter-House Debate: Ruby House lifts the trophy",
      description:
        "Ruby House won the Inter-House Debate on 'Social media brings us closer' with a sharp rebuttal round. Best speaker: Prabhleen Kaur (X-A); best interjector: Arnav Khurana (IX-C).",
      themes: ["stage"],
      time: "10:00 AM",
      venue: "School Auditorium",
      attachment: (date) =>
        pdfFile(
          `news/inter-house-debate-results-${date}.pdf`,
          letter(
            "Inter-House Debate: Results",
            date,
            refNo("ACT", date, 19),
            [
              "The Inter-House Debate for Classes VIII to X was held on the motion 'Social media brings us closer'. The results are given below. The school thanks the judges and congratulates every speaker.",
            ],
            [
              table(
                ["Position", "House", "Points"],
                [
                  ["First", "Ruby", "86"],
                  ["Second", "Sapphire", "81"],
                  ["Third", "Emerald", "77"],
                  ["Fourth", "Topaz", "72"],
                ],
                [1, 1, 1],
              ),
              bullets([
                "Best speaker: Prabhleen Kaur (X-A, Ruby)",
                "Best interjector: Arnav Khurana (IX-C, Sapphire)",
              ]),
            ],
            "Dear Students,",
          ),
        ),
    },
    {
      title: "Eco Echo club builds a rainwater harvesting model",
      description:
        "The Eco Echo club of Classes VI and VII built a working model of rooftop rainwater harvesting, which now collects water from the kindergarten block's roof for the school garden.",
      themes: ["garden", "garden"],
    },
    {
      title: "Merit scholarships for 14 students",
      description:
        "Fourteen students who scored 97% or above in their annual results were awarded the Merit Scholarship, a 100% tuition fee waiver for the year, at a special assembly.",
      themes: ["assembly"],
      attachment: (date) =>
        pdfFile(
          `news/merit-scholarships-${date}.pdf`,
          makeDoc(
            ctx,
            "Merit Scholarship Awardees",
            date,
            [
              para(
                "Students who scored 97% or above in the annual results are awarded a 100% tuition fee waiver for the year.",
              ),
              table(
                ["S.No.", "Name", "Class", "Score"],
                [
                  ["1", "Anvi Sachdeva", "III-C", "98.6%"],
                  ["2", "Manreet Kaur", "VI-A", "98.2%"],
                  ["3", "Shaurya Kalra", "II-B", "98.0%"],
                  ["4", "Aarohi Nanda", "V-E", "97.9%"],
                  ["5", "Sukhmani Kaur", "VII-D", "97.8%"],
                  ["6", "Vedant Bhalla", "IX-B", "97.6%"],
                  ["7", "Navjot Singh", "IV-A", "97.5%"],
                  ["8", "Tanishka Jain", "VIII-C", "97.4%"],
                  ["9", "Ekamjot Kaur", "III-A", "97.4%"],
                  ["10", "Daksh Mittal", "VI-B", "97.3%"],
                  ["11", "Riya Thakur", "VII-A", "97.2%"],
                  ["12", "Armaan Gill", "V-C", "97.1%"],
                  ["13", "Kavya Dogra", "IV-D", "97.0%"],
                  ["14", "Jaskaran Singh", "VIII-A", "97.0%"],
                ],
                [0.6, 2.4, 1, 1],
              ),
              principalSignature(),
            ],
            { reference: refNo("ACD", date, 7) },
          ),
        ),
    },
    {
      title: "Lingua Lift: Punjabi Kavita Path",
      description:
        "Students of Classes III to VIII recited poems in Punjabi at the Lingua Lift Kavita Path. Gurleen Kaur (V-B) and Harsimran Singh (VIII-A) won first prizes in the junior and senior groups.",
      themes: ["stage"],
      time: "9:30 AM",
      venue: "School Auditorium",
    },
    {
      title: "School newsletter 'Little Steps Big Dreams' released",
      description:
        "The Manager released this year's school newsletter, written and illustrated by students and teachers. It covers the year's events, achievements, art and writing from every class.",
      themes: ["campus"],
      attachment: (date) =>
        pdfFile(
          `news/newsletter-release-${date}.pdf`,
          makeDoc(ctx, "Little Steps Big Dreams - Newsletter Contents", date, [
            para("Our school newsletter is a record of a year of learning and fun. In this issue:"),
            bullets(
              [
                "From the Principal's desk",
                "Achievements: board results, sports and olympiads",
                "Eco Echo: our green campus",
                "Young writers: stories and poems from Classes III to X",
                "Art gallery: paintings and phulkari work",
                "Satsewa and Heart Basket: serving our neighbours",
                "Photo pages: Investiture Ceremony, Sports Meet, Annual Day",
              ],
              true,
            ),
            para(
              "Printed copies are available at the library; the digital edition is on the Newsletter page of the school website.",
            ),
            principalSignature(),
          ]),
        ),
    },
  ];
  const newsRows: DemoRecords["news"] = newsTexts.map((n, i) => {
    const date = newsDates[i] as string;
    return {
      position: i,
      category: "News",
      fromDate: date,
      date,
      title: n.title,
      description: n.description,
      attachments: n.attachment ? [n.attachment(date)] : [],
      image: n.themes.map((theme, k) =>
        scene(`news/${date}-${slug(n.title)}-${k + 1}.jpg`, `news:${n.title}:${k}`, theme),
      ),
      time: n.time ?? "",
      venue: n.venue ?? "",
    };
  });

  // --- Circulars -------------------------------------------------------------------------------
  const nextBoardYear = session.start + 1;
  const datesheetRows = (start: string, subjects: string[]) => {
    const rows: string[][] = [];
    let day = schoolDay(start);
    for (const subject of subjects) {
      rows.push([
        slashDate(day),
        ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][
          weekday(day)
        ] as string,
        subject,
      ]);
      day = schoolDay(addDays(day, 2));
    }
    return rows;
  };
  const circularSpecs: {
    category: string;
    offset: number;
    title: string;
    build: (date: string, n: number) => PdfDocumentSpec;
  }[] = [
    {
      category: "Circular",
      offset: 3,
      title: `Parent-Teacher Meeting on ${displayDate(ptmDate)}`,
      build: (date, n) =>
        letter(`Parent-Teacher Meeting on ${longDate(ptmDate)}`, date, refNo("CIR", date, n), [
          `A Parent-Teacher Meeting for all classes will be held on ${weekdayDate(ptmDate)}. Holistic Progress Cards will be given to parents only.`,
          "Parents of students with pending dues are requested to clear them at the fee counter before meeting the teachers.",
        ]),
    },
    {
      category: "Circular",
      offset: 12,
      title: "School uniform for the season",
      build: (date, n) =>
        letter("School Uniform for the Season", date, refNo("CIR", date, n), [
          winter(date)
            ? "Students will wear the winter uniform from Monday: white full-sleeved shirt, navy trousers or skirt, school tie, navy pullover and navy blazer for Classes VI to X. Kindergarten children will wear the school tracksuit."
            : "Students will wear the summer uniform from Monday: sky-blue half-sleeved shirt with the school monogram and navy trousers, shorts or skirt. House dress is worn on Wednesdays and Saturdays.",
          "Please mark every item with your child's name. Uniform is available at the school uniform counter from 8:00 AM to 2:00 PM.",
        ]),
    },
    {
      category: "Circular",
      offset: 25,
      title: "Fee deposit for the coming quarter",
      build: (date, n) =>
        letter("Fee Deposit for the Coming Quarter", date, refNo("ACC", date, n), [
          "Fees are paid quarterly in advance, in April, July, October and January, by the 20th of the first month of the quarter. A late fee of Rs. 50 per month is charged after that.",
          "Pay through the school app, at the bank (cheque or cash) or by online banking. Keep the pay-in slips for two years.",
        ]),
    },
    {
      category: "Circular",
      offset: 41,
      title: "Inter-House competitions this term",
      build: (date, n) =>
        letter(
          "Inter-House Competitions This Term",
          date,
          refNo("ACT", date, n),
          [
            "The inter-house competitions of this term are listed below. House mistresses will announce the teams in the house meetings.",
          ],
          [
            table(
              ["Competition", "Classes", "Week"],
              [
                ["Quiz", "VI - VIII", "Week 2"],
                ["Declamation (Hindi and Punjabi)", "VI - X", "Week 3"],
                ["Basketball", "VII - X", "Weeks 3-4"],
                ["Rang Tarang art exhibition", "All classes", "Week 5"],
                ["Story telling", "I - II", "Week 5"],
              ],
              [3, 1.5, 1.5],
            ),
          ],
          "Dear Students and Parents,",
        ),
    },
    {
      category: "Circular",
      offset: 66,
      title: "Safe travel on school buses",
      build: (date, n) =>
        letter(
          "Safe Travel on School Buses",
          date,
          refNo("TRN", date, n),
          [
            "The safety of our children on the road is a shared responsibility. Please go through these guidelines with your child.",
          ],
          [
            bullets([
              "Be at the bus stop at least five minutes before the pick-up time; the bus does not wait.",
              "Children of Nursery to Class II are handed over only to a parent or an authorised person with the pick-up card.",
              "Stay seated, keep hands and head inside, and follow the instructions of the bus attendant.",
              "Any change of stop needs a written request at the transport desk, three working days in advance.",
            ]),
          ],
        ),
    },
    {
      category: "CBSE-Circular",
      offset: 6,
      title: "CBSE: Registration of students of Classes IX and XI",
      build: (date, n) =>
        letter(
          "CBSE: Registration of Students of Classes IX and XI",
          date,
          refNo("CBSE", date, n),
          [
            "As directed by the Central Board of Secondary Education, the registration of students of Classes IX and XI for the coming board examinations is being done by the school.",
            "Parents must check the student's name, parents' names, date of birth and subjects on the registration data sheet and sign it. Corrections are not possible after the data is submitted to the Board.",
          ],
        ),
    },
    {
      category: "CBSE-Circular",
      offset: 20,
      title: `CBSE: List of Candidates for the Board Examinations ${nextBoardYear}`,
      build: (date, n) =>
        letter(
          `CBSE: List of Candidates for the Board Examinations ${nextBoardYear}`,
          date,
          refNo("CBSE", date, n),
          [
            `The Board has asked schools to submit the List of Candidates (LOC) of Classes X and XII for the examinations of ${nextBoardYear}. Parents of Class X will receive the data sheet through the class teacher.`,
            "Please verify every detail, especially the spelling of names and the subject codes, and return the signed sheet within three days.",
          ],
        ),
    },
    {
      category: "CBSE-Circular",
      offset: 48,
      title: "CBSE: Capacity building programmes for teachers",
      build: (date, n) =>
        letter(
          "CBSE: Capacity Building Programmes for Teachers",
          date,
          refNo("CBSE", date, n),
          [
            "The Board's Centre of Excellence has announced its capacity building programmes for this term. Every teacher is required to complete at least 50 hours of professional development in the year.",
            "Teachers are nominated by the school for the sessions on competency-based assessment, art-integrated learning and the Holistic Progress Card.",
          ],
          [],
          "Dear Teachers,",
        ),
    },
    {
      category: "CBSE-Circular",
      offset: 85,
      title: "CBSE: Prevention of bullying in schools",
      build: (date, n) =>
        letter("CBSE: Prevention of Bullying in Schools", date, refNo("CBSE", date, n), [
          "In line with the Board's guidelines, the school has an Anti-Bullying Committee headed by the Vice Principal, with the counsellor, two teachers and two parent members.",
          "Any student or parent may report bullying in confidence to the class teacher, the counsellor or through the complaint box outside the library. Every complaint is looked into within three working days.",
        ]),
    },
    {
      category: "Datesheet",
      offset: 5,
      title: "Datesheet: Periodic Test (Classes III to IX)",
      build: (date, n) =>
        makeDoc(
          ctx,
          "Datesheet: Periodic Test (Classes III to IX)",
          date,
          [
            para(
              "The periodic test will be held in the first two periods; classes continue as usual after the test. The syllabus has been shared in the school diary.",
            ),
            table(
              ["Date", "Day", "Subject"],
              datesheetRows(addDays(date, 12), [
                "English",
                "Mathematics",
                "Hindi",
                "Science / EVS",
                "Social Science",
                "Punjabi",
              ]),
              [1.2, 1.2, 3],
            ),
            principalSignature(),
          ],
          { reference: refNo("EXM", date, n) },
        ),
    },
    {
      category: "Datesheet",
      offset: 18,
      title: "Datesheet: Pre-Board Examination (Class X)",
      build: (date, n) =>
        makeDoc(
          ctx,
          "Datesheet: Pre-Board Examination (Class X)",
          date,
          [
            para(
              "The pre-board examination follows the CBSE pattern; each paper is of three hours, from 9:00 AM to 12:00 noon. Students must carry their admit cards.",
            ),
            table(
              ["Date", "Day", "Subject"],
              datesheetRows(addDays(date, 30), [
                "English Language and Literature",
                "Science",
                "Hindi Course B / Punjabi",
                "Mathematics (Standard / Basic)",
                "Social Science",
                "Information Technology (402)",
              ]),
              [1.2, 1.2, 3],
            ),
            principalSignature(),
          ],
          { reference: refNo("EXM", date, n) },
        ),
    },
    {
      category: "Datesheet",
      offset: 30,
      title: "Datesheet: Term Assessment (Classes I and II)",
      build: (date, n) =>
        makeDoc(
          ctx,
          "Datesheet: Term Assessment (Classes I and II)",
          date,
          [
            para(
              "Assessments for Classes I and II are short and activity-based; children go home at the usual time.",
            ),
            table(
              ["Date", "Day", "Subject"],
              datesheetRows(addDays(date, 10), [
                "English (oral and written)",
                "Mathematics",
                "Hindi",
                "Punjabi",
                "General Knowledge",
              ]),
              [1.2, 1.2, 3],
            ),
            principalSignature(),
          ],
          { reference: refNo("EXM", date, n) },
        ),
    },
  ];
  const circularRows: DemoRecords["circulars"] = circularSpecs
    .map((c, i) => {
      const date = schoolDay(addDays(today, -c.offset));
      return {
        sortDate: date,
        row: {
          position: 0,
          category: c.category,
          title: c.title,
          date: dottedDate(date),
          attachments: [
            pdfFile(
              `circulars/${slug(c.category)}/${date}-${slug(c.title)}.pdf`,
              c.build(date, 50 - i),
            ),
          ],
        },
      };
    })
    .sort((a, b) => (a.sortDate < b.sortDate ? 1 : -1))
    .map(({ row }, i) => ({ ...row, position: i }));
  const datesheetPath = circularRows.find((c) => c.category === "Datesheet")
    ?.attachments?.[0] as string;

  // --- Highlights (home Notice Board ticker) -----------------------------------------------------
  const quizResultsDate = addDays(today, -21);
  const highlightRows: DemoRecords["highlights"] = [
    {
      title: `Online registration for the session ${admissionSession} is open`,
      description:
        "Register online for Nursery to Class IX and Class XI. Read the instructions before you fill in the form.",
      isNew: true,
      fromDate: addDays(today, -1),
      attachments: [registrationPdf],
      url: site.links.onlineRegistration,
    },
    {
      title: "Datesheet of the Periodic Test released",
      description:
        "Classes III to IX: the test begins in about two weeks. See the Datesheet page for the schedule.",
      isNew: true,
      fromDate: addDays(today, -3),
      attachments: [datesheetPath],
      url: "/Datesheet",
    },
    {
      title: `Parent-Teacher Meeting on ${displayDate(ptmDate)}`,
      description:
        "Meet the teachers and collect the Holistic Progress Card. Nursery to V from 8:30 AM; VI to X from 10:30 AM.",
      isNew: true,
      fromDate: addDays(today, -6),
      attachments: [ptmPdf],
      url: "",
    },
    {
      title: `Class XI admissions ${admissionSession}: streams and eligibility`,
      description:
        "Non-Medical, Medical and Commerce. Medical and Non-Medical need 70%, Commerce 65% to sit the entrance examination.",
      isNew: false,
      fromDate: addDays(today, -10),
      attachments: [],
      url: "/AdmissionXI",
    },
    {
      title: "Pay school fees on the parents' app",
      description:
        "Fees, circulars, attendance and report cards in one place. Download the app and log in with the school code.",
      isNew: false,
      fromDate: addDays(today, -15),
      attachments: [],
      url: site.links.playStore,
    },
    {
      title: "Results of the Inter-House Quiz",
      description:
        "Sapphire House wins the quiz, with Emerald a close second. Congratulations to every participant!",
      isNew: false,
      fromDate: quizResultsDate,
      attachments: [
        pdfFile(
          `highlights/inter-house-quiz-results-${quizResultsDate}.pdf`,
          letter(
            "Inter-House Quiz: Results",
            quizResultsDate,
            refNo("ACT", quizResultsDate, 22),
            [
              "The Inter-House Quiz for Classes VI to VIII was held in six rounds. The final standings are given below.",
            ],
            [
              table(
                ["Position", "House", "Points"],
                [
                  ["First", "Sapphire", "145"],
                  ["Second", "Emerald", "140"],
                  ["Third", "Ruby", "120"],
                  ["Fourth", "Topaz", "105"],
                ],
                [1, 1, 1],
              ),
            ],
            "Dear Students,",
          ),
        ),
      ],
      url: "",
    },
  ].map((h, i) => ({ ...h, position: i }));

  // --- Photo albums ------------------------------------------------------------------------------
  const albumSpecs: {
    base: string;
    date: string;
    photos: number;
    themes: SubjectName[];
    description: string;
    category?: string;
  }[] = [
    {
      base: "Annual Day",
      date: lastOccurrence(today, 12, 6),
      photos: 12,
      themes: ["stage", "stage", "celebration"],
      description:
        "'Roshni - Let Your Light Shine', our Annual Day: a welcome song by the school choir, a Bhangra and Giddha medley, the Class VIII play on the life of our heavenly patron, and the prize distribution for the year's academic and sports achievers.",
    },
    {
      base: "Investiture Ceremony",
      date: lastOccurrence(today, 4, 24),
      photos: 8,
      themes: ["investiture", "investiture", "stage"],
      description:
        "The newly elected Student Council took the oath of office. The Head Boy, Head Girl and the captains of Emerald, Topaz, Ruby and Sapphire Houses received their sashes and badges from the Principal.",
    },
    {
      base: "Sports Meet",
      date: lastOccurrence(today, 11, 15),
      photos: 10,
      themes: ["sports", "sports", "celebration"],
      description:
        "The annual Sports Meet opened with the march past and the lighting of the torch. Races, relays, tug of war and the kindergarten fun races; Emerald House won the overall trophy.",
    },
    {
      base: "Christmas Celebration",
      date: lastOccurrence(today, 12, 23),
      photos: 9,
      themes: ["christmas"],
      description:
        "Carols by the school choir, a nativity play by Class V, Santa's visit for the little ones, and gifts collected by students for the children of a nearby village school.",
    },
    {
      base: "Science Exhibition",
      date: addMonths(lastOccurrence(today, 10, 10), -12),
      photos: 7,
      themes: ["exhibition", "exhibition", "classroom"],
      description:
        "Over 120 working models by students of Classes VI to X: a smart irrigation system, a solar dryer for crops, a model of the water cycle, a robot arm and a volcano that actually erupted.",
    },
    {
      base: "Independence Day",
      date: lastOccurrence(today, 8, 15),
      photos: 6,
      themes: ["independence", "independence", "assembly"],
      description:
        "The Manager unfurled the National Flag. The school band led the march past, students sang patriotic songs, and Class VII presented a skit on the freedom fighters of Punjab.",
    },
    {
      base: "Our Campus",
      date: addDays(today, -200),
      photos: 5,
      themes: ["campus", "library", "garden", "classroom"],
      description:
        "A walk through our campus: classrooms, the library, laboratories, the playground and the gardens.",
      category: "Campus",
    },
  ];
  const galleryRows: DemoRecords["galleries"] = albumSpecs.map((a, i) => {
    const title = a.category ? a.base : `${a.base} ${parseYmd(a.date).year}`;
    const folder = slug(title);
    return {
      position: i,
      category: a.category ?? "PhotoGallery",
      date: a.date,
      title,
      description: a.description,
      attachments: Array.from({ length: a.photos }, (_, k) =>
        scene(
          `gallery/${folder}/${String(k + 1).padStart(2, "0")}.jpg`,
          `gallery:${title}:${k}`,
          a.themes[k % a.themes.length],
        ),
      ),
    };
  });

  // --- Videos ------------------------------------------------------------------------------------
  const albumDate = (base: string) => albumSpecs.find((a) => a.base === base)!.date;
  const videoSpecs: { title: string; date: string; thumb?: SubjectName }[] = [
    {
      title: `Annual Day ${parseYmd(albumDate("Annual Day")).year} - Highlights`,
      date: albumDate("Annual Day"),
      thumb: "stage",
    },
    { title: "Christmas Carols by the School Choir", date: albumDate("Christmas Celebration") },
    {
      title: `Sports Meet ${parseYmd(albumDate("Sports Meet")).year}: March Past`,
      date: albumDate("Sports Meet"),
      thumb: "sports",
    },
    { title: "Independence Day: The School Band", date: albumDate("Independence Day") },
    {
      title: `Investiture Ceremony ${parseYmd(albumDate("Investiture Ceremony")).year}`,
      date: albumDate("Investiture Ceremony"),
      thumb: "investiture",
    },
    { title: "Science Exhibition Walkthrough", date: albumDate("Science Exhibition") },
    { title: "Mindful Time: How Our Day Begins", date: addDays(today, -470), thumb: "assembly" },
    { title: "A Tour of Our Campus", date: addDays(today, -560) },
  ];
  const videoRows: DemoRecords["videos"] = videoSpecs.map((v, i) => ({
    position: i,
    date: v.date,
    title: v.title,
    videoUrl: `https://www.youtube.com/embed/${videoId(v.title)}`,
    attachments: v.thumb
      ? [scene(`videos/${slug(v.title)}.jpg`, `video:${v.title}`, v.thumb, 1280, 720)]
      : [],
  }));

  // --- Toppers -----------------------------------------------------------------------------------
  // The last three board years: in November 2026, the sessions 2023-24 to 2025-26.
  const sessions = [2, 1, 0].map((back) => `${T.year - back - 1}-${T.year - back}`);
  const topperSpecs: [
    name: string,
    style: PortraitStyle,
    division: number | string,
    stream: string,
  ][][] = [
    [
      ["Jasleen Kaur Sandhu", "girl", 96.8, "Science"],
      ["Vihaan Arora", "boy", "95.4", "Commerce"],
      ["Mehak Sharma", "girl", 94.2, "Humanities"],
    ],
    [
      ["Gurkirat Singh Gill", "boy-patka", "97.6", "Science"],
      ["Ananya Kapoor", "girl", 96.4, "Science"],
      ["Rohan Verma", "boy", 95.8, "Commerce"],
      ["Navya Sood", "girl", "95.2", "Humanities"],
    ],
    [
      ["Harnoor Kaur", "girl", 98.2, "Science"],
      ["Aarav Bansal", "boy", "97.4", "Science"],
      ["Sahibjot Kaur", "girl", 96.6, "Commerce"],
      ["Ishmeet Singh", "boy-patka", "95.8", "Science"],
      ["Tanvi Goyal", "girl", 95, "Humanities"],
    ],
  ];
  const topperRows: DemoRecords["toppers"] = [];
  topperSpecs.forEach((group, s) => {
    const sessionYear = sessions[s] as string;
    group.forEach(([name, style, division, stream]) => {
      topperRows.push({
        position: topperRows.length,
        name,
        class: "X",
        sessionYear,
        division,
        stream,
        attachments: [
          portrait(`toppers/${sessionYear}/${slug(name)}.jpg`, `topper:${name}`, style),
        ],
      });
    });
  });
  for (const [name, style, division, stream] of [
    ["Kabir Khanna", "boy", 97.4, "Non-Medical"],
    ["Prisha Jindal", "girl", "96.2", "Medical"],
  ] as [string, PortraitStyle, number | string, string][]) {
    topperRows.push({
      position: topperRows.length,
      name,
      class: "XII",
      sessionYear: sessions[2] as string,
      division,
      stream,
      attachments: [portrait(`toppers/${sessions[2]}/${slug(name)}.jpg`, `topper:${name}`, style)],
    });
  }

  // --- Birthdays ---------------------------------------------------------------------------------
  const birthdayRows: DemoRecords["birthdays"] = birthdayRecords.map((b, i) => {
    const dateOfBirth = birthDate(today, b.day, b.age);
    const year = parseYmd(dateOfBirth).year;
    const gradeIndex = Math.min(grades.length - 1, Math.max(0, session.start - year - 3));
    return {
      position: i,
      name: b.name,
      class: `${grades[gradeIndex]}-${b.section}`,
      dateOfBirth,
      attachments: [portrait(`birthdays/${slug(b.name)}.jpg`, `birthday:${b.name}`, b.style)],
    };
  });

  // --- Leadership messages -----------------------------------------------------------------------
  const messageRows: DemoRecords["messages"] = [
    {
      position: 0,
      category: "Principal",
      name: leadership.principal.name,
      message: [
        "<p>Dear parents and dear children,</p>",
        `<p>Every morning, as the first bell rings and the children walk in through our gates, I am reminded why the ${site.congregation} chose a lamp as our sign. A lamp does not shout. It simply gives light, and in its light others find their way. That is what we hope for every child at ${site.name}: that they grow into people who quietly light up the places they go.</p>`,
        "<p>Since our school opened in 2013, we have tried to hold two things together: <strong>high expectations and deep kindness</strong>. We want our students to master their subjects, to read widely, to speak confidently in English, Hindi and Punjabi, and to meet the CBSE board examinations without fear. We also want them to notice the child who sits alone at lunch, to greet the bus conductor and the gardener by name, and to carry the Heart Basket to a neighbour who needs it.</p>",
        "<p>Our teachers know each child. Mindful Time at the start of the day, the Book Bloom library hour, the robotics and eco clubs, Satsewa visits and our many sports are not extras; they are how character is formed. I ask you, our parents, to be our partners: read with your children, talk with them about their day, and let them make small mistakes at home so that they learn to stand up again.</p>",
        "<p><em>Lead, kindly Light.</em> May these words guide us all through the year ahead.</p>",
        `<p>With prayers and warm regards,<br><strong>${leadership.principal.name}</strong><br>Principal</p>`,
      ].join(""),
      attachments: [portrait("messages/principal.jpg", "message:principal", "sister")],
    },
    {
      position: 1,
      category: "Manager",
      name: leadership.manager.name,
      message: [
        "<p>Dear friends of Holy Lamp,</p>",
        `<p>The ${site.congregation} began their work in ${site.congregationFounded} with a small school for girls who had no other chance to learn. More than one hundred and fifty years later, the same conviction brings us to Amberpur: <strong>education is the surest way to set a person free</strong>, and it must reach every child, whatever their background.</p>`,
        "<p>Our campus has grown: sixty classrooms, laboratories, a library of more than twelve thousand books, an auditorium and a wide playground. Yet buildings are only a shell. What makes a school is the trust between families and teachers, and the care with which each child is known and guided. The management will keep investing in good teachers, safe transport, clean water and green spaces, and in keeping our fees fair and transparent.</p>",
        "<p>I thank our parents for their confidence, our teachers and staff for their generous service, and our students for the joy they bring to these corridors. <em>Together, let us keep the lamp burning.</em></p>",
        `<p>God bless you,<br><strong>${leadership.manager.name}</strong><br>Manager</p>`,
      ].join(""),
      attachments: [portrait("messages/manager.jpg", "message:manager", "sister")],
    },
    {
      position: 2,
      category: "Vice Principal",
      name: leadership.vicePrincipal.name,
      message: [
        "<p>Dear students, parents and teachers,</p>",
        "<p>When we opened our doors in April 2013, we had four classrooms ready, a playground full of stones and 146 children who came in holding their parents' hands. I had the privilege of serving as the school's first Principal until 2021, and I continue to serve the school today. It fills my heart to see what that small beginning has become.</p>",
        "<p>I remember the first Annual Day, held under a shamiana because the auditorium was still being built, and the first batch of Class X who gave the board examination in 2019 and set a standard that every batch since has tried to beat. Most of all, I remember the children: <strong>curious, noisy, brave and good</strong>.</p>",
        "<p>To our students I say: be faithful in small things. Finish your homework, keep your word, say sorry when you are wrong, and help without being asked. These habits, more than any marks, will shape the people you become.</p>",
        `<p>With love and blessings,<br><strong>${leadership.vicePrincipal.name}</strong></p>`,
      ].join(""),
      attachments: [portrait("messages/vice-principal.jpg", "message:vice-principal", "sister")],
    },
  ];

  // --- Notifications (popup) ---------------------------------------------------------------------
  const notificationRows: DemoRecords["notifications"] = [
    {
      position: 0,
      title: `Admissions open for the session ${admissionSession}`,
      description:
        "Registration for Nursery to Class IX and Class XI is now open. Nursery admission is by interaction; other classes by an admission test and merit.",
      image: [
        scene(
          `notifications/admissions-${admissionSession}.jpg`,
          `notification:admissions:${admissionSession}`,
          "campus",
          1200,
          800,
        ),
      ],
      url: site.links.onlineRegistration,
      urlTitle: "Register Online",
      attachments: [],
    },
    {
      position: 1,
      title: `Parent-Teacher Meeting on ${displayDate(ptmDate)}`,
      description:
        "Meet your child's teachers and collect the Holistic Progress Card. Nursery to V from 8:30 AM; VI to X from 10:30 AM.",
      image: [
        scene(
          `notifications/ptm-${ptmDate}.jpg`,
          `notification:ptm:${ptmDate}`,
          "classroom",
          1200,
          800,
        ),
      ],
      url: "",
      urlTitle: "",
      attachments: [ptmPdf],
    },
  ];

  // --- Online registration -------------------------------------------------------------------------
  const registrationRows: DemoRecords["onlineRegistrations"] = [
    {
      position: 0,
      title: `Online Registration for Session ${admissionSession} is open. Click here to register.`,
      url: site.links.onlineRegistration,
      attachments: [registrationPdf],
    },
  ];

  // --- Transfer certificates (private store, unguessable paths) ------------------------------------
  const tcDetails: Omit<TcDetails, "admission" | "name" | "issueDate" | "applicationDate">[] = [
    {
      tcNo: "HLC/TC/0418",
      mother: "Mrs. Rajwinder Kaur Bhullar",
      father: "Mr. Jagdeep Singh Bhullar",
      dateOfBirth: "14/08/2010",
      dateOfBirthWords: "Fourteenth August Two Thousand Ten",
      category: "General",
      admittedOn: "02/04/2019",
      admittedClass: "III",
      lastClass: "IX-A",
      lastExam: "Annual Examination - Passed",
      subjects: "English, Hindi, Mathematics, Science, Social Science, Information Technology",
      promoted: "Yes, to Class X",
      duesPaidUpTo: "March",
      workingDays: "228",
      presentDays: "219",
      games: "Badminton, school choir",
      conduct: "Very good",
      reason: "Family shifting to Ludhiana",
      remarks: "Nil",
    },
    {
      tcNo: "HLC/TC/0422",
      mother: "Mrs. Manjit Kaur Randhawa",
      father: "Mr. Kulwant Singh Randhawa",
      dateOfBirth: "03/01/2008",
      dateOfBirthWords: "Third January Two Thousand Eight",
      category: "General",
      admittedOn: "05/04/2017",
      admittedClass: "IV",
      lastClass: "X-B",
      lastExam: "AISSE (Class X), CBSE - Passed",
      subjects: "English, Punjabi, Mathematics, Science, Social Science, Information Technology",
      promoted: "Yes, to Class XI",
      duesPaidUpTo: "March",
      workingDays: "221",
      presentDays: "210",
      games: "Basketball (school team), Inter-House Quiz",
      conduct: "Good",
      reason: "Completed Class X; admission elsewhere in Class XI (Non-Medical)",
      remarks: "Basketball captain, Sapphire House",
    },
    {
      tcNo: "HLC/TC/0427",
      mother: "Mrs. Pooja Mehra",
      father: "Mr. Sanjeev Mehra",
      dateOfBirth: "22/06/2013",
      dateOfBirthWords: "Twenty-second June Two Thousand Thirteen",
      category: "General",
      admittedOn: "03/04/2020",
      admittedClass: "I",
      lastClass: "VI-C",
      lastExam: "Annual Examination - Passed",
      subjects: "English, Hindi, Punjabi, Mathematics, Science, Social Science, Computer",
      promoted: "Yes, to Class VII",
      duesPaidUpTo: "March",
      workingDays: "226",
      presentDays: "221",
      games: "Kathak, art club",
      conduct: "Very good",
      reason: "Father transferred to Jaipur",
      remarks: "Nil",
    },
    {
      tcNo: "HLC/TC/0431",
      mother: "Mrs. Neha Sethi",
      father: "Mr. Rohit Sethi",
      dateOfBirth: "09/11/2009",
      dateOfBirthWords: "Ninth November Two Thousand Nine",
      category: "General",
      admittedOn: "04/04/2016",
      admittedClass: "I",
      lastClass: "X-A",
      lastExam: "AISSE (Class X), CBSE - Passed",
      subjects: "English, Hindi, Mathematics, Science, Social Science, Information Technology",
      promoted: "Yes, to Class XI",
      duesPaidUpTo: "March",
      workingDays: "221",
      presentDays: "214",
      games: "Athletics (100 m, relay), school band",
      conduct: "Very good",
      reason: "Admission to Class XI (Commerce) in another city",
      remarks: "Member of the school band",
    },
  ];
  const tcIssue = lastOccurrence(today, 4, 12);
  const transferRows: DemoRecords["transferCertificates"] = demoTransferCertificates.map(
    (demo, i) => {
      const tc: TcDetails = {
        ...(tcDetails[i] as (typeof tcDetails)[number]),
        admission: demo.admission,
        name: demo.name,
        issueDate: addDays(tcIssue, i * 3),
        applicationDate: slashDate(addDays(tcIssue, i * 3 - 5)),
      };
      const path = `${code}/tc/${randomBytes(16).toString("hex")}.${demo.file}`;
      files.push(
        demo.file === "pdf"
          ? { store: "privateFiles", path, kind: "pdf", doc: transferCertificateDoc(ctx, tc) }
          : { store: "privateFiles", path, kind: "certificate-image", tc, schoolName },
      );
      return { position: i, admissionNo: demo.admission, studentName: demo.name, filePath: path };
    },
  );

  return {
    files,
    records: {
      onlineRegistrations: registrationRows,
      highlights: highlightRows,
      news: [...noticeRows, ...newsRows],
      events,
      messages: messageRows,
      toppers: topperRows,
      galleries: galleryRows,
      birthdays: birthdayRows,
      notifications: notificationRows,
      circulars: circularRows,
      videos: videoRows,
      transferCertificates: transferRows,
    },
  };
}
