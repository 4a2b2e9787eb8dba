// The notice board: "day" is how many days ago a notice went up (a Sunday moves to Monday).
// Braces name dates: {date+7} is a week after the notice, {ptm} the parent-teacher meeting.

import { fields, para, signatures, table } from "../documents.ts";
import type { DocumentRecord } from "./document.ts";
import type { SharedLetter } from "./letters.ts";
import type { HindiOf } from "./load.ts";

export interface NoticeRecord {
  day: number;
  title: string;
  description: string;
  attachment?: DocumentRecord | SharedLetter;
  hi?: HindiOf<"title" | "description">;
}

export const notices: NoticeRecord[] = [
  {
    day: -2,
    title: "Parent-Teacher Meeting on {ptm}",
    description:
      "Parents are requested to meet the class teachers on {ptm:weekday} to discuss their ward's progress and collect the Holistic Progress Card. Nursery to V from 8:30 AM; VI to X from 10:30 AM.",
    attachment: "ptm-letter",
    hi: {
      title: "अभिभावक-शिक्षक बैठक {ptm} को",
      description:
        "आदरणीय अभिभावकगण से अनुरोध है कि वे {ptm:weekday} को विद्यालय आकर कक्षा-अध्यापकों से अपने पाल्य की प्रगति पर चर्चा करें तथा होलिस्टिक प्रोग्रेस कार्ड प्राप्त करें। नर्सरी से कक्षा V तक सुबह 8:30 बजे से; कक्षा VI से X तक सुबह 10:30 बजे से।",
    },
  },
  {
    day: -8,
    title: "Quarterly fee due by the 20th",
    description:
      "The tuition fee for each quarter (April, July, October and January) is to be paid by the 20th of its first month. A late fee of Rs. 50 per month is charged after the due date. Pay through the school app, at the bank or by online banking.",
    hi: {
      title: "त्रैमासिक शुल्क 20 तारीख तक जमा करें",
      description:
        "प्रत्येक तिमाही (अप्रैल, जुलाई, अक्टूबर और जनवरी) का शिक्षण शुल्क उस तिमाही के पहले महीने की 20 तारीख तक जमा करना अनिवार्य है। नियत तिथि के बाद ₹50 प्रति माह विलंब शुल्क लिया जाएगा। शुल्क विद्यालय ऐप, बैंक अथवा ऑनलाइन बैंकिंग द्वारा जमा किया जा सकता है।",
    },
  },
  {
    day: -16,
    title: "Summer and winter school timings",
    description:
      "Summer (April to October): Classes I to X 7:30 AM to 1:30 PM, Kindergarten 8:30 AM to 12:30 PM. Winter (November to March): Classes I to X 8:30 AM to 2:30 PM, Kindergarten 9:30 AM to 1:30 PM. The first and second Saturdays are holidays for Classes I to X.",
    attachment: {
      file: "notices/school-timings-{date:year}.pdf",
      title: "School Timings",
      reference: "CIR/37",
      letter: "Dear Parents,",
      blocks: [
        para(
          "The school follows the timings below; the change between them is announced a week ahead. Bus timings change accordingly, and the pick-up times are sent through the school app.",
        ),
        para(
          "Students must reach school five minutes before the reporting time. Bus commuters should be at their stop at least five minutes early.",
        ),
        table(
          ["Season", "Section", "Reporting", "Dispersal"],
          [
            ["Summer", "Classes I - X", "7:30 AM", "1:30 PM"],
            ["Summer", "Kindergarten", "8:30 AM", "12:30 PM"],
            ["Winter", "Classes I - X", "8:30 AM", "2:30 PM"],
            ["Winter", "Kindergarten", "9:30 AM", "1:30 PM"],
          ],
          [1.2, 2, 1.4, 1.4],
        ),
      ],
    },
    hi: {
      title: "ग्रीष्मकालीन एवं शीतकालीन विद्यालय समय",
      description:
        "ग्रीष्मकाल (अप्रैल से अक्टूबर): कक्षा I से X सुबह 7:30 बजे से दोपहर 1:30 बजे तक, किंडरगार्टन सुबह 8:30 बजे से दोपहर 12:30 बजे तक। शीतकाल (नवंबर से मार्च): कक्षा I से X सुबह 8:30 बजे से दोपहर 2:30 बजे तक, किंडरगार्टन सुबह 9:30 बजे से दोपहर 1:30 बजे तक। कक्षा I से X के लिए महीने के पहले और दूसरे शनिवार को अवकाश रहेगा।",
    },
  },
  {
    day: -27,
    title: "Verification of student details",
    description:
      "Please check the student detail sheet sent home today (spelling of name, date of birth, parents' names, address, phone numbers), correct it in blue ink if needed, sign it and return it to the class teacher by {date+7}.",
    attachment: {
      file: "notices/student-detail-verification-{date:iso}.pdf",
      title: "Student Detail Verification Form",
      reference: "ADM/12",
      blocks: [
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
    },
    hi: {
      title: "विद्यार्थी विवरण का सत्यापन",
      description:
        "कृपया आज घर भेजे गए विद्यार्थी विवरण पत्रक (नाम की वर्तनी, जन्म तिथि, माता-पिता के नाम, पता, फ़ोन नंबर) की जाँच करें, आवश्यकता हो तो नीली स्याही से सुधार करें, उस पर हस्ताक्षर करें और {date+7} तक कक्षा-अध्यापक को लौटा दें।",
    },
  },
  {
    day: -39,
    title: "Bus route 4 extended to Green Park",
    description:
      "From {date+3}, bus no. 4 (Jawahar Nagar - Canal Colony) will also stop at Green Park Gate 1 at 7:05 AM and Green Park Market at 7:10 AM. Parents who wish to use the new stops may apply at the transport desk.",
    attachment: {
      file: "notices/bus-route-4-{date:iso}.pdf",
      title: "Revised Route: Bus No. 4",
      reference: "TRN/8",
      letter: "Dear Parents,",
      blocks: [
        para(
          "With effect from {date+3:weekday}, the route of bus no. 4 (PB-99-S-1104) is extended to Green Park. The stops and timings are given below; the return trip follows the reverse order.",
        ),
        para(
          "For changes of stop, please contact {transportIncharge}, Transport In-charge, at the transport desk between 9:00 AM and 12:00 noon.",
        ),
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
    },
    hi: {
      title: "बस रूट 4 का ग्रीन पार्क तक विस्तार",
      description:
        "{date+3} से बस संख्या 4 (जवाहर नगर - कैनाल कॉलोनी) ग्रीन पार्क गेट 1 पर सुबह 7:05 बजे तथा ग्रीन पार्क मार्केट पर सुबह 7:10 बजे भी रुकेगी। जो अभिभावक नए स्टॉप का उपयोग करना चाहते हैं, वे ट्रांसपोर्ट डेस्क पर आवेदन कर सकते हैं।",
    },
  },
  {
    day: -53,
    title: "Return of library books",
    description:
      "Students of Classes III to X must return all library books by {date+10} for the library's stock verification. Books are issued for two weeks; a fine is charged for late return.",
  },
  {
    day: -70,
    title: "Health check-up for Nursery to Class V",
    description:
      "The school health team of the Civil Hospital will hold the annual health check-up (dental, eyes, height and weight) on {date+6}. Please send a copy of your child's vaccination record in a folder.",
    attachment: {
      file: "notices/health-check-up-{date:iso}.pdf",
      title: "Annual Health Check-up: Nursery to Class V",
      reference: "CIR/26",
      letter: "Dear Parents,",
      blocks: [
        para(
          "The school health team of the Civil Hospital, {city}, will examine the children of Nursery to Class V on {date+6:weekday}. The check-up covers teeth, eyes, ears, height, weight and general health.",
        ),
        para(
          "Please send a copy of the vaccination record, and a note if your child has any allergy or takes regular medicine. A report will be sent home in the diary; the school nurse will call parents if a follow-up is advised.",
        ),
      ],
    },
  },
  {
    day: -92,
    title: "Lost and found",
    description:
      "Water bottles, tiffins, sweaters, a blue school blazer (size 30) and a pair of spectacles found on the campus are kept at the reception. Items not claimed by {date+14} will be given to the Heart Basket drive.",
  },
  {
    day: -125,
    title: "No mobile phones or smart watches",
    description:
      "As per school rules, students may not bring mobile phones, smart watches or other gadgets to school or on the school bus. A device found with a student is kept by the school and returned only to a parent at the end of the term.",
  },
];
