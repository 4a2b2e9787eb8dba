import { defineWords } from "../i18n/words.ts";

/** One album's page (/SubGallery?id=). */
export const subGalleryWords = defineWords(
  {
    description: (title: string) => `${title}: photographs from the school's gallery.`,
    goBack: "Go Back",
    toTheGallery: " to the Gallery",
    notFound: "Album not found",
    unavailable:
      "This album could not be loaded just now. Please try again in a moment, or browse the other albums in the Gallery.",
    noAlbum:
      "There is no album at this address. It may have been removed, or the link may be incomplete. Please choose an album from the Gallery.",
    photoAlt: (title: string, n: number, of: number) => `${title}: photo ${n} of ${of}`,
    eventDate: "Event Date:",
    lastUpdate: "Last Update:",
    photoCount: "No. Of Photos:",
  },
  {
    description: (title: string) => `${title}: विद्यालय की गैलरी से फ़ोटो।`,
    goBack: "वापस जाएँ",
    toTheGallery: " (गैलरी पर)",
    notFound: "एल्बम नहीं मिला",
    unavailable: "यह एल्बम अभी खुल नहीं सका। कृपया थोड़ी देर बाद फिर कोशिश करें, या गैलरी के दूसरे एल्बम देखें।",
    noAlbum:
      "इस पते पर कोई एल्बम नहीं है। हो सकता है इसे हटा दिया गया हो, या लिंक अधूरा हो। कृपया गैलरी से कोई एल्बम चुनें।",
    photoAlt: (title: string, n: number, of: number) => `${title}: फ़ोटो ${n} (कुल ${of})`,
    eventDate: "कार्यक्रम की तिथि:",
    lastUpdate: "अंतिम अपडेट:",
    photoCount: "फ़ोटो की संख्या:",
  },
);
