import { defineWords } from "../i18n/words.ts";

/** The words the blocks draw around the school's own content (never that content itself). */
export const contentWords = defineWords(
  {
    newTab: " (opens in a new tab)",
    details: "Details and sharing",
    detailsFor: (title: string) => ` for ${title}`,
    photoGallery: "Photo gallery",
    openPdf: (title: string) => `Open ${title} (PDF)`,
    inNewTab: " in a new tab",
    download: "Download",
    downloadWhat: (title: string) => ` ${title}`,
    playVideo: "Play video: ",
    seeTable: "See the table",
    notFilled: "This part of the page cannot be shown just now. Please look again later.",
    inThisSection: "In this section",
    otherSections: "Other sections",
  },
  {
    newTab: " (नए टैब में खुलेगा)",
    details: "विवरण एवं साझा करें",
    detailsFor: (title: string) => ` – ${title}`,
    photoGallery: "फ़ोटो गैलरी",
    openPdf: (title: string) => `${title} (PDF) खोलें`,
    inNewTab: " (नए टैब में)",
    download: "डाउनलोड करें",
    downloadWhat: (title: string) => ` – ${title}`,
    playVideo: "वीडियो चलाएँ: ",
    seeTable: "तालिका देखें",
    notFilled: "पेज का यह भाग अभी नहीं दिखाया जा सकता। कृपया कुछ देर बाद फिर देखें।",
    inThisSection: "इस अनुभाग में",
    otherSections: "अन्य अनुभाग",
  },
);
