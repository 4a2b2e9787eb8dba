// Documents that several records attach: the parent-teacher meeting's letter and the
// registration instructions. "day" dates them from today.

import { bullets, heading, para, table } from "../documents.ts";
import type { DocumentRecord } from "./document.ts";

export const sharedLetters = {
  "ptm-letter": {
    file: "notices/ptm-{ptm:iso}.pdf",
    title: "Parent-Teacher Meeting on {ptm:long}",
    day: -2,
    reference: "CIR/41",
    letter: "Dear Parents,",
    blocks: [
      para(
        "A Parent-Teacher Meeting will be held on {ptm:weekday} for all classes. Please meet the class teacher and the subject teachers of your ward to discuss the progress made this term and collect the Holistic Progress Card.",
      ),
      para(
        "Kindly bring the PTM slip pasted in the school diary. Students should come in school uniform with their parents. Parking is available on the playground side; please use Gate 2.",
      ),
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
  },
  "registration-instructions": {
    file: "registration/registration-instructions-{admissionSession}.pdf",
    title: "Registration Instructions - Session {admissionSession}",
    day: -20,
    signed: true,
    blocks: [
      para(
        "Registration for admission to Nursery to Class IX and Class XI for the session {admissionSession} is open online and at the school office. Please read these instructions before you fill in the form.",
      ),
      heading("How to register online"),
      bullets(
        [
          "Open {registrationUrl} and create an account with the parent's mobile number and e-mail address.",
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
        "For help, write to {email} or call {phone} (9:00 AM - 1:00 PM, Monday to Saturday).",
      ]),
    ],
  },
} satisfies Record<string, DocumentRecord>;

export type SharedLetter = keyof typeof sharedLetters;
