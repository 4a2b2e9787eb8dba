import { tcLookupMessages } from "#contracts/entities.ts";
import type { Language } from "#contracts/languages.ts";

// The Transfer Certificate page's words in English and Hindi: the page's, and the messages of
// spec 8 its form shows, drawn by the server and by the form's browser script alike. A plain
// object rather than `defineWords` (app/i18n/words.ts), whose module brings react-router into
// the browser bundle; `typeof en` makes Hindi carry every English entry.

/** A refusal of too many attempts: the backend's sentence, and the wait it asks for. */
type TooMany = (said: string, minutes: number | undefined) => string;
/** A field's control character: the check's sentence, and the field it names. */
type Control = (said: string, field: "admission" | "name") => string;

const en = {
  heading: "Transfer Certificate",
  intro:
    "Enter the admission number and the student's full name as they appear in the school's records, then choose View Details to download the certificate.",
  admissionLabel: "Admission No.",
  admissionPlaceholder: "Admission Number",
  nameLabel: "Student Full Name",
  namePlaceholder: "Student Name",
  viewDetails: "View Details",
  pleaseWait: "Please wait…",
  sample: "Sample Transfer Certificate",

  empty: tcLookupMessages.empty as string,
  invalid: "Invalid response from the server.",
  wrong: "Wrong credentials",
  tooMany: "Too many attempts. Please wait a few minutes and try again.",
  /** The backend's refusal of too many attempts: its own sentence in English. */
  tooManyFor: ((said) => said) as TooMany,
  unreachable:
    "The certificate service could not be reached. Please try again in a few minutes or contact the school office.",
  /**
   * A field's control character, as the check names the field (`field`: admission or name). In
   * English the check's own sentence is shown (#contracts/entities.ts).
   */
  control: ((said) => said) as Control,
};

export const tcWords: Record<Language, typeof en> = {
  en,
  hi: {
    heading: "स्थानांतरण प्रमाण पत्र",
    intro:
      "स्कूल के रिकॉर्ड में दर्ज प्रवेश संख्या और विद्यार्थी का पूरा नाम लिखें, फिर प्रमाण पत्र डाउनलोड करने के लिए “विवरण देखें” चुनें।",
    admissionLabel: "प्रवेश संख्या",
    admissionPlaceholder: "प्रवेश संख्या",
    nameLabel: "विद्यार्थी का पूरा नाम",
    namePlaceholder: "विद्यार्थी का नाम",
    viewDetails: "विवरण देखें",
    pleaseWait: "कृपया प्रतीक्षा करें…",
    sample: "स्थानांतरण प्रमाण पत्र का नमूना",

    empty: "कृपया प्रवेश संख्या और नाम, दोनों भरें",
    invalid: "सर्वर से सही उत्तर नहीं मिला।",
    wrong: "प्रवेश संख्या या विद्यार्थी का नाम ग़लत है",
    tooMany: "बहुत अधिक प्रयास हो चुके हैं। कृपया कुछ मिनट रुककर फिर कोशिश करें।",
    tooManyFor: (said, minutes) =>
      `बहुत अधिक प्रयास हो चुके हैं। कृपया ${minutes ? `${minutes} मिनट` : "कुछ मिनट"} रुककर फिर कोशिश करें।`,
    unreachable:
      "प्रमाण पत्र सेवा से संपर्क नहीं हो पाया। कृपया कुछ मिनट बाद फिर कोशिश करें या स्कूल कार्यालय से संपर्क करें।",
    control: (said, field) =>
      `${field === "admission" ? "प्रवेश संख्या" : "विद्यार्थी के पूरे नाम"} में ऐसा अक्षर है जिसका उपयोग नहीं किया जा सकता। कृपया इसे दोबारा टाइप करें।`,
  },
};
