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
    hi: {
      title: "वार्षिकोत्सव {date:year}",
      description:
        "हमारा वार्षिकोत्सव “रोशनी - लेट योर लाइट शाइन”: विद्यालय की गायक मंडली का स्वागत गीत, भांगड़ा और गिद्धा की मिली-जुली प्रस्तुति, हमारे स्वर्गिक संरक्षक के जीवन पर कक्षा VIII का नाटक, और वर्ष भर पढ़ाई तथा खेलकूद में श्रेष्ठ प्रदर्शन करने वाले विद्यार्थियों का पुरस्कार वितरण।",
    },
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
    hi: {
      title: "अलंकरण समारोह {date:year}",
      description:
        "नवनिर्वाचित छात्र परिषद ने पद की शपथ ली। हेड बॉय, हेड गर्ल तथा एमरल्ड, टोपाज़, रूबी और सफ़ायर हाउस के कप्तानों को प्रधानाचार्या ने सैश और बैज प्रदान किए।",
    },
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
    hi: {
      title: "खेलकूद प्रतियोगिता {date:year}",
      description:
        "वार्षिक खेलकूद प्रतियोगिता का शुभारंभ मार्च पास्ट और मशाल प्रज्वलन से हुआ। दौड़, रिले दौड़, रस्साकशी और किंडरगार्टन के नन्हे बच्चों की मनोरंजक दौड़ें हुईं; समग्र ट्रॉफी एमरल्ड हाउस ने जीती।",
    },
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
    hi: {
      title: "क्रिसमस समारोह {date:year}",
      description:
        "विद्यालय की गायक मंडली द्वारा कैरल गायन, कक्षा V द्वारा प्रभु यीशु के जन्म पर नाटिका, नन्हे बच्चों से मिलने आए सांता क्लॉज़, और पास के एक गाँव के विद्यालय के बच्चों के लिए विद्यार्थियों द्वारा एकत्र किए गए उपहार।",
    },
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
    hi: {
      title: "विज्ञान प्रदर्शनी {date:year}",
      description:
        "कक्षा VI से X तक के विद्यार्थियों द्वारा बनाए गए 120 से अधिक वर्किंग मॉडल: स्मार्ट सिंचाई प्रणाली, फ़सल सुखाने के लिए सौर ड्रायर, जल चक्र का मॉडल, रोबोटिक भुजा और एक ज्वालामुखी, जो सचमुच फूट पड़ा।",
    },
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
    hi: {
      title: "स्वतंत्रता दिवस {date:year}",
      description:
        "प्रबंधिका ने राष्ट्रीय ध्वज फहराया। विद्यालय के बैंड ने मार्च पास्ट की अगुवाई की, विद्यार्थियों ने देशभक्ति के गीत गाए और कक्षा VII ने पंजाब के स्वतंत्रता सेनानियों पर एक लघु नाटिका प्रस्तुत की।",
    },
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
    hi: {
      title: "हमारा परिसर",
      description: "हमारे परिसर की एक सैर: कक्षाएँ, पुस्तकालय, प्रयोगशालाएँ, खेल का मैदान और बगीचे।",
    },
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
    hi: { title: "वार्षिकोत्सव {date:year} - मुख्य झलकियाँ" },
  },
  {
    title: "Christmas Carols by the School Choir",
    when: { album: "christmas" },
    hi: { title: "विद्यालय की गायक मंडली द्वारा क्रिसमस कैरल" },
  },
  {
    title: "Sports Meet {date:year}: March Past",
    when: { album: "sports-meet" },
    thumbnail: "sports",
    hi: { title: "खेलकूद प्रतियोगिता {date:year}: मार्च पास्ट" },
  },
  {
    title: "Independence Day: The School Band",
    when: { album: "independence-day" },
    hi: { title: "स्वतंत्रता दिवस: विद्यालय का बैंड" },
  },
  {
    title: "Investiture Ceremony {date:year}",
    when: { album: "investiture" },
    thumbnail: "investiture",
    hi: { title: "अलंकरण समारोह {date:year}" },
  },
  {
    title: "Science Exhibition Walkthrough",
    when: { album: "science-exhibition" },
    hi: { title: "विज्ञान प्रदर्शनी की सैर" },
  },
  {
    title: "Mindful Time: How Our Day Begins",
    when: { day: -470 },
    thumbnail: "yoga",
    hi: { title: "माइंडफुल टाइम: ऐसे होती है हमारे दिन की शुरुआत" },
  },
  { title: "A Tour of Our Campus", when: { day: -560 }, hi: { title: "हमारे परिसर की सैर" } },
];
