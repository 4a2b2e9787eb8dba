import type { ContentPage } from "../model.ts";
import { syllabus } from "../navigation.ts";
import { site } from "../site.ts";

const syllabusFile = syllabus.find((item) => item.label === "Preparatory Stage")?.file;

export default {
  path: "/PrimarySchool",
  heading: "Preparatory Stage: Class III to V",
  description: `The Preparatory Stage (Classes III to V) at ${site.name}, ${site.city}: activity-based learning that builds strong readers, confident thinkers and kind classmates.`,
  blocks: [
    {
      type: "image",
      align: "full",
      image: {
        file: "public/Images/preparatory-stage-classroom-group-work.jpg",
        alt: "Class IV pupils working in groups of four at their desks, measuring and recording the lengths of leaves they collected in the school garden",
        width: 1200,
        height: 800,
      },
    },
    {
      type: "prose",
      markdown: `Between the ages of about eight and eleven, children are ready for more. They read longer stories, ask harder questions and enjoy a challenge. The Preparatory Stage of NEP 2020, Classes III to V at ${site.name}, builds on the playful start of the Foundational Stage and gradually introduces the reading, writing, discussion and more formal classroom learning that children will need in the Middle Stage.

We keep what worked in the early years (activity, curiosity and joy) and add structure: textbooks and notebooks, regular homework in small measures, and the habits of careful work and fair play.`,
    },
    {
      type: "section",
      title: "What Children Learn",
      blocks: [
        {
          type: "prose",
          markdown:
            "Our curriculum follows the CBSE and the National Curriculum Framework for School Education (NCF-SE) 2023 for this stage:",
        },
        {
          type: "list",
          items: [
            "Languages: English, Hindi and Punjabi, with reading for pleasure, creative writing, recitation and storytelling.",
            "Mathematics: numbers and operations, fractions, measurement, money, time, shapes, patterns and data, learnt with concrete material before it becomes abstract.",
            "The World Around Us (Environmental Studies): family and community, plants and animals, water, food, shelter and travel, explored through observation and simple experiments.",
            "Computer Science: using the keyboard and mouse, simple drawing and typing programs, safe and sensible use of devices, and first steps in coding.",
            "Art Education: drawing, painting, craft, music, dance and theatre, taught by specialist teachers.",
            "Physical Education and Well-being: games, yoga, athletics and the basics of health, hygiene and nutrition.",
            "Value Education: kindness, honesty, respect for all faiths and care for the environment, lived out in class and in assembly.",
          ],
        },
      ],
    },
    {
      type: "section",
      title: "How We Teach",
      blocks: [
        {
          type: "prose",
          markdown: `Lessons are built around experience. Pupils measure the school corridor to understand metres, grow seeds in the class window to learn about plants, run a class shop to practise money sums and interview their grandparents for a project on how life has changed. Art-integrated and sports-integrated learning, in which a concept is taught through a painting, a song or a game, is used across subjects, as the CBSE encourages.

Classes visit the school library every week, and each child keeps a reading log. Smart classrooms bring maps, animations and short films into lessons, while group work teaches children to listen to one another and share the task.`,
        },
      ],
    },
    {
      type: "section",
      title: "Assessment and Progress",
      blocks: [
        {
          type: "prose",
          markdown: `Assessment in the Preparatory Stage is regular, friendly and useful. Teachers use class tests, oral work, projects, activities and notebooks to see how each child is doing, and follow up straight away where help is needed. Term examinations are introduced gradually, so that children learn to prepare calmly rather than anxiously.

Each child receives a holistic progress card that includes the teacher's observations, the child's own reflection on their learning, and comments from classmates on group work. Parents meet the class teacher at parent-teacher meetings after every assessment cycle and can follow homework, attendance and circulars on the parents' app.`,
        },
      ],
    },
    {
      type: "section",
      title: "Beyond the Classroom",
      blocks: [
        {
          type: "prose",
          markdown: `Every child belongs to one of our four houses, Emerald, Topaz, Ruby and Sapphire, and takes part in inter-house recitation, drawing, quiz and sports events. Pupils of these classes also choose activities such as skating, karate, chess, yoga, dance and music, and help plan class assemblies that they present to the whole school.

Small responsibilities, such as class monitor, garden helper or library helper, rotate through the class so that every child learns to lead and to serve.`,
        },
      ],
    },
    {
      type: "section",
      title: "Syllabus",
      blocks: [
        { type: "files", items: [{ title: "Syllabus: Preparatory Stage", file: syllabusFile }] },
      ],
    },
  ],
} satisfies ContentPage;
