import { defineWords } from "../i18n/words.ts";

/** The words feeds and calendars add to the school's own: in each feed's language. */
export const feedWords = defineWords(
  {
    when: "When: ",
    where: "Where: ",
    time: "Time: ",
    dated: (date: string) => ` dated ${date}`,
    forClasses: (classes: string) => ` for Classes ${classes}`,
    pdf: " (PDF)",
    channel: (feed: string, school: string) => `${feed} from ${school}, newest first.`,
    events: "Events",
    eventsAt: (school: string) => `Events at ${school}.`,
  },
  {
    when: "कब: ",
    where: "कहाँ: ",
    time: "समय: ",
    dated: (date: string) => ` दिनांक ${date}`,
    forClasses: (classes: string) => ` कक्षा ${classes} के लिए`,
    pdf: " (PDF)",
    channel: (feed: string, school: string) => `${school} के ${feed}, सबसे नए पहले।`,
    events: "कार्यक्रम",
    eventsAt: (school: string) => `${school} के कार्यक्रम।`,
  },
);
