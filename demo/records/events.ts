// The school calendar: "day" is the event's distance from today, so that some events are past,
// one is today and several are still to come. The parent-teacher meeting is named: notices
// and circulars refer to its date.

import type { SubjectName } from "../pictures/subjects.ts";
import type { HindiOf } from "./load.ts";

export interface EventRecord {
  day: number;
  /** A name other records use for this event's date. */
  id?: "ptm";
  title: string;
  description: string;
  time: string;
  venue: string;
  picture: SubjectName;
  hi?: HindiOf<"title" | "description" | "venue">;
}

export const events: EventRecord[] = [
  {
    day: -52,
    title: "Inter-House Quiz Competition",
    description:
      "Teams of four from Emerald, Topaz, Ruby and Sapphire Houses compete in six rounds: current affairs, science, sports, Punjab's heritage, a visual round and a rapid-fire round. Classes VI to VIII watch from the gallery.",
    time: "10:00 AM",
    venue: "School Auditorium",
    picture: "quiz",
  },
  {
    day: -38,
    title: "Cyber Safety Workshop for Classes VIII-X",
    description:
      "An officer of the district cyber cell talks to students about strong passwords, online gaming scams, sharing photos safely and how to report cyber-bullying. Parents are welcome to attend the last half hour.",
    time: "11:00 AM",
    venue: "Audio-Visual Room",
    picture: "computer-lab",
  },
  {
    day: -24,
    title: "Grandparents' Day",
    description:
      "Children of Nursery to Class II invite their grandparents for a morning of songs, a skit on 'Stories from Nani's time', games and a shared snack. Grandparents are requested to arrive by 9:30 AM.",
    time: "9:30 AM",
    venue: "Kindergarten Courtyard",
    picture: "family",
  },
  {
    day: -12,
    title: "Inter-House Basketball Tournament",
    description:
      "Boys' and girls' teams of Classes VII to X play league matches; the finals are on the last day. House captains should submit team lists to the PTI by the day before.",
    time: "8:30 AM",
    venue: "Basketball Court",
    picture: "sports",
  },
  {
    day: -4,
    title: "Book Fair in the School Library",
    description:
      "Over 2,000 titles in English, Hindi and Punjabi from four publishers, at a school discount of 15%. Classes visit the fair during their library period; parents may visit after 12:30 PM.",
    time: "9:00 AM",
    venue: "School Library",
    picture: "library",
  },
  {
    day: 0,
    title: "Career Counselling for Class X",
    description:
      "Choosing a stream for Class XI: a session on Non-Medical, Medical and Commerce, subject combinations, and careers in design, law and the armed forces, followed by questions from students and parents.",
    time: "10:00 AM",
    venue: "School Auditorium",
    picture: "workshop",
  },
  {
    day: 5,
    title: "Blood Donation Camp",
    description:
      "Organised with the Civil Hospital's blood bank. Parents, teachers and alumni above 18 years of age may donate; donors should have had breakfast and bring a photo ID. Refreshments are served to every donor.",
    time: "9:00 AM",
    venue: "Activity Hall",
    picture: "health",
  },
  {
    day: 12,
    id: "ptm",
    title: "Parent-Teacher Meeting",
    description:
      "Parents meet the class teacher and subject teachers to discuss their child's progress and collect the Holistic Progress Card. Meetings are by class: Nursery to V from 8:30 AM, VI to X from 10:30 AM.",
    time: "8:30 AM",
    venue: "Respective Classrooms",
    picture: "meeting",
  },
  {
    day: 26,
    title: "Art and Craft Exhibition 'Rang Tarang'",
    description:
      "Paintings, phulkari embroidery, clay work and models made from waste material by students of all classes. The best entries will be displayed in the school foyer for the rest of the term.",
    time: "10:00 AM",
    venue: "Activity Hall",
    picture: "art-room",
  },
  {
    day: 40,
    title: "Inter-House Declamation (Hindi and Punjabi)",
    description:
      "Students of Classes VI to X speak on 'Mother tongue, mother's love' and 'Technology and our traditions'. Each speaker has three minutes; judges include two guest teachers from neighbouring schools.",
    time: "10:00 AM",
    venue: "School Auditorium",
    picture: "debate",
  },
];
