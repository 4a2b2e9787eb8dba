import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

// The disclosure's sections are drawn from what the office keeps on its Disclosure page, the
// settings and the staff register (contracts/blocks/disclosure.ts); only the words around them
// are the page's own.
export default {
  path: "/CbseDisclosure",
  heading: "CBSE Mandatory Disclosure",
  description: `The mandatory public disclosure of ${site.name}, ${site.city} (CBSE affiliation no. ${site.affiliationNo}): general information, documents, results, staff and infrastructure.`,
  blocks: [
    {
      type: "prose",
      markdown: `As required by the Central Board of Secondary Education (CBSE), ${site.name} publishes the following information and documents for parents and the public. Each document opens in a new tab.`,
    },
    { type: "disclosure", pdf: true },
  ],
} satisfies ContentPage;
