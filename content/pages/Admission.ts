import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/Admission",
  heading: "Admission Procedure",
  session: "2026-27",
  description: `How to apply for admission to ${site.name}, ${site.city}, for the academic year 2026-27: age criteria, selection, fees and scholarships.`,
  blocks: [
    {
      type: "prose",
      markdown: `Thank you for considering ${site.name} for your child. Admissions for the **academic year 2026-27** are open to Nursery and to every class up to Class XI where seats are vacant, and applications are accepted both **online and offline** (at the school office).

The admission process begins in the **first week of October**, and the admission information for each class, with the number of seats and the test and interaction dates, is released in the **second week of October**. Please read the rules below carefully before you fill in the form; they apply to every applicant.`,
    },
    {
      type: "section",
      title: "Age Criteria",
      blocks: [
        {
          type: "list",
          items: [
            "Applicants for Nursery should be within the age group of 3 years as on 31st March of the year of admission.",
            "Admission to other classes follows the age guidelines of the Government and depends on the seats vacant in that class.",
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Selection",
      blocks: [
        {
          type: "list",
          items: [
            "Nursery: there is no entrance test. The child and the parents are invited to a short, friendly interaction session with the teachers.",
            "All other classes: admission is through an admission test, and seats are offered on merit.",
            "Parents may enquire about the result 3 days after the entrance exam, at the school office or on the school's phone numbers.",
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Registration Form",
      blocks: [
        {
          type: "list",
          items: [
            "Only one form may be submitted per applicant in a year.",
            "The registration form is non-transferable.",
            "Incorrect or incomplete information in the form disqualifies the applicant.",
            "Filling in a registration form does not by itself guarantee admission.",
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Class XI Eligibility",
      blocks: [
        {
          type: "prose",
          markdown:
            "To sit the Class XI entrance examination, an applicant needs a minimum of **70%** for the **Medical** and **Non-Medical** streams and a minimum of **65%** for the **Commerce** stream. The dates, streams, subject combinations and merit rules are on the [Admission Class XI Information](/AdmissionXI) page.",
        },
        {
          type: "table",
          caption: "Minimum marks to sit the Class XI entrance examination",
          columns: ["Stream", "Minimum marks"],
          rows: [
            ["Medical", "70%"],
            ["Non-Medical", "70%"],
            ["Commerce", "65%"],
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Documents Required",
      blocks: [
        {
          type: "list",
          items: [
            "Birth certificate issued by the Municipal Corporation or the Registrar of Births (for Nursery to Class I).",
            "Aadhaar card of the child and of both parents.",
            "Four recent passport-size photographs of the child and one of each parent.",
            "Report card of the last class passed (Class II onwards).",
            "Transfer Certificate, countersigned by the education authority where required (Class II onwards).",
            "Caste or category certificate, if applicable.",
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Admission Fee",
      blocks: [
        {
          type: "list",
          items: [
            "Once admission is confirmed, the admission fee must be paid within 7 working days of confirmation.",
            "If the admission is not taken within 10 days, it will not be reconsidered and the seat is offered to the next applicant on the merit list.",
            `Parents who pay online should e-mail the proof of payment, with the child's name and class, to [${site.email}](mailto:${site.email}).`,
          ],
        },
        {
          type: "prose",
          markdown:
            "The monthly fees for 2025-26 are on the [Fee Structure](/Feestructure) page, and the fee rules and ways to pay are on the [School Fees](/SchoolFees) page.",
        },
      ],
    },
    {
      type: "section",
      title: "Scholarships",
      blocks: [
        {
          type: "prose",
          markdown:
            "The school rewards merit and talent. A scholarship is an exemption from the tuition fee; other charges are paid as usual.",
        },
        {
          type: "table",
          caption: "Scholarships at admission",
          columns: ["Criterion", "Tuition fee exemption"],
          rows: [
            ["97% or more in the entrance exam (Class VI onwards)", "100%"],
            ["A national or state level first prize in sports or arts", "100%"],
            ["A state level winner", "50%"],
          ],
        },
      ],
    },
    {
      type: "links",
      items: [{ label: "Click Here for Online Registration", href: site.links.onlineRegistration }],
    },
  ],
} satisfies ContentPage;
