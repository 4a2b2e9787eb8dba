import type { Route } from "./+types/message-page";
import { leadership } from "#content/people.ts";
import { siteImages } from "#content/public-files.ts";
import { fallbacks } from "../api/client.ts";
import { keptUnless } from "../lists/load-list.server.ts";
import { metaFor } from "../seo/meta.ts";
import { apiOf } from "../website.server.ts";
import { itemsIn } from "../i18n/item-language.ts";
import { EnglishNote } from "../i18n/in-english.tsx";
import { sanitizeMessage } from "#contracts/message-html.ts";
import { messageFor, type MessagePage as Kind } from "../lists/rules.ts";
import { findPage } from "../pages.ts";
import { PageWithSectionNav } from "../content/section-nav.tsx";
import { escapeHtml, useSchool, withSchool } from "../school.ts";
import { useFileUrl } from "../site-files.ts";
import styles from "../lists/lists.module.css";
import { languageAt, type Language } from "#contracts/languages.ts";
import { pageName } from "../i18n/page-names.ts";
import { useLanguage } from "../i18n/words.ts";

// /PrincipalMessage, /ManagersMessage and /FormerPrincipalMessage (spec 2.8, 4): the first
// leadership message of the page's category, or a fixed message when there is none.

interface MessagePage {
  /** Which leadership message the page shows (spec 4: its category and subtitle). */
  kind: Kind;
  /**
   * Shown when no record matches or the call fails: written in the school's voice, naming it
   * as `{name}` and `{congregation}`, which its settings fill in (app/school.ts); its subtitle
   * and letter in each language, under the same name.
   */
  fallback: { name: string } & Record<Language, { subtitle: string; message: string }>;
}

const messagePages: Record<string, MessagePage> = {
  "/PrincipalMessage": {
    kind: "Principal",
    fallback: {
      name: leadership.principal.name,
      en: {
        subtitle: "Principal",
        message: [
          "<p>Dear parents and students,</p>",
          "<p>Welcome to {name}. Our school exists so that every child who walks through our gates grows in knowledge, in kindness and in confidence. We set high expectations and meet each child with patience and care, because we believe that good character and good learning grow together.</p>",
          "<p>We are grateful for the trust you place in us, and we look forward to walking with your child, year by year, towards a bright and honest future.</p>",
        ].join(""),
      },
      hi: {
        subtitle: "प्रधानाचार्या",
        message: [
          "<p>प्रिय अभिभावकों एवं विद्यार्थियों,</p>",
          "<p>{name} में आपका स्वागत है। हमारे विद्यालय का उद्देश्य है कि इसके द्वार से भीतर आने वाला हर बच्चा ज्ञान, दयालुता और आत्मविश्वास में आगे बढ़े। हम हर बच्चे से ऊँची अपेक्षाएँ रखते हैं और धैर्य व स्नेह के साथ उसका साथ देते हैं, क्योंकि हमारा विश्वास है कि अच्छा चरित्र और अच्छी शिक्षा साथ-साथ बढ़ते हैं।</p>",
          "<p>आपने हम पर जो भरोसा किया है, उसके लिए हम आभारी हैं। वर्ष-दर-वर्ष एक उज्ज्वल और सच्चे भविष्य की ओर आपके बच्चे के साथ चलने की हमें प्रतीक्षा है।</p>",
        ].join(""),
      },
    },
  },
  "/ManagersMessage": {
    kind: "Manager",
    fallback: {
      name: leadership.manager.name,
      en: {
        subtitle: "Manager",
        message: [
          "<p>Dear friends of our school,</p>",
          "<p>The {congregation} have served children through education for more than a century and a half, in the conviction that learning sets a person free and must reach every child. {name} carries that mission forward with dedicated teachers, a safe and green campus and fair, transparent fees.</p>",
          "<p>I thank our parents, teachers and staff for their generous partnership. Together, let us keep the lamp burning.</p>",
        ].join(""),
      },
      hi: {
        subtitle: "प्रबंधिका",
        message: [
          "<p>हमारे विद्यालय के प्रिय शुभचिंतकों,</p>",
          "<p>{congregation} डेढ़ सौ वर्षों से भी अधिक समय से शिक्षा के माध्यम से बच्चों की सेवा करती आ रही हैं, इस विश्वास के साथ कि शिक्षा मनुष्य को स्वतंत्र बनाती है और उसे हर बच्चे तक पहुँचना चाहिए। समर्पित शिक्षकों, सुरक्षित और हरे-भरे परिसर तथा उचित और पारदर्शी फ़ीस के साथ {name} इसी ध्येय को आगे बढ़ा रहा है।</p>",
          "<p>मैं सभी अभिभावकों, शिक्षकों और कर्मचारियों को उनके उदार सहयोग के लिए धन्यवाद देती हूँ। आइए, हम सब मिलकर यह दीप जलाए रखें।</p>",
        ].join(""),
      },
    },
  },
  "/FormerPrincipalMessage": {
    kind: "Former Principal",
    fallback: {
      name: leadership.vicePrincipal.name,
      en: {
        subtitle: "Former Principal",
        message: [
          "<p>Dear students, parents and teachers,</p>",
          "<p>It was my privilege to serve as the first Principal of {name} and to see a small beginning grow into a school full of curious, brave and good children.</p>",
          "<p>To our students I say: be faithful in small things. Finish your work, keep your word and help without being asked. These habits, more than any marks, will shape the people you become.</p>",
        ].join(""),
      },
      hi: {
        subtitle: "पूर्व प्रधानाचार्या",
        message: [
          "<p>प्रिय विद्यार्थियों, अभिभावकों और शिक्षकों,</p>",
          "<p>{name} की पहली प्रधानाचार्या के रूप में सेवा करना और एक छोटी-सी शुरुआत को जिज्ञासु, साहसी और अच्छे बच्चों से भरे विद्यालय के रूप में बढ़ते देखना मेरे लिए सौभाग्य की बात रही।</p>",
          "<p>अपने विद्यार्थियों से मैं कहती हूँ: छोटी-छोटी बातों में भी निष्ठावान रहो। अपना काम पूरा करो, अपनी बात पर कायम रहो और बिना कहे दूसरों की मदद करो। किसी भी अंक से अधिक, यही आदतें तय करेंगी कि तुम आगे चलकर कैसे इंसान बनोगे।</p>",
        ].join(""),
      },
    },
  },
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const path = findPage(url.pathname)?.path ?? "/PrincipalMessage";
  const page = messagePages[path] ?? messagePages["/PrincipalMessage"]!;
  const language = languageAt(url.pathname);
  const loads = fallbacks();
  const records = await loads.or(
    apiOf(context).messages(),
    [],
    "Error fetching the leadership messages",
  );
  const record = messageFor(itemsIn("messages", records, language), page.kind);
  const shown = record
    ? {
        name: record.name,
        subtitle: record.subtitle,
        photo: record.attachments[0] ?? siteImages.principalFallback,
        message: sanitizeMessage(record.message),
        // On a Hindi page, a message the school has not written in Hindi is its English.
        english: language === "hi" && !record.inHindi?.includes("message"),
      }
    : {
        name: page.fallback.name,
        ...page.fallback[language],
        photo: siteImages.principalFallback,
        fallback: true,
      };
  // Drawn alike for every visitor from the messages: kept by the server until they change,
  // unless the call failed.
  return { path, fallback: false, english: false, ...shown, ...keptUnless(loads) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? metaFor(loaderData.path, { matches }) : [];

export default function MessagePage({ loaderData }: Route.ComponentProps) {
  const { path, name, subtitle, photo, message, fallback, english } = loaderData;
  const url = useFileUrl();
  const school = useSchool();
  const language = useLanguage();
  const page = findPage(path);
  // Only the site's own words name the school by placeholder; a record's are as written.
  const shown = fallback ? withSchool(message, school, escapeHtml) : message;
  return (
    <PageWithSectionNav path={path}>
      <article>
        <h1>{page && pageName(page, language)}</h1>
        <div className={styles.message}>
          <img
            className={styles.portrait}
            src={url(photo)}
            alt={name ? `${name}, ${subtitle}` : subtitle}
            width="400"
            height="400"
          />
          <div className={styles.messageBody}>
            {english ? <EnglishNote /> : null}
            <div
              className={styles.messageText}
              lang={english ? "en-IN" : undefined}
              dangerouslySetInnerHTML={{ __html: shown }}
            />
            <p className={styles.signature}>
              <span className={styles.signatureName}>{name}</span>
              <span className={styles.signatureRole}>{subtitle}</span>
            </p>
          </div>
        </div>
      </article>
    </PageWithSectionNav>
  );
}
