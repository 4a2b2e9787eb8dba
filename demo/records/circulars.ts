// Circulars, CBSE circulars and datesheets: "day" is how many days ago each was issued (a
// Sunday moves to Monday). Each is one PDF; a datesheet's dates follow from its own date.

import { bullets, para, table } from "../documents.ts";
import type { DocumentRecord } from "./document.ts";
import type { HindiOf } from "./load.ts";

export interface CircularRecord {
  category: "Circular" | "CBSE-Circular" | "Datesheet";
  day: number;
  title: string;
  document: Omit<DocumentRecord, "file" | "title"> & { title?: string };
  hi?: HindiOf<"title">;
}

export const circulars: CircularRecord[] = [
  {
    category: "Circular",
    day: -3,
    title: "Parent-Teacher Meeting on {ptm}",
    document: {
      title: "Parent-Teacher Meeting on {ptm:long}",
      reference: "CIR",
      letter: "Dear Parents,",
      blocks: [
        para(
          "A Parent-Teacher Meeting for all classes will be held on {ptm:weekday}. Holistic Progress Cards will be given to parents only.",
        ),
        para(
          "Parents of students with pending dues are requested to clear them at the fee counter before meeting the teachers.",
        ),
      ],
    },
    hi: { title: "{ptm} को अभिभावक-शिक्षक बैठक" },
  },
  {
    category: "Circular",
    day: -12,
    title: "School uniform for the season",
    document: {
      reference: "CIR",
      letter: "Dear Parents,",
      blocks: [
        para(
          "Summer uniform (April to October): sky-blue half-sleeved shirt with the school monogram and navy trousers, shorts or skirt. House dress is worn on Wednesdays and Saturdays.",
        ),
        para(
          "Winter uniform (November to March): white full-sleeved shirt, navy trousers or skirt, school tie, navy pullover and navy blazer for Classes VI to X. Kindergarten children wear the school tracksuit.",
        ),
        para(
          "Please mark every item with your child's name. Uniform is available at the school uniform counter from 8:00 AM to 2:00 PM.",
        ),
      ],
    },
    hi: { title: "मौसम के अनुसार विद्यालय गणवेश" },
  },
  {
    category: "Circular",
    day: -25,
    title: "Fee deposit for the coming quarter",
    document: {
      reference: "ACC",
      letter: "Dear Parents,",
      blocks: [
        para(
          "Fees are paid quarterly in advance, in April, July, October and January, by the 20th of the first month of the quarter. A late fee of Rs. 50 per month is charged after that.",
        ),
        para(
          "Pay through the school app, at the bank (cheque or cash) or by online banking. Keep the pay-in slips for two years.",
        ),
      ],
    },
  },
  {
    category: "Circular",
    day: -41,
    title: "Inter-House competitions this term",
    document: {
      reference: "ACT",
      letter: "Dear Students and Parents,",
      blocks: [
        para(
          "The inter-house competitions of this term are listed below. House mistresses will announce the teams in the house meetings.",
        ),
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
    },
  },
  {
    category: "Circular",
    day: -66,
    title: "Safe travel on school buses",
    document: {
      reference: "TRN",
      letter: "Dear Parents,",
      blocks: [
        para(
          "The safety of our children on the road is a shared responsibility. Please go through these guidelines with your child.",
        ),
        bullets([
          "Be at the bus stop at least five minutes before the pick-up time; the bus does not wait.",
          "Children of Nursery to Class II are handed over only to a parent or an authorised person with the pick-up card.",
          "Stay seated, keep hands and head inside, and follow the instructions of the bus attendant.",
          "Any change of stop needs a written request at the transport desk, three working days in advance.",
        ]),
      ],
    },
  },
  {
    category: "CBSE-Circular",
    day: -6,
    title: "CBSE: Registration of students of Classes IX and XI",
    document: {
      reference: "CBSE",
      letter: "Dear Parents,",
      blocks: [
        para(
          "As directed by the Central Board of Secondary Education, the registration of students of Classes IX and XI for the coming board examinations is being done by the school.",
        ),
        para(
          "Parents must check the student's name, parents' names, date of birth and subjects on the registration data sheet and sign it. Corrections are not possible after the data is submitted to the Board.",
        ),
      ],
    },
    hi: { title: "सीबीएसई: कक्षा IX और XI के विद्यार्थियों का पंजीकरण" },
  },
  {
    category: "CBSE-Circular",
    day: -20,
    title: "CBSE: List of Candidates for the Board Examinations {boardYear}",
    document: {
      reference: "CBSE",
      letter: "Dear Parents,",
      blocks: [
        para(
          "The Board has asked schools to submit the List of Candidates (LOC) of Classes X and XII for the examinations of {boardYear}. Parents of Class X will receive the data sheet through the class teacher.",
        ),
        para(
          "Please verify every detail, especially the spelling of names and the subject codes, and return the signed sheet within three days.",
        ),
      ],
    },
    hi: { title: "सीबीएसई: बोर्ड परीक्षा {boardYear} के परीक्षार्थियों की सूची" },
  },
  {
    category: "CBSE-Circular",
    day: -48,
    title: "CBSE: Capacity building programmes for teachers",
    document: {
      reference: "CBSE",
      letter: "Dear Teachers,",
      blocks: [
        para(
          "The Board's Centre of Excellence has announced its capacity building programmes for this term. Every teacher is required to complete at least 50 hours of professional development in the year.",
        ),
        para(
          "Teachers are nominated by the school for the sessions on competency-based assessment, art-integrated learning and the Holistic Progress Card.",
        ),
      ],
    },
  },
  {
    category: "CBSE-Circular",
    day: -85,
    title: "CBSE: Prevention of bullying in schools",
    document: {
      reference: "CBSE",
      letter: "Dear Parents,",
      blocks: [
        para(
          "In line with the Board's guidelines, the school has an Anti-Bullying Committee headed by the Vice Principal, with the counsellor, two teachers and two parent members.",
        ),
        para(
          "Any student or parent may report bullying in confidence to the class teacher, the counsellor or through the complaint box outside the library. Every complaint is looked into within three working days.",
        ),
      ],
    },
  },
  {
    category: "Datesheet",
    day: -5,
    title: "Datesheet: Periodic Test (Classes III to IX)",
    document: {
      reference: "EXM",
      signed: true,
      blocks: [
        para(
          "The periodic test will be held in the first two periods; classes continue as usual after the test. The syllabus has been shared in the school diary.",
        ),
        {
          kind: "datesheet",
          startDay: 12,
          subjects: [
            "English",
            "Mathematics",
            "Hindi",
            "Science / EVS",
            "Social Science",
            "Punjabi",
          ],
        },
      ],
    },
    hi: { title: "डेटशीट: आवधिक परीक्षा (कक्षा III से IX)" },
  },
  {
    category: "Datesheet",
    day: -18,
    title: "Datesheet: Pre-Board Examination (Class X)",
    document: {
      reference: "EXM",
      signed: true,
      blocks: [
        para(
          "The pre-board examination follows the CBSE pattern; each paper is of three hours, from 9:00 AM to 12:00 noon. Students must carry their admit cards.",
        ),
        {
          kind: "datesheet",
          startDay: 30,
          subjects: [
            "English Language and Literature",
            "Science",
            "Hindi Course B / Punjabi",
            "Mathematics (Standard / Basic)",
            "Social Science",
            "Information Technology (402)",
          ],
        },
      ],
    },
    hi: { title: "डेटशीट: प्री-बोर्ड परीक्षा (कक्षा X)" },
  },
  {
    category: "Datesheet",
    day: -30,
    title: "Datesheet: Term Assessment (Classes I and II)",
    document: {
      reference: "EXM",
      signed: true,
      blocks: [
        para(
          "Assessments for Classes I and II are short and activity-based; children go home at the usual time.",
        ),
        {
          kind: "datesheet",
          startDay: 10,
          subjects: [
            "English (oral and written)",
            "Mathematics",
            "Hindi",
            "Punjabi",
            "General Knowledge",
          ],
        },
      ],
    },
  },
];
