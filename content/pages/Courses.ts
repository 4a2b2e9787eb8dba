import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/Courses",
  heading: "Courses",
  description: `The courses of ${site.name}, ${site.city}: Kindergarten, Primary and Secondary, with online fee payment, online school, virtual school and online examinations.`,
  blocks: [
    {
      type: "prose",
      markdown: `${site.name} follows the curriculum of the Central Board of Secondary Education (CBSE), New Delhi, from Nursery upwards. Each stage builds on the one before it, so that a child moves from play and wonder in Kindergarten to confident, independent study by Class X.`,
    },
    {
      type: "section",
      title: "Kindergarten",
      blocks: [
        {
          type: "image",
          image: {
            file: "public/Images/courses-kindergarten-classroom.jpg",
            alt: "Kindergarten children sitting in a circle on a bright mat, sorting coloured blocks with their teacher",
            width: 1200,
            height: 800,
          },
          align: "right",
        },
        {
          type: "prose",
          markdown:
            "Kindergarten (Nursery, LKG and UKG) is a child's first home away from home. Learning happens through play, rhymes, stories, music and movement. Children learn to listen, speak and share; they meet letters and numbers through sand trays, beads and picture cards long before they write them down. Each class has a trained Nursery teacher and an aaya, and the school day is short and gentle.",
        },
        {
          type: "list",
          title: "Facilities",
          items: [
            "Airy classrooms with child-sized furniture and low display boards",
            "Activity corners for reading, blocks, clay and pretend play",
            "A toy room and a shaded play area with slides, swings and a sand pit",
            "Smart boards with rhymes, stories and picture lessons",
            "Separate, child-friendly washrooms close to the classrooms",
            "An aaya in every class to help the little ones",
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Primary",
      blocks: [
        {
          type: "image",
          image: {
            file: "public/Images/courses-primary-classroom.jpg",
            alt: "Primary pupils in blue uniforms working in pairs on a science worksheet at their desks",
            width: 1200,
            height: 800,
          },
          align: "right",
        },
        {
          type: "prose",
          markdown:
            "In the Primary classes (Class I to V) children build firm foundations in reading, writing and arithmetic, in English, Hindi and Punjabi, and begin to explore the world around them through Environmental Studies. Activity-based lessons, projects and class assemblies help every child speak up with confidence, and regular library periods grow the reading habit.",
        },
        {
          type: "list",
          title: "Facilities",
          items: [
            "Smart classrooms with interactive boards",
            "Library periods every week, with a reading corner in each class",
            "A computer lab for basic computing and typing skills",
            "Art & craft, music and dance classes taught by specialist teachers",
            "Games periods, yoga and karate on the school grounds",
            "Clubs and house activities for every child",
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Secondary",
      blocks: [
        {
          type: "image",
          image: {
            file: "public/Images/courses-secondary-chemistry-lab.jpg",
            alt: "Secondary students in lab coats carrying out a titration in the chemistry lab",
            width: 1200,
            height: 800,
          },
          align: "right",
        },
        {
          type: "prose",
          markdown:
            "From Class VI to Class X students study English, Hindi, Punjabi, Mathematics, Science, Social Science, Computer Science and the arts, and prepare for the CBSE Class X Board Examination. Teaching moves from the textbook to the laboratory, the field trip and the project, and students are guided in how to plan their study, manage time and choose a stream for Class XI. The [Middle School](/MiddleSchool) and [Secondary School](/SecondarySchool) pages describe each stage in detail.",
        },
        {
          type: "list",
          title: "Facilities",
          items: [
            "Well-equipped science laboratories for practical work in physics, chemistry and biology",
            "Mathematics lab and Social Studies lab",
            "Computer lab with internet access, and a robotics corner",
            "A well-stocked library with reference books, journals and newspapers",
            "An auditorium for assemblies, debates and cultural programmes",
            "Career counselling and guidance from the school counsellor",
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Online Fee Payment",
      blocks: [
        {
          type: "prose",
          markdown: `Parents can pay fees from home through the school's parents' app (school code **${site.schoolCode}**) or by online banking. The school office sets each student's total fee and any late-fee charge in the app, so parents always see exactly what is due, and the receipt is available in the app as soon as the payment goes through. The fee rules are on the [School Fees](/SchoolFees) page.`,
        },
      ],
    },
    {
      type: "section",
      title: "Online School",
      blocks: [
        {
          type: "prose",
          markdown:
            "When children cannot come to school, because of bad weather, an outbreak of illness or any other emergency, classes move to the school's online class platform. Timetables are shared in advance, teachers take attendance, and the day keeps its usual shape of lessons, breaks and assignments, so that learning does not stop.",
        },
      ],
    },
    {
      type: "section",
      title: "Virtual School",
      blocks: [
        {
          type: "prose",
          markdown:
            "Alongside the classroom, every student has a virtual school in the app: homework, assignments, circulars, recorded lessons and study material for each subject, available at any time. Students can revise a lesson they missed, and parents can see what has been taught and what is due, without waiting for the diary to come home.",
        },
      ],
    },
    {
      type: "section",
      title: "Online Examination",
      blocks: [
        {
          type: "prose",
          markdown:
            "Class tests, quizzes and practice papers can also be held online. Questions are set by the subject teachers, papers open and close at fixed times, and objective answers are marked at once, so students learn where they stand while the topic is still fresh. Results and report cards are published to parents in the app.",
        },
      ],
    },
  ],
} satisfies ContentPage;
