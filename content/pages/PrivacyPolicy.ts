import type { ContentPage } from "../model.ts";
import { section, list, prose } from "../build-blocks.ts";
import { site } from "../site.ts";

// What the website and the school office do with what people give them, as India's Digital
// Personal Data Protection Act 2023 asks a Data Fiduciary to say. Every sentence must stay true
// of the product: the figures written here are its own (10 certificate lookups in 10 minutes,
// unconfirmed subscriptions forgotten after 30 days, deleted records kept 30 days for
// restoring). What it holds, why and for how long, and the Grievance Officer, are drawn from the
// product's list and the school's privacy settings (the personalData blocks), so the times the
// school sets are the ones stated. The school edits the rest of these words in the office.

export default {
  path: "/PrivacyPolicy",
  heading: "Privacy Notice",
  description: `What ${site.name}, ${site.city}, collects through its website, why, how long it is kept, and your rights under India's data protection law.`,
  blocks: [
    prose(
      `This notice explains what personal data ${site.name}, ${site.city}, collects through this website, why we collect it, how long we keep it, who can see it, and what you can ask of us. We collect only what we need to answer you or to do what you asked, and we never sell it or use it for advertising.`,
    ),
    section(
      "Who we are",
      prose(
        `${site.name} is run by the ${site.congregation}, at ${site.address.lines.join(", ")}. Under the Digital Personal Data Protection Act, 2023 the school is the *Data Fiduciary*: it decides why and how your data is used. ${site.provider.name}, which provides this website and the school's office software, keeps the data on the school's behalf as a *Data Processor* and may use it for nothing else.`,
      ),
    ),
    section(
      "What we hold, why, and for how long",
      prose(
        "In short, each kind of personal data the school holds through this website and its office, what of it, why, and how long it is kept before it is deleted without anyone having to remember to. Each is explained below.",
      ),
      { type: "personalData", part: "holdings" },
    ),
    section(
      "The enquiry form",
      list(
        "**What we hold:** your name, e-mail address, phone number, the subject and your message, with the date and time you sent them. The office notes when your enquiry was answered, by whom, and a note for colleagues.",
        "**Why:** to answer your enquiry. You give us these details for that purpose, which the Act counts as a legitimate use. We do not add you to any mailing list or use your details for anything else.",
        "**Who can see it:** the school office staff and the school's administrators, in the school office. Enquiries are never shown on the website.",
        "**How long:** for the months the table above gives, from the day you sent it; then it is deleted, with the office's replies, without anyone having to remember to. You may ask us to erase it sooner once it has been answered.",
      ),
    ),
    section(
      "Transfer Certificate downloads",
      list(
        "**What we hold:** the admission number and the student's name you type are compared with the school's certificates and are not kept. When they match, we record which certificate was handed over, the date and time, and the network (IP) address that asked for it.",
        "**Why:** so that only someone who knows both details can download a certificate, and so that the office can tell a family when, and whether, their certificate was fetched. To stop guessing, one network address may try 10 times in 10 minutes; that count is kept in the server's memory for those 10 minutes only.",
        "**Who can see it:** the school office staff who issue certificates, and the school's administrators.",
        "**How long:** the record of each download is deleted after the months the table above gives. When the office withdraws a certificate, it can be restored for 30 days; after that the certificate and the record of its downloads are erased for good.",
      ),
    ),
    section(
      "E-mail updates",
      list(
        "**What we hold:** your e-mail address, the updates you chose (notices, news, circulars and datesheets, events, alerts), your children's classes and sections if you chose them, how often you want them (each as it is published, or one e-mail a day), and when you asked, confirmed or unsubscribed.",
        "**Why:** to send you the updates you asked for, and nothing else. You are subscribed only after you click the link in the e-mail we send to confirm (double opt-in), so no one can subscribe your address without you. Asking again never tells anyone whether an address is already subscribed.",
        "**Who can see it:** the school office staff who look after e-mail updates. The service that delivers our e-mail sees your address only to deliver it.",
        "**How long:** while you are subscribed. Every e-mail has a link that unsubscribes you at once, with no reason needed. A request never confirmed is forgotten after 30 days. After you unsubscribe we keep only the note that your address unsubscribed, so that an old e-mail's link cannot start the e-mails again, for the months the table above gives; then your address is erased entirely, or at once if you ask the office.",
      ),
    ),
    section(
      "Notifications on your phone",
      list(
        "**What we hold:** the address your browser's push service gave for this phone or computer and the two keys our messages are encrypted with (so that only your browser can read them), the kinds of update and the classes and sections you chose, the language, the words beside the button you pressed and when you pressed it, and, for each item, whether its notification was sent to your browser or failed.",
        "**Why:** to send you a notification of each item for your children's classes, and nothing else. Nothing is sent until you press the button and your browser asks you; the notification itself is encrypted so that the push service that carries it (Google's, Apple's, Mozilla's or Microsoft's, by your browser) cannot read it.",
        "**Who can see it:** the push address and keys are used by our server only, and shown to no one. The school office staff who look after updates see that a browser receives notifications, for which classes and kinds, and since when.",
        "**How long:** until you turn notifications off on this page, or your browser tells its push service it no longer wants them: the address, the keys and your choices are then deleted at once. The record of what was sent stays without saying to whom.",
      ),
    ),
    section(
      "WhatsApp and SMS",
      list(
        "**What we hold:** the mobile number you give on the updates page, whether you want WhatsApp or SMS, the kinds of update and the classes and sections you chose, the language, the words you agreed to and when (and when you replied STOP or START), and, for each item, whether its message was sent, delivered, read or failed, with the provider's message number.",
        "**Why:** to send you the school's messages for your children's classes, and nothing else. Nothing is sent until you open the link in the first message we send to the number, so no one can add your number without you.",
        "**Who can see it:** the school office staff who look after updates; the school's WhatsApp provider (Meta) or SMS gateway (MSG91) sees the number and the message only to deliver it.",
        "**How long:** until you reply STOP or ask the office: the number is then no longer sent anything, and the office erases it entirely when you ask. A number never confirmed is forgotten after 30 days. The record of what was sent stays without saying to whom once the number is erased.",
      ),
    ),
    section(
      "Applications for admission",
      list(
        "**What we hold:** what you type on the Apply page (the class and, for Class XI, the stream; the child's name, date of birth and whether a girl or a boy; the parents' names and occupations; the address; a parent's e-mail and mobile number; the previous school and, for Class XI, the results and achievements you give), the documents you send (birth certificate, photograph, last report card), the words you agreed to and when, and what the office adds: the slot of the test or interaction, the entrance mark and achievements it verified, its notes, the fee's payment and reference, and each change of state.",
        "**Why:** to consider the application for admission by the rules on the admission pages, to tell you its slot and outcome, and to match the fee you paid. Only the application's number appears in a published allotment, never a name.",
        "**Who can see it:** the school office staff who handle admissions and the school's administrators. The documents are kept where no web address reaches them; staff open them through the school office only. The link we e-mail you opens your application until you send it: keep it to yourself.",
        "**How long:** an application begun and not sent is deleted a month after it was last changed. An application not admitted is deleted, with its documents, after the months the table above gives, counted from the start of the session it was for. If your child is admitted, the application stays as the record of the admission.",
      ),
    ),
    section(
      "Birthdays and toppers",
      list(
        "**What we show:** on a child's birthday, the child's name and class with a greeting; for a topper, the name, class, session, result and stream. A photograph is shown only if the office added one.",
        "**Consent first:** nothing about a child, photograph included, appears on the website until the office has recorded a parent's or guardian's consent: who gave it, how (the school's form, a signed paper, or an e-mail), when, and for which uses (a birthday, a result, an achievement, photographs, news). The same holds for an award, an album or a news item that names a child. A parent may withdraw that consent at any time, as easily as it was given, [from the Contact Us page](/ContactUs?about=withdrawal) or by writing to us; within a minute of the office recording it the child is off every page of the website, its feeds and its search, and off any e-mail not yet sent.",
        "**Never shown:** a child's date of birth. The office keeps it only to know the day; it is never sent to the website, which shows the greeting on that day and no other.",
        "**Who can see it:** anyone who visits the website sees what was agreed; the school's administrators and the staff who publish on the website keep the records.",
        "**How long:** the office removes a child's birthday when the child leaves the school. Toppers of past sessions stay as the school's roll of honour until the family or the former student asks us to remove them. A removed record can be restored for 30 days, then it is erased for good.",
      ),
    ),
    section(
      "What this website does not collect",
      list(
        "The public website uses no analytics, tracking or advertising. It sets two cookies, each only when you ask for what it remembers: when you close the home page's notifications, one holds that day's date, so they stay closed until midnight, and then it expires; when you read the site in Hindi, one holds the word \"hi\" for a year, so that your next visit opens in Hindi (following the link to English removes it). The school's staff also receive a cookie, to stay signed in to the school office.",
        "The map comes from OpenStreetMap and the videos from YouTube only when you choose to open them; until then your browser does not contact those services. Once opened, their own privacy terms apply.",
        "The website keeps no record of your visits. The network address of whoever sends the enquiry form or looks up a certificate is counted for 10 minutes, to stop misuse, and then forgotten.",
      ),
    ),
    section(
      "How we protect it",
      prose(
        "Only named school staff can open the school office, each with their own account, password and role, and each sees only what their role needs; administrators also confirm every sign-in with a second step. Every change staff make is recorded, with what was changed, in a log that only administrators can read, so that the school can always say who did what; after the months the table above gives, a line keeps who changed what and when, but no longer the values. Every time staff open an enquiry, an application, a certificate, a consent or a child's record is recorded too, and kept as long, so that the school could tell whose data was seen. Data travels to and from the website encrypted (HTTPS). If a breach ever affected your data, we would tell you and the Data Protection Board of India as the law requires.",
      ),
    ),
    section(
      "Your rights",
      prose(
        "As a *Data Principal* under the Digital Personal Data Protection Act, 2023 you may ask us, free of charge:",
      ),
      list(
        "**Access:** a summary of the personal data we hold about you, what we do with it, and who we have shared it with.",
        "**Correction and erasure:** to correct, complete or bring up to date what is wrong, and to erase what we no longer need, unless the law requires us to keep it.",
        "**Withdrawal of consent:** to withdraw any consent you gave, at any time, as easily as you gave it.",
        "**Grievance redressal:** to have a complaint about how we handle your data heard and answered by our Grievance Officer.",
        "**Nomination:** to name another person who may use these rights for you if you die or are unable to act.",
      ),
      prose(
        "A parent or lawful guardian uses these rights for a child under 18. We may ask you to confirm who you are before we show or change any data.",
      ),
      prose(
        "To ask, use the Contact Us form and say what it is about: [see your data](/ContactUs?about=access), [correct it](/ContactUs?about=correction), [erase it](/ContactUs?about=erasure) or [withdraw a consent](/ContactUs?about=withdrawal). The office is told the day it must answer by.",
      ),
    ),
    section(
      "Contact our Grievance Officer",
      prose(
        `Write to the **Grievance Officer (Data Protection)**, ${site.name}, ${site.address.lines.join(", ")}, or e-mail or call as below (on school working days), with "Data protection" in the subject. We acknowledge every request within 3 working days.`,
      ),
      { type: "personalData", part: "grievance" },
    ),
    section(
      "Changes to this notice",
      prose(
        "When we change what we collect or why, we change this page before the change takes effect and say so on the notice board.",
      ),
    ),
  ],
} satisfies ContentPage;
