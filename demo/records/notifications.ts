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
    hi: {
      title: "सत्र {admissionSession} के लिए प्रवेश प्रारंभ",
      description:
        "नर्सरी से कक्षा IX तथा कक्षा XI के लिए पंजीकरण प्रारंभ हो गया है। नर्सरी में प्रवेश बातचीत (इंटरैक्शन) के आधार पर होगा; अन्य कक्षाओं में प्रवेश परीक्षा एवं मेरिट के आधार पर।",
      urlTitle: "ऑनलाइन पंजीकरण करें",
    },
  },
  {
    title: "Parent-Teacher Meeting on {ptm}",
    description:
      "Meet your child's teachers and collect the Holistic Progress Card. Nursery to V from 8:30 AM; VI to X from 10:30 AM.",
    picture: { file: "ptm-{ptm:iso}.jpg", subject: "meeting" },
    url: "",
    urlTitle: "",
    attachment: "ptm-letter",
    hi: {
      title: "अभिभावक-शिक्षक बैठक {ptm} को",
      description:
        "अपने बच्चे के शिक्षकों से मिलें और होलिस्टिक प्रोग्रेस कार्ड प्राप्त करें। नर्सरी से कक्षा V तक सुबह 8:30 बजे से; कक्षा VI से X तक सुबह 10:30 बजे से।",
    },
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
    hi: {
      title: "सत्र {admissionSession} के लिए ऑनलाइन पंजीकरण प्रारंभ हो गया है। पंजीकरण के लिए यहाँ क्लिक करें।",
    },
  },
];
