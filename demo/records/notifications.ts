// The home page's pop-up notifications and the online-registration line.

import type { SubjectName } from "../pictures/subjects.ts";
import type { SharedLetter } from "./letters.ts";
import type { HindiOf } from "./load.ts";

export interface NotificationRecord {
  title: string;
  description: string;
  /** The picture's file under notifications/, and what it shows. */
  picture: { file: string; subject: SubjectName };
  url: string;
  urlTitle: string;
  attachment?: SharedLetter;
  hi?: HindiOf<"title" | "description" | "urlTitle">;
}

export const notifications: NotificationRecord[] = [
  {
    title: "Admissions open for the session {admissionSession}",
    description:
      "Registration for Nursery to Class IX and Class XI is now open. Nursery admission is by interaction; other classes by an admission test and merit.",
    picture: { file: "admissions-{admissionSession}.jpg", subject: "campus" },
    url: "{registrationUrl}",
    urlTitle: "Register Online",
  },
  {
    title: "Parent-Teacher Meeting on {ptm}",
    description:
      "Meet your child's teachers and collect the Holistic Progress Card. Nursery to V from 8:30 AM; VI to X from 10:30 AM.",
    picture: { file: "ptm-{ptm:iso}.jpg", subject: "meeting" },
    url: "",
    urlTitle: "",
    attachment: "ptm-letter",
  },
];

export const onlineRegistrations: {
  title: string;
  url: string;
  attachment: SharedLetter;
  hi?: HindiOf<"title">;
}[] = [
  {
    title: "Online Registration for Session {admissionSession} is open. Click here to register.",
    url: "{registrationUrl}",
    attachment: "registration-instructions",
  },
];
