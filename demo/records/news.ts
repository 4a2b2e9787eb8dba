// School news: "day" is how many days ago it happened (a Sunday moves to Monday; today's news
// stays today, so the current month always has news); "pictures" are the subjects of its
// photos, one picture each.

import { bullets, para, table } from "../documents.ts";
import type { SubjectName } from "../pictures/subjects.ts";
import type { DocumentRecord } from "./document.ts";
import type { HindiOf } from "./load.ts";

export interface NewsRecord {
  day: number;
  title: string;
  description: string;
  pictures: SubjectName[];
  time?: string;
  venue?: string;
  attachment?: DocumentRecord;
  hi?: HindiOf<"title" | "description" | "venue">;
}

export const news: NewsRecord[] = [
  {
    day: 0,
    title: "Robotics team wins the Inter-School RoboFest",
    description:
      "Our Class VIII team 'Lamp Bots' (Gurnoor Singh, Aanya Sharma, Devansh Goyal and Ishpreet Kaur) won the line-follower challenge among 26 schools, completing the course in 38 seconds. The team was coached by the robotics in-charge.",
    pictures: ["robotics", "celebration"],
    time: "10:00 AM",
    venue: "Greenfield Public School, {city}",
    hi: {
      title: "इंटर-स्कूल रोबोफेस्ट में हमारी रोबोटिक्स टीम विजेता",
      description:
        "कक्षा VIII की हमारी टीम ‘लैंप बॉट्स’ (गुरनूर सिंह, आन्या शर्मा, देवांश गोयल और इशप्रीत कौर) ने 26 विद्यालयों के बीच लाइन-फॉलोअर चैलेंज जीत लिया। टीम ने पूरा ट्रैक 38 सेकंड में पार किया। टीम को विद्यालय के रोबोटिक्स प्रभारी ने प्रशिक्षण दिया था।",
      venue: "ग्रीनफ़ील्ड पब्लिक स्कूल, {city}",
    },
  },
  {
    day: -4,
    title: "Heart Basket: 1,200 kg of food grains for Asha Niketan",
    description:
      "Students, parents and staff contributed 1,200 kg of wheat flour, rice and pulses in the Heart Basket drive. The Class IX Satsewa team delivered them to Asha Niketan, a home for the elderly, and spent the morning singing with the residents.",
    pictures: ["charity"],
    hi: {
      title: "हार्ट बास्केट: आशा निकेतन के लिए 1,200 किलो अनाज",
      description:
        "‘हार्ट बास्केट’ अभियान में विद्यार्थियों, अभिभावकों और विद्यालय स्टाफ़ ने मिलकर 1,200 किलो आटा, चावल और दालें दान कीं। कक्षा IX की सत्सेवा टीम ने यह सामग्री बुज़ुर्गों के आश्रम आशा निकेतन पहुँचाई और सुबह का समय वहाँ रहने वाले बुज़ुर्गों के साथ गीत गाते हुए बिताया।",
    },
  },
  {
    day: -9,
    title: "Mehr Kaur Brar of IX-B selected for the State Chess Championship",
    description:
      "Mehr Kaur Brar won all seven rounds of the District Under-15 Chess Championship and will represent {city} at the state level. The school congratulates her and her coach on this achievement.",
    pictures: ["chess"],
    hi: {
      title: "कक्षा IX-B की मेहर कौर बराड़ का राज्य शतरंज चैंपियनशिप के लिए चयन",
      description:
        "मेहर कौर बराड़ ने ज़िला अंडर-15 शतरंज चैंपियनशिप के सभी सात राउंड जीते और अब वे राज्य स्तर पर {city} का प्रतिनिधित्व करेंगी। विद्यालय परिवार उन्हें और उनके कोच को इस उपलब्धि पर हार्दिक बधाई देता है।",
    },
  },
  {
    day: -14,
    title: "Workshop on mental health and well-being for teachers",
    description:
      "Dr. Anjali Saini, clinical psychologist, led a workshop for 90 teachers on spotting signs of stress in children, listening without judging, and when to refer a child to the counsellor. Teachers practised short Mindful Time routines to use in class.",
    pictures: ["workshop"],
    time: "9:00 AM",
    venue: "School Auditorium",
    hi: {
      title: "शिक्षकों के लिए मानसिक स्वास्थ्य एवं कल्याण पर कार्यशाला",
      description:
        "क्लिनिकल मनोवैज्ञानिक डॉ. अंजलि सैनी ने 90 शिक्षकों के लिए कार्यशाला ली, जिसमें बच्चों में तनाव के लक्षण पहचानने, बिना कोई राय बनाए उनकी बात सुनने और किसी बच्चे को काउंसलर के पास कब भेजना चाहिए, इन विषयों पर चर्चा हुई। शिक्षकों ने कक्षा में करवाने के लिए ‘माइंडफुल टाइम’ के छोटे अभ्यास भी किए।",
      venue: "विद्यालय सभागार",
    },
  },
  {
    day: -21,
    title: "Book Bloom: 350 new titles in the library",
    description:
      "The library has added 350 new books this term, including Punjabi and Hindi story books for the junior classes and reference books for Classes IX and X. Students donated 120 of them through the Book Bloom exchange.",
    pictures: ["library", "library"],
    hi: {
      title: "बुक ब्लूम: पुस्तकालय में 350 नई पुस्तकें",
      description:
        "इस सत्र में पुस्तकालय में 350 नई पुस्तकें जोड़ी गई हैं, जिनमें छोटी कक्षाओं के लिए पंजाबी और हिंदी की कहानियों की पुस्तकें तथा कक्षा IX और X के लिए संदर्भ पुस्तकें शामिल हैं। इनमें से 120 पुस्तकें विद्यार्थियों ने ‘बुक ब्लूम’ पुस्तक आदान-प्रदान के माध्यम से दान की हैं।",
    },
  },
  {
    day: -30,
    title: "School band shines at the District Youth Festival",
    description:
      "The 33-member school band won second prize in the instrumental category at the District Youth Festival, playing a medley of patriotic songs and a Punjabi folk tune arranged by our music teachers.",
    pictures: ["music", "celebration"],
    time: "11:30 AM",
    venue: "Town Hall, {city}",
  },
  {
    day: -44,
    title: "Class X visits the Regional Science Centre",
    description:
      "Students of Class X spent a day at the Regional Science Centre, where they saw the energy park, a planetarium show on the solar system and live demonstrations on electricity and magnetism that connect with their syllabus.",
    pictures: ["science"],
  },
  {
    day: -60,
    title: "Inter-House Debate: Ruby House lifts the trophy",
    description:
      "Ruby House won the Inter-House Debate on 'Social media brings us closer' with a sharp rebuttal round. Best speaker: Prabhleen Kaur (X-A); best interjector: Arnav Khurana (IX-C).",
    pictures: ["debate"],
    time: "10:00 AM",
    venue: "School Auditorium",
    attachment: {
      file: "news/inter-house-debate-results-{date:iso}.pdf",
      title: "Inter-House Debate: Results",
      reference: "ACT/19",
      letter: "Dear Students,",
      blocks: [
        para(
          "The Inter-House Debate for Classes VIII to X was held on the motion 'Social media brings us closer'. The results are given below. The school thanks the judges and congratulates every speaker.",
        ),
        table(
          ["Position", "House", "Points"],
          [
            ["First", "Ruby", "86"],
            ["Second", "Sapphire", "81"],
            ["Third", "Emerald", "77"],
            ["Fourth", "Topaz", "72"],
          ],
          [1, 1, 1],
        ),
        bullets([
          "Best speaker: Prabhleen Kaur (X-A, Ruby)",
          "Best interjector: Arnav Khurana (IX-C, Sapphire)",
        ]),
      ],
    },
  },
  {
    day: -78,
    title: "Eco Echo club builds a rainwater harvesting model",
    description:
      "The Eco Echo club of Classes VI and VII built a working model of rooftop rainwater harvesting, which now collects water from the kindergarten block's roof for the school garden.",
    pictures: ["eco", "garden"],
  },
  {
    day: -101,
    title: "Merit scholarships for 14 students",
    description:
      "Fourteen students who scored 97% or above in their annual results were awarded the Merit Scholarship, a 100% tuition fee waiver for the year, at a special assembly.",
    pictures: ["assembly"],
    attachment: {
      file: "news/merit-scholarships-{date:iso}.pdf",
      title: "Merit Scholarship Awardees",
      reference: "ACD/7",
      signed: true,
      blocks: [
        para(
          "Students who scored 97% or above in the annual results are awarded a 100% tuition fee waiver for the year.",
        ),
        table(
          ["S.No.", "Name", "Class", "Score"],
          [
            ["1", "Anvi Sachdeva", "III-C", "98.6%"],
            ["2", "Manreet Kaur", "VI-A", "98.2%"],
            ["3", "Shaurya Kalra", "II-B", "98.0%"],
            ["4", "Aarohi Nanda", "V-E", "97.9%"],
            ["5", "Sukhmani Kaur", "VII-D", "97.8%"],
            ["6", "Vedant Bhalla", "IX-B", "97.6%"],
            ["7", "Navjot Singh", "IV-A", "97.5%"],
            ["8", "Tanishka Jain", "VIII-C", "97.4%"],
            ["9", "Ekamjot Kaur", "III-A", "97.4%"],
            ["10", "Daksh Mittal", "VI-B", "97.3%"],
            ["11", "Riya Thakur", "VII-A", "97.2%"],
            ["12", "Armaan Gill", "V-C", "97.1%"],
            ["13", "Kavya Dogra", "IV-D", "97.0%"],
            ["14", "Jaskaran Singh", "VIII-A", "97.0%"],
          ],
          [0.6, 2.4, 1, 1],
        ),
      ],
    },
  },
  {
    day: -140,
    title: "Lingua Lift: Punjabi Kavita Path",
    description:
      "Students of Classes III to VIII recited poems in Punjabi at the Lingua Lift Kavita Path. Gurleen Kaur (V-B) and Harsimran Singh (VIII-A) won first prizes in the junior and senior groups.",
    pictures: ["stage"],
    time: "9:30 AM",
    venue: "School Auditorium",
  },
  {
    day: -190,
    title: "School newsletter 'Little Steps Big Dreams' released",
    description:
      "The Manager released this year's school newsletter, written and illustrated by students and teachers. It covers the year's events, achievements, art and writing from every class.",
    pictures: ["newsletter"],
    attachment: {
      file: "news/newsletter-release-{date:iso}.pdf",
      title: "Little Steps Big Dreams - Newsletter Contents",
      signed: true,
      blocks: [
        para("Our school newsletter is a record of a year of learning and fun. In this issue:"),
        bullets(
          [
            "From the Principal's desk",
            "Achievements: board results, sports and olympiads",
            "Eco Echo: our green campus",
            "Young writers: stories and poems from Classes III to X",
            "Art gallery: paintings and phulkari work",
            "Satsewa and Heart Basket: serving our neighbours",
            "Photo pages: Investiture Ceremony, Sports Meet, Annual Day",
          ],
          true,
        ),
        para(
          "Printed copies are available at the library; the digital edition is on the Newsletter page of the school website.",
        ),
      ],
    },
  },
];
