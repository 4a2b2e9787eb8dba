import type { Block, ContentPage } from "../../model.ts";
import { leadership } from "../../people.ts";
import { disclosureDocuments } from "../../public-files.ts";
import { site } from "../../site.ts";

/** The school's code with the CBSE (a demo value), not the backend's `site.schoolCode`. */
const cbseSchoolCode = "40999";

/** The video of the school's infrastructure that the CBSE asks every school to publish. */
const inspectionVideo = "https://www.youtube.com/watch?v=Ni5sP0cT7vW";

/** Each disclosure document's title in Hindi, by its file (content/public-files.ts). */
const hindiTitles: Record<string, string> = {
  "public/pdf/DISCLOSURE_B01_AFFILIATION_LETTER.pdf":
    "संबद्धता/उन्नयन पत्र और संबद्धता के हालिया विस्तार (यदि कोई हो) की प्रतियाँ",
  "public/pdf/DISCLOSURE_B02_SOCIETY_REGISTRATION.pdf":
    "सोसाइटी/ट्रस्ट/कंपनी के पंजीकरण/नवीनीकरण प्रमाण पत्र की प्रतियाँ, जैसा लागू हो",
  "public/pdf/DISCLOSURE_B03_NOC.pdf": "राज्य सरकार द्वारा जारी अनापत्ति प्रमाण पत्र (NOC) की प्रति",
  "public/pdf/DISCLOSURE_B04_RECOGNITION_CERTIFICATE.pdf":
    "शिक्षा का अधिकार (RTE) अधिनियम, 2009 के अंतर्गत मान्यता प्रमाण पत्र और उसके नवीनीकरण की प्रतियाँ",
  "public/pdf/DISCLOSURE_B05_BUILDING_SAFETY_CERTIFICATE.pdf":
    "राष्ट्रीय भवन संहिता के अनुसार वैध भवन सुरक्षा प्रमाण पत्र की प्रति",
  "public/pdf/DISCLOSURE_B06_FIRE_SAFETY_CERTIFICATE.pdf":
    "सक्षम प्राधिकारी द्वारा जारी वैध अग्नि सुरक्षा प्रमाण पत्र की प्रति",
  "public/pdf/DISCLOSURE_B07_DEO_SELF_CERTIFICATION.pdf":
    "संबद्धता के लिए विद्यालय द्वारा प्रस्तुत DEO प्रमाण पत्र / स्व-प्रमाणन की प्रति",
  "public/pdf/DISCLOSURE_B08_WATER_HEALTH_SANITATION.pdf":
    "वैध जल, स्वास्थ्य एवं स्वच्छता प्रमाण पत्रों की प्रतियाँ",
  "public/pdf/DISCLOSURE_B09_LAND_CERTIFICATE.pdf":
    "सक्षम राजस्व प्राधिकारी द्वारा जारी भूमि प्रमाण पत्र की प्रति",
  "public/pdf/DISCLOSURE_B10_TRANSPORT_FITNESS.pdf": "विद्यालय की बसों के फ़िटनेस प्रमाण पत्रों की प्रतियाँ",
  "public/pdf/DISCLOSURE_C01_FEE_STRUCTURE.pdf": "विद्यालय की शुल्क संरचना",
  "public/pdf/DISCLOSURE_C02_ACADEMIC_CALENDAR.pdf": "वार्षिक शैक्षणिक कैलेंडर",
  "public/pdf/DISCLOSURE_C03_SCHOOL_MANAGEMENT_COMMITTEE.pdf": "विद्यालय प्रबंध समिति (SMC) की सूची",
  "public/pdf/DISCLOSURE_C04_PTA_MEMBERS.pdf": "अभिभावक-शिक्षक संघ (PTA) के सदस्यों की सूची",
  "public/pdf/DISCLOSURE_C05_BOARD_RESULTS.pdf": "पिछले तीन वर्षों के बोर्ड परीक्षा परिणाम",
};

// The same documents, in the same order, as the English page; a document added later without a
// Hindi title here keeps its English title.
const documentTiles = (section: "B" | "C"): Block => ({
  type: "files",
  items: disclosureDocuments
    .filter((document) => document.section === section)
    .map((document) => ({
      title: hindiTitles[document.path] ?? document.title,
      file: document.path,
      subtitle: "देखें",
    })),
});

export default {
  path: "/CbseDisclosure",
  heading: "CBSE अनिवार्य प्रकटीकरण",
  description: `${site.name}, ${site.city} (CBSE संबद्धता संख्या ${site.affiliationNo}) का अनिवार्य सार्वजनिक प्रकटीकरण: सामान्य जानकारी, दस्तावेज़, परिणाम, शिक्षक और आधारभूत संरचना।`,
  blocks: [
    {
      type: "prose",
      markdown: `केंद्रीय माध्यमिक शिक्षा बोर्ड (CBSE) के निर्देशानुसार ${site.name} अभिभावकों और जनसाधारण के लिए निम्नलिखित जानकारी और दस्तावेज़ प्रकाशित करता है। हर दस्तावेज़ एक नए टैब में खुलता है।`,
    },
    {
      type: "section",
      title: "A: सामान्य जानकारी",
      blocks: [
        {
          type: "table",
          caption: "सामान्य जानकारी",
          columns: ["क्र.सं.", "जानकारी", "विवरण"],
          rows: [
            [1, "विद्यालय का नाम", site.name],
            [2, "संबद्धता संख्या", site.affiliationNo],
            [3, "विद्यालय कोड", cbseSchoolCode],
            [4, "पिन कोड सहित पूरा पता", site.address.lines.join(", ")],
            [
              5,
              "प्रधानाचार्या का नाम एवं शैक्षिक योग्यता",
              `${leadership.principal.name}, ${leadership.principal.qualification}`,
            ],
            [6, "विद्यालय की ई-मेल आईडी", site.email],
            [7, "संपर्क विवरण (लैंडलाइन/मोबाइल)", site.phones.join(", ")],
          ],
        },
      ],
    },
    {
      type: "section",
      title: "B: दस्तावेज़ एवं जानकारी",
      blocks: [documentTiles("B")],
    },
    {
      type: "section",
      title: "C: परिणाम एवं शैक्षणिक विवरण",
      blocks: [documentTiles("C")],
    },
    {
      type: "section",
      title: "D: शैक्षणिक स्टाफ़",
      blocks: [
        {
          type: "table",
          caption: "शैक्षणिक स्टाफ़",
          columns: ["क्र.सं.", "जानकारी", "विवरण"],
          rows: [
            [1, "प्रधानाचार्या", 1],
            [2, "शिक्षकों की कुल संख्या", 98],
            ["", "PGT", 10],
            ["", "TGT", 38],
            ["", "PRT", 29],
            ["", "NTT", 5],
            ["", "PTI", 6],
            ["", "अन्य", 7],
            [3, "शिक्षक-सेक्शन अनुपात", "22:1"],
            [4, "विशेष शिक्षक (स्पेशल एजुकेटर) का विवरण", 1],
            [5, "परामर्शदाता (काउंसलर) एवं वेलनेस शिक्षक का विवरण", 1],
          ],
        },
      ],
    },
    {
      type: "section",
      title: "E: विद्यालय की आधारभूत संरचना",
      blocks: [
        {
          type: "table",
          caption: "विद्यालय की आधारभूत संरचना",
          columns: ["क्र.सं.", "जानकारी", "विवरण"],
          rows: [
            [1, "विद्यालय परिसर का कुल क्षेत्रफल", `${site.campus.areaSqM} m²`],
            [
              2,
              "कक्षाओं की संख्या एवं आकार (वर्ग मीटर में)",
              `${site.campus.classrooms} (${site.campus.classroomSizeSqM})`,
            ],
            [
              3,
              "कंप्यूटर लैब सहित प्रयोगशालाओं की संख्या एवं आकार (वर्ग मीटर में)",
              `${site.campus.labs.length + site.campus.computerLabs.length} (${site.campus.labsAreaSqM})`,
            ],
            [4, "इंटरनेट सुविधा", "हाँ"],
            [5, "छात्राओं के लिए शौचालयों की संख्या", site.campus.girlsToilets],
            [6, "छात्रों के लिए शौचालयों की संख्या", site.campus.boysToilets],
            [
              7,
              "विद्यालय की आधारभूत संरचना दर्शाने वाले विद्यालय निरीक्षण के YouTube वीडियो का लिंक",
              inspectionVideo,
            ],
          ],
        },
        {
          type: "links",
          items: [{ label: "विद्यालय का निरीक्षण वीडियो देखें", href: inspectionVideo }],
        },
      ],
    },
  ],
} satisfies ContentPage;
