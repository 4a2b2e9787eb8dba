import type { ContentPage } from "../model.ts";
import { syllabus } from "../navigation.ts";
import { site } from "../site.ts";

const syllabusFile = syllabus.find((item) => item.label === "Secondary Stage")?.file;

export default {
  path: "/SecondarySchool",
  heading: "Secondary Stage: Class IX and X",
  description: `The Secondary Stage (Classes IX and X) at ${site.name}, ${site.city}: the CBSE curriculum, steady preparation for the Class X Board and guidance for choosing a stream.`,
  blocks: [
    {
      type: "image",
      align: "full",
      image: {
        file: "public/Images/secondary-stage-science-lab.jpg",
        alt: "Class IX students in lab coats recording readings from a titration in the chemistry lab while their teacher looks on",
        width: 1200,
        height: 800,
      },
    },
    {
      type: "prose",
      markdown: `Classes IX and X bring the first board examination and the first big choice of a student's life, the stream for Classes XI and XII. At ${site.name} we help students meet both calmly. Teaching in these classes aims at deep understanding rather than rote learning, in line with NEP 2020 and the CBSE's move towards competency-based assessment, and every student is known and followed personally by teachers who have taught them for years.`,
    },
    {
      type: "section",
      title: "Subjects of Study",
      blocks: [
        {
          type: "prose",
          markdown: "Students follow the CBSE scheme of studies for the Secondary Stage:",
        },
        {
          type: "list",
          items: [
            "English Language and Literature.",
            "A second language: Hindi or Punjabi.",
            "Mathematics, at the Standard or the Basic level, chosen in Class X with guidance from teachers and parents.",
            "Science: Physics, Chemistry and Biology, with regular practical work in the laboratories.",
            "Social Science: History, Geography, Political Science and Economics.",
            "A skill subject: Information Technology or Artificial Intelligence.",
            "Health and Physical Education, and Art Education, assessed within the school.",
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Teaching and Assessment",
      blocks: [
        {
          type: "prose",
          markdown: `Lessons combine clear explanation with discussion, experiments, case studies and practice in the competency-based and case-based questions that now form a large part of the CBSE papers. Each subject carries internal assessment (periodic tests, subject enrichment activities, practical work and a portfolio) alongside the board examination at the end of Class X.

Periodic tests and term examinations in Class IX, followed by pre-board examinations in Class X, give students repeated, low-stakes practice in writing full papers within time. Teachers study each answer sheet carefully, and students who need extra help receive remedial classes, while those who are ready are stretched with olympiads and enrichment work. Parents can follow marks, attendance and circulars on the parents' app and meet subject teachers at regular parent-teacher meetings.`,
        },
      ],
    },
    {
      type: "section",
      title: "Guidance for the Next Step",
      blocks: [
        {
          type: "prose",
          markdown: `Choosing between the Non-Medical, Medical and Commerce streams is easier when a student knows their strengths. Our counsellor holds aptitude and interest sessions for Class X, talks with students and parents one to one, and invites alumni and professionals to speak about their careers.

Students who do well in the Class X Board are rewarded: 97% or more earns a 100% tuition fee exemption in Class XI, and 92% to 96.99% earns a 50% exemption. See [Admission Class XI Information](/AdmissionXI) for the details.`,
        },
      ],
    },
    {
      type: "section",
      title: "Life Beyond Books",
      blocks: [
        {
          type: "prose",
          markdown: `The senior students of the school lead much of its life. House captains and prefects of Emerald, Topaz, Ruby and Sapphire organise assemblies and competitions, and students of these classes represent the school in inter-school sports, debates, quizzes and science exhibitions. The school band, scouts and guides, and service activities for the neighbourhood keep them in touch with the wider world, so that examination years are also years of friendship, fitness and service.`,
        },
      ],
    },
    {
      type: "section",
      title: "Syllabus",
      blocks: [
        { type: "files", items: [{ title: "Syllabus: Secondary Stage", file: syllabusFile }] },
      ],
    },
  ],
} satisfies ContentPage;
