import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

const provider = site.provider.name;

export default {
  path: "/ErpSoftware",
  heading: "ERP Software",
  description: `The school ERP, parent portal and parents' app by ${provider} that ${site.name} uses to run its office and keep parents informed.`,
  blocks: [
    {
      type: "prose",
      markdown: `${site.name} runs its day-to-day work on the school ERP of **${provider}**. One system holds admissions, student records, attendance, timetables, examinations and report cards, fee collection, transport, the library, and staff and payroll, so that information is entered once and is correct everywhere it appears.

For parents, this means fewer forms and fewer trips to the school office. Fee receipts, report cards, circulars and homework reach you on your phone; attendance is updated the same morning; and a message from the class teacher is only a tap away. For teachers, it means less paperwork and more time for the children.

Click on any picture below to see it in full.`,
    },
    {
      type: "modals",
      items: [
        {
          title: "Manage Data",
          text: "Admissions, student profiles, attendance, examinations, fees, transport and staff records in one secure place, with reports at a click.",
          image: {
            file: "public/Images/erp-manage-data-computer-dashboard.jpg",
            alt: "The ERP dashboard on a computer screen, showing today's attendance, fee collection for the month and a list of upcoming examinations",
            width: 1200,
            height: 800,
          },
        },
        {
          title: "Parent Portal",
          text: "Parents see their child's attendance, homework, marks, report cards and fee dues, and pay fees online at any hour.",
          image: {
            file: "public/Images/erp-parent-portal-computer.jpg",
            alt: "The parent portal open on a laptop, showing a student's attendance calendar, latest marks and a Pay Fees button",
            width: 1200,
            height: 800,
          },
        },
        {
          title: "Communication Portal",
          text: "Circulars, notices, homework and messages from the school reach every parent instantly through app notifications, SMS and e-mail.",
          image: {
            file: "public/Images/erp-communication-portal-computer.jpg",
            alt: "The communication portal on a computer screen, with a circular about the annual sports day ready to be sent to the parents of Classes I to V",
            width: 1200,
            height: 800,
          },
        },
      ],
    },
    {
      type: "prose",
      markdown: `**The parents' app.** ${site.app.description} Download it free and sign in with the school code **${site.schoolCode}** and the login details given by the school office.`,
    },
    {
      type: "cards",
      items: [
        {
          title: "Download the parents' app",
          text: "Get the app on Google Play.",
          image: {
            file: "public/Images/erp-parents-mobile-app.jpg",
            alt: "A mobile phone showing the parents' app home screen with tiles for homework, attendance, circulars, fee payment and report card",
            width: 800,
            height: 600,
          },
          link: { label: "Get it on Google Play", href: site.links.playStore },
        },
      ],
    },
    {
      type: "links",
      items: [{ label: `Learn more about ${provider}`, href: site.links.provider }],
    },
  ],
} satisfies ContentPage;
