import { defineWords } from "../i18n/words.ts";

// The words of the list pages' own: their counts' names where not "Total Count", the words
// shown when nothing is left to show, and the placeholder cards (spec 2.11-2.12). A page's
// heading is its name in the route table (app/pages.ts); the filters' and the pager's words
// are every list's (app/lists/lists.words.ts).

export const listPageWords = defineWords(
  {
    noNews: "No news to show for these choices.",
    noEvents: "No events to show for these choices.",
    eventsCalendar: "Events (iCalendar)",
    noVideos: "No videos to show for this year.",
    totalAlbums: "Total Categories",
    totalVideos: "Total Videos",
    searchByName: "Search by name",
    placeholderTitle: "Title",
    stayTuned: "Stay Tuned For More Updates",
    studentName: "Student Name",
    subject: "Subject",
    placeholderDate: "DD MM",
    placeholderCount: "NO",
  },
  {
    noNews: "चुने गए विकल्पों के लिए कोई समाचार नहीं है।",
    noEvents: "चुने गए विकल्पों के लिए कोई कार्यक्रम नहीं है।",
    eventsCalendar: "कार्यक्रम (iCalendar)",
    noVideos: "इस वर्ष का कोई वीडियो नहीं है।",
    totalAlbums: "कुल एल्बम",
    totalVideos: "कुल वीडियो",
    searchByName: "नाम से खोजें",
    placeholderTitle: "शीर्षक",
    stayTuned: "नई जानकारी के लिए जुड़े रहें",
    studentName: "विद्यार्थी का नाम",
    subject: "विषय",
    placeholderDate: "दिनांक",
    placeholderCount: "संख्या",
  },
);
