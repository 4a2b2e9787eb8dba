// Photo albums and videos. A yearly occasion says its day of the year ("on": "12-06", the last
// time it came); anything else says how many days ago it was ("day"). A title gets the year of
// its date where it says {date:year}.

import type { SubjectName } from "../pictures/subjects.ts";
import type { HindiOf } from "./load.ts";

export type When = { on: string; yearsBack?: number } | { day: number };

export interface AlbumRecord {
  id: string;
  when: When;
  title: string;
  category: "PhotoGallery" | "Campus";
  photos: number;
  /** The subjects of the photos, in turn. */
  pictures: SubjectName[];
  description: string;
  hi?: HindiOf<"title" | "description">;
}

export const albums: AlbumRecord[] = [
  {
    id: "annual-day",
    when: { on: "12-06" },
    title: "Annual Day {date:year}",
    category: "PhotoGallery",
    photos: 12,
    pictures: ["stage", "music", "celebration"],
    description:
      "'Roshni - Let Your Light Shine', our Annual Day: a welcome song by the school choir, a Bhangra and Giddha medley, the Class VIII play on the life of our heavenly patron, and the prize distribution for the year's academic and sports achievers.",
  },
  {
    id: "investiture",
    when: { on: "04-24" },
    title: "Investiture Ceremony {date:year}",
    category: "PhotoGallery",
    photos: 8,
    pictures: ["investiture", "investiture", "assembly"],
    description:
      "The newly elected Student Council took the oath of office. The Head Boy, Head Girl and the captains of Emerald, Topaz, Ruby and Sapphire Houses received their sashes and badges from the Principal.",
  },
  {
    id: "sports-meet",
    when: { on: "11-15" },
    title: "Sports Meet {date:year}",
    category: "PhotoGallery",
    photos: 10,
    pictures: ["sports", "sports", "celebration"],
    description:
      "The annual Sports Meet opened with the march past and the lighting of the torch. Races, relays, tug of war and the kindergarten fun races; Emerald House won the overall trophy.",
  },
  {
    id: "christmas",
    when: { on: "12-23" },
    title: "Christmas Celebration {date:year}",
    category: "PhotoGallery",
    photos: 9,
    pictures: ["christmas"],
    description:
      "Carols by the school choir, a nativity play by Class V, Santa's visit for the little ones, and gifts collected by students for the children of a nearby village school.",
  },
  {
    id: "science-exhibition",
    when: { on: "10-10", yearsBack: 1 },
    title: "Science Exhibition {date:year}",
    category: "PhotoGallery",
    photos: 7,
    pictures: ["exhibition", "science", "robotics"],
    description:
      "Over 120 working models by students of Classes VI to X: a smart irrigation system, a solar dryer for crops, a model of the water cycle, a robot arm and a volcano that actually erupted.",
  },
  {
    id: "independence-day",
    when: { on: "08-15" },
    title: "Independence Day {date:year}",
    category: "PhotoGallery",
    photos: 6,
    pictures: ["independence", "independence", "assembly"],
    description:
      "The Manager unfurled the National Flag. The school band led the march past, students sang patriotic songs, and Class VII presented a skit on the freedom fighters of Punjab.",
  },
  {
    id: "campus",
    when: { day: -200 },
    title: "Our Campus",
    category: "Campus",
    photos: 5,
    pictures: ["campus", "library", "chemistry-lab", "sports", "garden"],
    description:
      "A walk through our campus: classrooms, the library, laboratories, the playground and the gardens.",
  },
];

export interface VideoRecord {
  title: string;
  /** The album it was filmed at (its date), or its own date. */
  when: { album: string } | When;
  /** The subject of its thumbnail; none uses the video service's own. */
  thumbnail?: SubjectName;
  hi?: HindiOf<"title">;
}

export const videos: VideoRecord[] = [
  {
    title: "Annual Day {date:year} - Highlights",
    when: { album: "annual-day" },
    thumbnail: "stage",
  },
  { title: "Christmas Carols by the School Choir", when: { album: "christmas" } },
  {
    title: "Sports Meet {date:year}: March Past",
    when: { album: "sports-meet" },
    thumbnail: "sports",
  },
  { title: "Independence Day: The School Band", when: { album: "independence-day" } },
  {
    title: "Investiture Ceremony {date:year}",
    when: { album: "investiture" },
    thumbnail: "investiture",
  },
  { title: "Science Exhibition Walkthrough", when: { album: "science-exhibition" } },
  { title: "Mindful Time: How Our Day Begins", when: { day: -470 }, thumbnail: "yoga" },
  { title: "A Tour of Our Campus", when: { day: -560 } },
];
