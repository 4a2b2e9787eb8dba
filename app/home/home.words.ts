import { fallbacks, type WithHindi } from "#content/home.ts";
import { monthsIn } from "#contracts/dates.ts";
import type { Language } from "#contracts/languages.ts";
import { defineWords } from "../i18n/words.ts";

// The home page's own words (hero, sections, next steps, popup, carousels). The school's items
// are drawn as they come; the fixed content of content/home.ts has its Hindi beside its English
// there (`hi`), drawn by `inLanguage`.

export const homeWords = defineWords(
  {
    // Hero and Notice Board.
    slider: "School life in pictures",
    noticeBoard: "Notice Board",
    notices: "Notices",
    newBadge: "new",
    attachment: "Attachment",
    link: "Link",
    // Sections.
    quickLinks: "Quick links",
    readMore: "Read More",
    aboutTheSchool: " about the school",
    curriculum: "Our curriculum",
    readMoreAbout: (topic: string) => `Read More about ${topic}`,
    academicCalendar: "academic calendar",
    upcomingEvents: "Upcoming Events",
    allEvents: "View all events",
    recentActivities: "recent activities & announcements",
    news: "News",
    attachmentNewTab: " (attachment, opens in a new tab)",
    allNews: "View all news",
    principal: "Principal",
    principalPhoto: (name: string) => `${name}, Principal`,
    principalsMessage: "Principal's message",
    readMoreCaps: "READ MORE",
    ofPrincipalsMessage: " of the Principal's message",
    facilities: "Our facilities",
    setsUsApart: "what sets us apart",
    aboutSetsUsApart: " about what sets us apart",
    // Next steps.
    readInstructions: "Read Instructions",
    newTab: " (opens in a new tab)",
    // Notification popup.
    notifications: "Notifications",
    closeNotifications: "Close notifications",
    previousNotification: "Previous notification",
    nextNotification: "Next notification",
    readMoreLink: "Read more",
    attachmentOf: (title: string) => `: ${title} (opens in a new tab)`,
    // Toppers, birthdays, gallery.
    toppers: "X Toppers",
    toppersLabel: "Class X toppers",
    aboutToppers: " about our toppers",
    birthdays: "today's birthday",
    birthdaysLabel: "Today's birthdays",
    gallery: "Activities in Images",
    albums: "Photo albums",
    viewGallery: "View Gallery",
    // Sections of records (contracts/records): after 'Read More', its phrase ('about our
    // students' achievements') or, where there is none in the language, its heading.
    more: ({ phrase }: { phrase: string; heading: string }) => ` ${phrase}`,
  },
  {
    slider: "विद्यालय जीवन की झलकियाँ",
    noticeBoard: "सूचना पट्ट",
    notices: "सूचनाएँ",
    newBadge: "नया",
    attachment: "संलग्नक",
    link: "लिंक",
    quickLinks: "त्वरित लिंक",
    readMore: "और पढ़ें",
    aboutTheSchool: ": विद्यालय के बारे में",
    curriculum: "हमारा पाठ्यक्रम",
    readMoreAbout: (topic: string) => `${topic} के बारे में और पढ़ें`,
    academicCalendar: "शैक्षणिक कैलेंडर",
    upcomingEvents: "आगामी कार्यक्रम",
    allEvents: "सभी कार्यक्रम देखें",
    recentActivities: "हाल की गतिविधियाँ एवं घोषणाएँ",
    news: "समाचार",
    attachmentNewTab: " (संलग्नक, नए टैब में खुलता है)",
    allNews: "सभी समाचार देखें",
    principal: "प्रधानाचार्या",
    principalPhoto: (name: string) => `${name}, प्रधानाचार्या`,
    principalsMessage: "प्रधानाचार्या का संदेश",
    readMoreCaps: "और पढ़ें",
    ofPrincipalsMessage: ": प्रधानाचार्या का पूरा संदेश",
    facilities: "हमारी सुविधाएँ",
    setsUsApart: "हमारी अलग पहचान",
    aboutSetsUsApart: ": हमारी अलग पहचान के बारे में",
    readInstructions: "निर्देश पढ़ें",
    newTab: " (नए टैब में खुलता है)",
    notifications: "सूचनाएँ",
    closeNotifications: "सूचनाएँ बंद करें",
    previousNotification: "पिछली सूचना",
    nextNotification: "अगली सूचना",
    readMoreLink: "और पढ़ें",
    attachmentOf: (title: string) => `: ${title} (नए टैब में खुलता है)`,
    toppers: "कक्षा X के मेधावी विद्यार्थी",
    toppersLabel: "कक्षा X के मेधावी विद्यार्थी",
    aboutToppers: ": हमारे मेधावी विद्यार्थियों के बारे में",
    birthdays: "आज का जन्मदिन",
    birthdaysLabel: "आज के जन्मदिन",
    gallery: "चित्रों में गतिविधियाँ",
    albums: "फोटो एल्बम",
    viewGallery: "गैलरी देखें",
    more: ({ heading }: { phrase: string; heading: string }) => `: ${heading}`,
  },
);

/**
 * The words of an entry of content/home.ts in the page's language: its English fields, or the
 * same fields of its `hi`.
 */
export function inLanguage<T extends Record<string, string>>(
  entry: WithHindi<T>,
  language: Language,
): T {
  return language === "hi" ? entry.hi : entry;
}

/** One of the four static sample events of spec 8. */
export interface SampleEvent {
  day: string;
  month: string;
  title: string;
  time: string;
  venue: string;
}

/**
 * What each home section shows when its list is empty or its call fails (spec 8), in each
 * language, from content/home.ts.
 */
export interface HomePlaceholders {
  notice: string;
  events: readonly SampleEvent[];
  principalMessage: string;
  galleryTitle: string;
  studentName: string;
  class: string;
}

const placeholdersIn = (language: Language): HomePlaceholders => {
  // A sample event's month is a date's, named as every date of the site is.
  const month = (english: string) =>
    monthsIn(language).short[monthsIn("en").short.indexOf(english)] ?? english;
  return {
    notice: inLanguage(fallbacks.notice, language).title,
    events: fallbacks.events.map((event) => {
      const { title, time, venue } = inLanguage(event, language);
      return { day: event.day, month: month(event.month), title, time, venue };
    }),
    principalMessage: inLanguage(fallbacks.principal, language).message,
    galleryTitle: inLanguage(fallbacks.gallery[0]!, language).title,
    studentName: inLanguage(fallbacks.toppers[0]!, language).name,
    class: inLanguage(fallbacks.birthdays[0]!, language).class,
  };
};

export const homePlaceholders: Record<Language, HomePlaceholders> = {
  en: placeholdersIn("en"),
  hi: placeholdersIn("hi"),
};
