import { defineWords } from "../i18n/words.ts";

/** The calendar links an event's page and the Events page offer (the feeds stay in English). */
export const calendarLinksWords = defineWords(
  {
    addToCalendar: "Add to calendar",
    calendarFile: "Calendar file (.ics)",
    forOtherCalendars: " for Apple, Outlook and other calendars",
    newTab: " (opens in a new tab)",
    schoolEvents: "The school's events in your calendar",
    subscribeOnce: "Subscribe once: new and changed events appear by themselves.",
    subscribe: "Subscribe in your calendar",
    downloadAll: "Download all events (.ics)",
  },
  {
    addToCalendar: "कैलेंडर में जोड़ें",
    calendarFile: "कैलेंडर फ़ाइल (.ics)",
    forOtherCalendars: " (Apple, Outlook और अन्य कैलेंडरों के लिए)",
    newTab: " (नए टैब में खुलता है)",
    schoolEvents: "विद्यालय के कार्यक्रम अपने कैलेंडर में",
    subscribeOnce: "एक बार सब्सक्राइब करें: नए और बदले हुए कार्यक्रम अपने-आप दिखने लगेंगे।",
    subscribe: "अपने कैलेंडर में सब्सक्राइब करें",
    downloadAll: "सभी कार्यक्रम डाउनलोड करें (.ics)",
  },
);
