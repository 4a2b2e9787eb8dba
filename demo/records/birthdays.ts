// Students' birthdays: "day" is the birthday's distance from today (0 is today), "age" the age
// they turn then. Four have their birthday today, so the home page always greets someone.

import type { PortraitStyle } from "../pictures/portraits.ts";

export interface BirthdayRecord {
  name: string;
  style: PortraitStyle;
  age: number;
  day: number;
  section: string;
}

export const birthdays: BirthdayRecord[] = [
  { name: "Amaira Bedi", style: "girl", age: 13, day: 0, section: "B" },
  { name: "Fatehjeet Singh", style: "boy-patka", age: 10, day: 0, section: "A" },
  { name: "Kiara Malhotra", style: "girl", age: 6, day: 0, section: "C" },
  { name: "Yuvraj Saini", style: "boy", age: 14, day: 0, section: "D" },
  { name: "Noor Kaur Grewal", style: "girl", age: 9, day: 1, section: "A" },
  { name: "Advik Jain", style: "boy", age: 7, day: 2, section: "B" },
  { name: "Simar Kaur", style: "girl", age: 16, day: -1, section: "A" },
  { name: "Ayaan Bhatia", style: "boy", age: 15, day: 6, section: "C" },
  { name: "Jasmehar Singh", style: "boy-patka", age: 12, day: 15, section: "D" },
  { name: "Ira Chawla", style: "girl", age: 11, day: -22, section: "B" },
  { name: "Parth Aggarwal", style: "boy", age: 17, day: 45, section: "A" },
  { name: "Saanvi Rana", style: "girl", age: 5, day: 93, section: "A" },
  { name: "Tegbir Singh Sahota", style: "boy-patka", age: 8, day: -140, section: "C" },
];
