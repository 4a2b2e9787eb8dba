import type { ContentPage } from "../../model.ts";
import { site } from "../../site.ts";

// As the English page: the sections come from the office's Disclosure page, in Hindi words.
export default {
  path: "/CbseDisclosure",
  heading: "CBSE अनिवार्य प्रकटीकरण",
  description: `${site.name}, ${site.city} (CBSE संबद्धता संख्या ${site.affiliationNo}) का अनिवार्य सार्वजनिक प्रकटीकरण: सामान्य जानकारी, दस्तावेज़, परिणाम, शिक्षक और आधारभूत संरचना।`,
  blocks: [
    {
      type: "prose",
      markdown: `केंद्रीय माध्यमिक शिक्षा बोर्ड (CBSE) के निर्देशानुसार ${site.name} अभिभावकों और जनसाधारण के लिए निम्नलिखित जानकारी और दस्तावेज़ प्रकाशित करता है। हर दस्तावेज़ एक नए टैब में खुलता है।`,
    },
    { type: "disclosure", pdf: true },
  ],
} satisfies ContentPage;
