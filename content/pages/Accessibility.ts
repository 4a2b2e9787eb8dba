import type { ContentPage } from "../model.ts";
import { section, list, prose } from "../build-blocks.ts";
import { site } from "../site.ts";

// How far the website meets WCAG 2.2 AA, what it does not yet do, and how to tell the school
// of a barrier. The school edits these words in the office; the response times are its own.

const phone = site.phones[0];
const email = `[${site.email}](mailto:${site.email})`;

export default {
  path: "/Accessibility",
  heading: "Accessibility Statement",
  description: `How the website of ${site.name}, ${site.city}, meets WCAG 2.2 AA, its known limits, and how to report a barrier and get an answer.`,
  blocks: [
    prose(
      `${site.name} wants every parent, student and visitor to be able to use this website, whatever their ability and whatever device they use. This statement covers the public pages of this website.`,
    ),
    section(
      "What you can do on this website",
      list(
        "Use every page with a keyboard alone, with a visible focus, and skip straight to the main content.",
        "Zoom the text to 200%, or the page to 400%, or use a phone as narrow as 320 pixels, without losing content or scrolling sideways; only a wide table scrolls, inside its own box.",
        "Use a screen reader: pages have one main heading and ordered headings below it, named regions, labelled form fields and text for every meaningful picture.",
        "Pause anything that moves, such as the announcement ticker and the photo slide shows.",
        "Read every page with JavaScript switched off; forms, menus and tabs still work.",
        "Read text that contrasts with its background at least as much as the standard asks.",
      ),
    ),
    section(
      "The standard we meet",
      prose(
        "This website aims to meet the **Web Content Accessibility Guidelines (WCAG) 2.2 at level AA**. It partly meets them: the pages themselves do, and the exceptions are the documents and services listed under the known limits below.",
      ),
      prose(
        "Each time the website changes, every page, and each state a visitor opens (the menu, search results, dialogs, every tab), is checked with the axe accessibility tester in a real browser at a phone's width and a desktop's, and the keyboard's way through the menus, forms and dialogs is tested. Colours are checked for contrast, and forms for their labels and error messages. Automatic checks cannot find every barrier, which is why your reports matter.",
      ),
    ),
    section(
      "Known limits",
      list(
        "**PDF documents:** circulars, datesheets, book lists and the Board's documents are PDF files uploaded by the school. Some are scanned pages or are not tagged, so a screen reader may not read them well. Ask us and we will send the content in another form.",
        "**Videos:** our videos are hosted on YouTube. Some have no captions, and others only the captions YouTube makes automatically, which may contain mistakes.",
        "**The map:** the map comes from OpenStreetMap and is hard to use with a keyboard or a screen reader. Wherever it appears, the school's address and phone numbers are written on the same page.",
        "**Photo albums:** a photo is described by its caption; a photo without one is described only by its album's title and its number in the album.",
        "**Other services:** the parent portal, online fee payment, online registration and the parents' app are provided by others and are not covered by this statement.",
      ),
    ),
    section(
      "Report a barrier",
      prose(
        `If you cannot use something on this website, or you need a document in another form (large print, plain text, or read to you over the phone), please tell us. E-mail ${email} with "Accessibility" in the subject, or call [${phone}](tel:${phone.replace(/[^\d+]/g, "")}) on school working days. It helps to tell us the page's address, what you were trying to do, and the device or assistive technology you use.`,
      ),
      prose(
        "We acknowledge every report within 2 working days. Within 10 working days we fix the barrier or, where that takes longer, give you the information another way and tell you when the fix will be made.",
      ),
    ),
    section(
      "If you are not satisfied",
      prose(
        "Please write to the Principal, who will review how your report was handled. You may also approach the State Commissioner for Persons with Disabilities under the Rights of Persons with Disabilities Act, 2016.",
      ),
    ),
    section(
      "About this statement",
      prose(
        "We review this statement every year and whenever the website changes in a way that affects it.",
      ),
    ),
  ],
} satisfies ContentPage;
