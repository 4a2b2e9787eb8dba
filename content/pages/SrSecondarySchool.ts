import type { ContentPage } from "../model.ts";
import { documents } from "../public-files.ts";
import { site } from "../site.ts";

export default {
  path: "/SrSecondarySchool",
  heading: "Senior Secondary Stage: Class XI and XII",
  description: `The Senior Secondary Stage (Classes XI and XII) at ${site.name}, ${site.city}: the Non-Medical, Medical and Commerce streams of the CBSE and steady preparation for the Class XII Board.`,
  blocks: [
    {
      type: "image",
      align: "full",
      image: {
        file: "public/Images/senior-secondary-physics-lab.jpg",
        alt: "Class XI students measuring the time period of a pendulum in the physics lab, one student noting readings in a practical file",
        width: 1200,
        height: 800,
      },
    },
    {
      type: "prose",
      markdown: `The last two years of school are the bridge to university, professional courses and working life. In the Senior Secondary Stage, the Secondary Stage of NEP 2020 in its second phase, students of ${site.name} study fewer subjects in greater depth, choosing a stream that suits their abilities and their plans. Small sections, well-equipped laboratories and teachers who know each student well make these demanding years purposeful and secure.`,
    },
    {
      type: "section",
      title: "Streams and Subjects",
      blocks: [
        {
          type: "prose",
          markdown:
            "Every student studies five subjects: English and three core subjects of the stream, with one further subject of their choice.",
        },
        {
          type: "section",
          title: "Non-Medical",
          blocks: [
            {
              type: "list",
              items: [
                "English, Physics, Chemistry and Mathematics.",
                "Fifth subject: Information Technology, Physical Education or Psychology.",
                "For students aiming at engineering, architecture, the pure sciences, computing and the defence services.",
              ],
            },
          ],
        },
        {
          type: "section",
          title: "Medical",
          blocks: [
            {
              type: "list",
              items: [
                "English, Physics, Chemistry and Biology.",
                "Fifth subject: Information Technology, Mathematics, Physical Education or Psychology.",
                "For students aiming at medicine, dentistry, nursing, pharmacy, biotechnology and the life sciences.",
              ],
            },
          ],
        },
        {
          type: "section",
          title: "Commerce",
          blocks: [
            {
              type: "list",
              items: [
                "English, Accountancy, Economics and Business Studies.",
                "Fifth subject: Information Technology, Mathematics, Physical Education or Psychology, so that Commerce can be taken with or without Mathematics.",
                "For students aiming at chartered accountancy, management, banking, economics, law and business.",
              ],
            },
          ],
        },
        {
          type: "prose",
          markdown: `Eligibility, the entrance examination, scholarships and fees for Class XI are explained on the [Admission Class XI Information](/AdmissionXI) page.`,
        },
        {
          type: "files",
          items: [
            { title: "Stream and Subject Selection", file: documents.streamAndSubjectSelection },
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Teaching and Learning",
      blocks: [
        {
          type: "prose",
          markdown: `Teaching in Classes XI and XII goes to the roots of each subject. Practical work in the physics, chemistry, biology and computer labs is regular and carefully recorded, and every subject includes the project and practical components that the CBSE requires. Commerce students work with real balance sheets, budgets and case studies, and all students learn to write clear, well-argued answers.

Unit tests, term examinations and pre-board examinations are spread evenly through both years, and each is followed by a discussion of the answer sheets and, where needed, extra classes. Subject teachers are available after class for doubts, and our counsellor guides students and parents through entrance examinations, applications and career choices.`,
        },
      ],
    },
    {
      type: "section",
      title: "Growing as Young Adults",
      blocks: [
        {
          type: "prose",
          markdown: `Senior students are the leaders of the school. They captain the houses, head the student council, mentor younger pupils, represent the school in sports and competitions and take part in service to the wider community. We believe that a young person who learns to lead with kindness and responsibility is as well prepared for life as one who scores well.`,
        },
      ],
    },
    {
      type: "section",
      title: "Towards the Class XII Board",
      blocks: [
        {
          type: "prose",
          markdown: `By the time they reach Class XII, our students have covered the syllabus thoroughly, revised it more than once, practised with sample and previous years' papers, and sat full pre-board examinations under real conditions. They know their strengths, they know where to ask for help, and they know that their teachers stand with them. With this preparation behind them, our students approach the Class XII Board examinations with confidence, calm and a clear sense of the future they are working towards.`,
        },
      ],
    },
  ],
} satisfies ContentPage;
