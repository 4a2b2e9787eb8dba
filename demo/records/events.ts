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
    hi: {
      title: "अंतर-सदन बास्केटबॉल प्रतियोगिता",
      description:
        "कक्षा VII से X तक के छात्र एवं छात्रा वर्ग की टीमों के लीग मैच; फ़ाइनल मुकाबले अंतिम दिन। सदन कप्तान अपनी टीमों की सूची एक दिन पहले तक पी.टी.आई. (शारीरिक शिक्षा अध्यापक) को जमा करवा दें।",
      venue: "बास्केटबॉल कोर्ट",
    },
  },
  {
    day: -4,
    title: "Book Fair in the School Library",
    description:
      "Over 2,000 titles in English, Hindi and Punjabi from four publishers, at a school discount of 15%. Classes visit the fair during their library period; parents may visit after 12:30 PM.",
    time: "9:00 AM",
    venue: "School Library",
    picture: "library",
    hi: {
      title: "विद्यालय पुस्तकालय में पुस्तक मेला",
      description:
        "चार प्रकाशकों की अंग्रेज़ी, हिंदी और पंजाबी की 2,000 से अधिक पुस्तकें, विद्यालय के लिए 15% की विशेष छूट पर। विद्यार्थी अपने पुस्तकालय पीरियड में कक्षावार मेले में आते हैं; अभिभावक दोपहर 12:30 बजे के बाद मेला देख सकते हैं।",
      venue: "विद्यालय पुस्तकालय",
    },
  },
  {
    day: 0,
    title: "Career Counselling for Class X",
    description:
      "Choosing a stream for Class XI: a session on Non-Medical, Medical and Commerce, subject combinations, and careers in design, law and the armed forces, followed by questions from students and parents.",
    time: "10:00 AM",
    venue: "School Auditorium",
    picture: "workshop",
    hi: {
      title: "कक्षा X के लिए करियर परामर्श",
      description:
        "कक्षा XI के लिए स्ट्रीम का चुनाव: नॉन-मेडिकल, मेडिकल और कॉमर्स, विषयों के संयोजन तथा डिज़ाइन, कानून और सशस्त्र सेनाओं में करियर पर एक सत्र, जिसके बाद विद्यार्थी और अभिभावक अपने प्रश्न पूछ सकेंगे।",
      venue: "विद्यालय सभागार",
    },
  },
  {
    day: 5,
    title: "Blood Donation Camp",
    description:
      "Organised with the Civil Hospital's blood bank. Parents, teachers and alumni above 18 years of age may donate; donors should have had breakfast and bring a photo ID. Refreshments are served to every donor.",
    time: "9:00 AM",
    venue: "Activity Hall",
    picture: "health",
    hi: {
      title: "रक्तदान शिविर",
      description:
        "सिविल अस्पताल के ब्लड बैंक के सहयोग से आयोजित। 18 वर्ष से अधिक आयु के अभिभावक, शिक्षक और पूर्व विद्यार्थी रक्तदान कर सकते हैं; कृपया रक्तदाता नाश्ता करके आएँ और अपना फ़ोटो पहचान-पत्र साथ लाएँ। प्रत्येक रक्तदाता को जलपान दिया जाएगा।",
      venue: "गतिविधि कक्ष",
    },
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
    hi: {
      title: "अभिभावक-शिक्षक बैठक",
      description:
        "अभिभावक कक्षाध्यापक एवं विषय-अध्यापकों से मिलकर अपने बच्चे की प्रगति पर चर्चा करेंगे और होलिस्टिक प्रोग्रेस कार्ड प्राप्त करेंगे। बैठक कक्षावार होगी: नर्सरी से कक्षा V तक सुबह 8:30 बजे से, कक्षा VI से X तक सुबह 10:30 बजे से।",
      venue: "संबंधित कक्षा-कक्ष",
    },
  },
  {
    day: 26,
    title: "Art and Craft Exhibition 'Rang Tarang'",
    description:
      "Paintings, phulkari embroidery, clay work and models made from waste material by students of all classes. The best entries will be displayed in the school foyer for the rest of the term.",
    time: "10:00 AM",
    venue: "Activity Hall",
    picture: "art-room",
    hi: {
      title: "कला एवं शिल्प प्रदर्शनी ‘रंग तरंग’",
      description:
        "सभी कक्षाओं के विद्यार्थियों द्वारा बनाई गई पेंटिंग, फुलकारी कढ़ाई, मिट्टी की कलाकृतियाँ और बेकार सामग्री से बने मॉडल। सर्वश्रेष्ठ कृतियाँ सत्र के शेष समय तक विद्यालय के प्रवेश-कक्ष (फ़ोयर) में प्रदर्शित की जाएँगी।",
      venue: "गतिविधि कक्ष",
    },
  },
  {
    day: 40,
    title: "Inter-House Declamation (Hindi and Punjabi)",
    description:
      "Students of Classes VI to X speak on 'Mother tongue, mother's love' and 'Technology and our traditions'. Each speaker has three minutes; judges include two guest teachers from neighbouring schools.",
    time: "10:00 AM",
    venue: "School Auditorium",
    picture: "debate",
    hi: {
      title: "अंतर-सदन भाषण प्रतियोगिता (हिंदी एवं पंजाबी)",
      description:
        "कक्षा VI से X के विद्यार्थी ‘मातृभाषा, माँ का प्यार’ और ‘तकनीक और हमारी परंपराएँ’ विषयों पर बोलेंगे। प्रत्येक वक्ता को तीन मिनट का समय मिलेगा; निर्णायक मंडल में आसपास के विद्यालयों के दो अतिथि शिक्षक भी होंगे।",
      venue: "विद्यालय सभागार",
    },
  },
];
