import type { Block, ContentPage } from "../../model.ts";
import { site } from "../../site.ts";

/**
 * The Hindi twin of ../Feestructure.ts: the same fee table, with the same name (`fees`) and the
 * same figures, in Hindi words.
 */
const feeStructure2025: Extract<Block, { type: "table" }> = {
  type: "table",
  name: "fees",
  caption: "शुल्क संरचना 2025-2026 (मासिक, ₹)",
  columns: ["कक्षा", "प्रति माह (₹)"],
  rows: [
    ["नर्सरी-यू.के.जी.", 4667],
    ["1ली", 5063],
    ["2री", 5096],
    ["3री", 5130],
    ["4थी", 5163],
    ["5वीं", 5196],
    ["6ठी", 5247],
    ["7वीं", 5777],
    ["8वीं", 5843],
    ["9वीं", 5910],
    ["10वीं", 6360],
  ],
  note: "प्रति माह कुल फ़ीस, रुपये में। फ़ीस हर तिमाही अग्रिम जमा की जाती है।",
};

export default {
  path: "/Feestructure",
  heading: "शुल्क संरचना 2025-2026",
  crumb: "शुल्क संरचना 2025-2026",
  session: "2025-26",
  description: `${site.name}, ${site.city} की सत्र 2025-2026 की मासिक फ़ीस, नर्सरी से कक्षा X तक, कक्षावार।`,
  blocks: [
    {
      type: "prose",
      markdown:
        "नीचे दी गई तालिका में सत्र 2025-2026 के लिए हर कक्षा की कुल मासिक फ़ीस दी गई है। फ़ीस जमा करने के नियम, लेट फ़ीस और भुगतान के तरीके [विद्यालय शुल्क](/SchoolFees) पृष्ठ पर दिए गए हैं; सत्र 2026-27 के लिए कक्षा XI की फ़ीस [कक्षा XI में प्रवेश संबंधी जानकारी](/AdmissionXI) पृष्ठ पर देखें।",
    },
    feeStructure2025,
  ],
} satisfies ContentPage;
