import type { ContentPage } from "../model.ts";
import { syllabus } from "../navigation.ts";
import { site } from "../site.ts";

const syllabusFile = syllabus.find((item) => item.label === "Middle Stage")?.file;

export default {
  path: "/MiddleSchool",
  heading: "Middle Stage: Class VI to VIII",
  description: `The Middle Stage (Classes VI to VIII) at ${site.name}, ${site.city}: project-based learning, subject teachers and a wide choice of sports and clubs.`,
  blocks: [
    {
      type: "image",
      align: "full",
      image: {
        file: "public/Images/middle-stage-robotics-project.jpg",
        alt: "Class VII students assembling and testing a small line-following robot in the school's robotics lab",
        width: 1200,
        height: 800,
      },
    },
    {
      type: "prose",
      markdown: `In Classes VI to VIII, the Middle Stage of NEP 2020, children move from one class teacher to specialist subject teachers and begin to meet the ideas of each discipline properly: the experiments of science, the evidence of history, the proofs of mathematics. At ${site.name} we want these three years to be a time of discovery, when students learn not only what to think but how to think.

Students study three languages (English, Hindi and Punjabi), Mathematics, Science, Social Science, Computer Science, Art Education, Physical Education and Well-being, and the skill modules that the CBSE offers for this stage, following the CBSE curriculum and the new NCERT textbooks.`,
    },
    {
      type: "section",
      title: "Project-Based Learning",
      blocks: [
        {
          type: "prose",
          markdown: `Much of the learning in the Middle Stage happens through projects. Working in small teams over a few weeks, students take a real question, such as how much water the school uses in a day, why a local market is busier on some days than others, or how to keep the classroom cooler in May, and answer it with what they learn in several subjects at once.

A project asks students to plan, research, measure, build, write and present. They learn to divide work fairly, to check their facts and to speak before an audience. Each year ends with a project exhibition at which students explain their work to parents, teachers and younger pupils.`,
        },
      ],
    },
    {
      type: "section",
      title: "Key Areas of Focus",
      blocks: [
        {
          type: "list",
          items: [
            "Critical thinking: asking why, weighing evidence and forming a reasoned opinion instead of accepting the first answer.",
            "Problem solving: meeting unfamiliar questions in mathematics, science and daily life with patience and more than one strategy.",
            "Digital literacy: using computers and the internet well and safely, from spreadsheets and presentations to coding and judging what is true online.",
            "Life skills: communication, teamwork, self-awareness, managing time and stress, and making wise choices.",
            "Sports: regular coaching and inter-house competition in games such as athletics, badminton and volleyball, for fitness, discipline and team spirit.",
            "Art-integrated learning: teaching concepts through drawing, music, drama and craft, so that lessons are remembered and creativity grows.",
            "Clubs: Robotics, Drama, and Music & Dance, where students follow an interest beyond the timetable and learn to work towards a performance or a finished model.",
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Learning Outcomes",
      blocks: [
        {
          type: "prose",
          markdown: "By the end of Class VIII, we want every student to show:",
        },
        {
          type: "list",
          items: [
            "Academic mastery: a secure grasp of the concepts of each subject and the confidence to apply them, ready for the demands of Classes IX and X.",
            "Physical fitness: an active body, healthy habits and a sport or activity that the student enjoys.",
            "Leadership and social responsibility: the readiness to take charge, to serve the house and the school, and to care for the community and the environment.",
            "Creativity: the freedom to imagine, to make something new and to express ideas through words, art, music and design.",
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Syllabus",
      blocks: [{ type: "files", items: [{ title: "Syllabus: Middle Stage", file: syllabusFile }] }],
    },
  ],
} satisfies ContentPage;
