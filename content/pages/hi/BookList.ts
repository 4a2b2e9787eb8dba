import type { ContentPage } from "../../model.ts";
import { bookListClasses, bookListFile } from "../../public-files.ts";
import { site } from "../../site.ts";

/** The class as a tile names it: नर्सरी, एल.के.जी., यू.के.जी., then कक्षा I to कक्षा X. */
const preschool: Record<string, string> = {
  Nursery: "नर्सरी",
  LKG: "एल.के.जी.",
  UKG: "यू.के.जी.",
};
const classLabel = (className: string) => preschool[className] ?? `कक्षा ${className}`;

export default {
  path: "/BookList",
  heading: "पुस्तकों की सूची",
  description: `${site.name}, ${site.city} की नर्सरी से कक्षा X तक की पुस्तक सूचियाँ, हर कक्षा के लिए एक PDF।`,
  blocks: [
    {
      type: "prose",
      markdown:
        "अपने बच्चे की कक्षा चुनकर उसकी पुस्तक सूची खोलें। हर सूची में पूरे वर्ष की पाठ्यपुस्तकों, वर्कबुक और कॉपियों के नाम दिए गए हैं; कृपया सूची में बताए गए संस्करण ही खरीदें, किताबों पर साफ़-सुथरा कवर चढ़ाएँ और हर किताब पर बच्चे का नाम, कक्षा और सेक्शन लिखें।",
    },
    {
      type: "files",
      items: bookListClasses.map((className) => ({
        title: classLabel(className),
        file: bookListFile(className),
        subtitle: "पुस्तक सूची (PDF)",
      })),
    },
  ],
} satisfies ContentPage;
