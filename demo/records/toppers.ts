// Board toppers of the last three board years: "sessionsAgo" 0 is the latest results.

import type { PortraitStyle } from "../pictures/portraits.ts";

export interface TopperRecord {
  name: string;
  style: PortraitStyle;
  class: "X" | "XII";
  sessionsAgo: 0 | 1 | 2;
  /** The backend keeps a division as a number or as text; both occur. */
  division: number | string;
  stream: string;
}

export const toppers: TopperRecord[] = [
  {
    name: "Jasleen Kaur Sandhu",
    style: "girl",
    class: "X",
    sessionsAgo: 2,
    division: 96.8,
    stream: "Science",
  },
  {
    name: "Vihaan Arora",
    style: "boy",
    class: "X",
    sessionsAgo: 2,
    division: "95.4",
    stream: "Commerce",
  },
  {
    name: "Mehak Sharma",
    style: "girl",
    class: "X",
    sessionsAgo: 2,
    division: 94.2,
    stream: "Humanities",
  },
  {
    name: "Gurkirat Singh Gill",
    style: "boy-patka",
    class: "X",
    sessionsAgo: 1,
    division: "97.6",
    stream: "Science",
  },
  {
    name: "Ananya Kapoor",
    style: "girl",
    class: "X",
    sessionsAgo: 1,
    division: 96.4,
    stream: "Science",
  },
  {
    name: "Rohan Verma",
    style: "boy",
    class: "X",
    sessionsAgo: 1,
    division: 95.8,
    stream: "Commerce",
  },
  {
    name: "Navya Sood",
    style: "girl",
    class: "X",
    sessionsAgo: 1,
    division: "95.2",
    stream: "Humanities",
  },
  {
    name: "Harnoor Kaur",
    style: "girl",
    class: "X",
    sessionsAgo: 0,
    division: 98.2,
    stream: "Science",
  },
  {
    name: "Aarav Bansal",
    style: "boy",
    class: "X",
    sessionsAgo: 0,
    division: "97.4",
    stream: "Science",
  },
  {
    name: "Sahibjot Kaur",
    style: "girl",
    class: "X",
    sessionsAgo: 0,
    division: 96.6,
    stream: "Commerce",
  },
  {
    name: "Ishmeet Singh",
    style: "boy-patka",
    class: "X",
    sessionsAgo: 0,
    division: "95.8",
    stream: "Science",
  },
  {
    name: "Tanvi Goyal",
    style: "girl",
    class: "X",
    sessionsAgo: 0,
    division: 95,
    stream: "Humanities",
  },
  {
    name: "Kabir Khanna",
    style: "boy",
    class: "XII",
    sessionsAgo: 0,
    division: 97.4,
    stream: "Non-Medical",
  },
  {
    name: "Prisha Jindal",
    style: "girl",
    class: "XII",
    sessionsAgo: 0,
    division: "96.2",
    stream: "Medical",
  },
];
