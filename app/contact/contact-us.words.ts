import { defineWords } from "../i18n/words.ts";

/** A refusal of too many enquiries: the backend's sentence, and the wait it asks for. */
type TooMany = (said: string, minutes: number | undefined) => string;

// The contact page's own words (/ContactUs, /hi/ContactUs); the form's labels and messages,
// which its browser script draws too, are in enquiry.words.ts.
export const contactWords = defineWords(
  {
    heading: "Contact Us",
    howToReach: "How to reach us",
    address: "Address",
    phone: "Phone",
    email: "E-mail",
    opensMap: " (opens a map in a new tab)",
    formHeading: "Send us an enquiry",
    about: "What is it about?",
    sent: "Your Form Submitted Successfully.",
    notSent: "Sorry, your message could not be sent. Please try again in a little while, or ",
    /**
     * The backend's answer to too many enquiries: English shows the backend's own sentence,
     * Hindi says the same with the wait in minutes, when it is known.
     */
    tooMany: ((said) => said) as TooMany,
    youCanAlso: "You can also ",
    callOffice: "call the school office on ",
    or: " or ",
    writeTo: ", or write to ",
    afterEmail: "",
    stillInForm: ". What you typed is still in the form.",
    honeypot: "Leave this field empty",
    submit: "Submit",
    mapHeading: "Find us on the map",
    mapTitle: (school: string, city: string) => `Map showing ${school}, ${city}`,
  },
  {
    heading: "संपर्क करें",
    howToReach: "हम तक कैसे पहुँचें",
    address: "पता",
    phone: "फ़ोन",
    email: "ई-मेल",
    opensMap: " (नक्शा नए टैब में खुलेगा)",
    formHeading: "हमें अपनी पूछताछ भेजें",
    about: "यह किस बारे में है?",
    sent: "आपका फ़ॉर्म सफलतापूर्वक जमा हो गया है।",
    notSent: "क्षमा करें, आपका संदेश नहीं भेजा जा सका। कृपया थोड़ी देर बाद फिर कोशिश करें, या ",
    tooMany: (said, minutes) =>
      `आपने थोड़े समय में कई संदेश भेजे हैं। कृपया ${minutes ? `${minutes} मिनट` : "कुछ देर"} रुकें, या स्कूल कार्यालय को फ़ोन करें।`,
    youCanAlso: "आप चाहें तो ",
    callOffice: "स्कूल कार्यालय को ",
    or: " या ",
    writeTo: " पर फ़ोन करें, या ",
    afterEmail: " पर ई-मेल करें",
    stillInForm: "। आपने जो लिखा था, वह फ़ॉर्म में अभी भी है।",
    honeypot: "इस फ़ील्ड को ख़ाली छोड़ दें",
    submit: "भेजें",
    mapHeading: "नक्शे पर हमारा पता",
    mapTitle: (school, city) => `${school}, ${city} का नक्शा`,
  },
);
