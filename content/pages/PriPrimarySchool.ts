import type { ContentPage } from "../model.ts";
import { syllabus } from "../navigation.ts";
import { site } from "../site.ts";

const syllabusFile = (label: string) => syllabus.find((item) => item.label === label)?.file;

export default {
  path: "/PriPrimarySchool",
  heading: "Foundational Stage: Pre-Primary to Class II",
  description: `The Foundational Stage at ${site.name}, ${site.city}: play-based, joyful learning for Nursery, LKG, UKG and Classes I and II, in the spirit of NEP 2020.`,
  blocks: [
    {
      type: "image",
      align: "full",
      image: {
        file: "public/Images/foundational-stage-classroom-play.jpg",
        alt: "Kindergarten children sitting in a circle on a bright classroom rug, sorting coloured blocks with their teacher",
        width: 1200,
        height: 800,
      },
    },
    {
      type: "prose",
      markdown: `The first years of school are the foundation on which everything else is built. Following the National Education Policy (NEP) 2020 and the National Curriculum Framework for the Foundational Stage (NCF-FS) 2022, ${site.name} treats the three pre-primary years (Nursery, LKG and UKG) and Classes I and II as one continuous stage for children of about three to eight years of age.

Children of this age learn by doing, talking, playing, asking and wondering, so that is how our classrooms work. There is no rush to finish a book and no pressure of marks. Instead, each child is given time to grow in confidence, to make friends, to find words for feelings and ideas, and to discover that learning is a pleasure.`,
    },
    {
      type: "section",
      title: "Learning Through Play",
      blocks: [
        {
          type: "prose",
          markdown: `Play is the way young children make sense of the world, and our teachers plan it with care. A morning may begin with a rhyme and a circle-time conversation, move on to counting pebbles or matching picture cards, and end with a story that the children act out themselves.

Each classroom has activity corners for reading, building, pretend play, art and simple science, and children move between them in small groups. Sand and water play, clay modelling, puppets, music and movement, and outdoor games in the kindergarten play area are part of the regular week, not an occasional treat.`,
        },
      ],
    },
    {
      type: "section",
      title: "Goals of Development",
      blocks: [
        {
          type: "prose",
          markdown:
            "Our planning follows the developmental goals that the NCF-FS sets for this stage, so that every side of the child grows together:",
        },
        {
          type: "list",
          items: [
            "Physical development: running, climbing, balancing and dancing; the fine motor control needed to hold a crayon, button a shirt and, in time, write neatly.",
            "Socio-emotional and ethical development: sharing, taking turns, caring for one another, saying sorry and thank you, and learning to manage big feelings.",
            "Cognitive development: observing, sorting, comparing, asking questions and solving small problems with curiosity.",
            "Language and literacy development: listening, speaking with confidence, enjoying stories and rhymes, and learning to read and write step by step.",
            "Aesthetic and cultural development: drawing, colouring, craft, music and dance, and joy in the festivals and traditions of our many communities.",
            "Positive learning habits: attention, patience, tidiness, independence and the habit of finishing what one begins.",
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Foundational Literacy and Numeracy",
      blocks: [
        {
          type: "prose",
          markdown: `By the end of Class II we want every child to read simple texts with understanding, to write short sentences of their own and to work comfortably with numbers, shapes, patterns and measures. These are the goals of the national mission for Foundational Literacy and Numeracy, and we track each child's progress towards them gently and carefully.

Reading is built through phonics, picture books, big books read together and a class library corner that children are free to explore. Through our **Lingua Lift** programme, three days of each week are English days and two are days for the regional language, so that children become at ease in both. Number sense grows through counting games, beads and number lines, shopkeeping role-play and everyday problems from the children's own lives.`,
        },
      ],
    },
    {
      type: "section",
      title: "Assessment Without Fear",
      blocks: [
        {
          type: "prose",
          markdown: `There are no formal examinations in the pre-primary classes. Teachers observe children as they play and work, keep short notes and samples of work in a portfolio, and share a picture of each child's growth with parents at regular meetings.

In Classes I and II, assessment stays light and continuous: oral work, activities, worksheets and simple class tasks rather than long written papers. Progress is reported in a holistic progress card that speaks about the whole child, not only marks.`,
        },
      ],
    },
    {
      type: "section",
      title: "A Safe and Caring Start",
      blocks: [
        {
          type: "prose",
          markdown: `Young children need to feel safe before they can learn. Our kindergarten classrooms have child-sized furniture, soft play material and teachers and aayas who know every child by name. The kindergarten day is shorter than the rest of the school's, and Saturdays are holidays for the little ones; see [School Timing](/SchoolTiming) for the hours.

Parents are our partners in this stage. We keep you informed through the parents' app, welcome you at parent-teacher meetings and class celebrations, and are always glad to talk about your child. Admission to Nursery is for children of 3 years of age as on 31st March, through an informal interaction rather than a test; the full procedure is on the [Admission](/Admission) page.`,
        },
      ],
    },
    {
      type: "section",
      title: "Syllabus",
      blocks: [
        {
          type: "files",
          items: (["Foundational Stage", "Nursery", "LKG", "UKG"] as const).map((label) => ({
            title: `Syllabus: ${label}`,
            file: syllabusFile(label),
          })),
        },
      ],
    },
  ],
} satisfies ContentPage;
