import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/Classroom",
  heading: "Classroom Rules",
  description: `The 15 classroom rules every student of ${site.name}, ${site.city}, keeps so that each lesson is calm, safe and worth the time.`,
  blocks: [
    {
      type: "prose",
      markdown:
        "A classroom works well when everyone in it knows what is expected. These fifteen rules are read out in every class at the start of the session and displayed on the class notice board. They ask nothing more than good manners, care for one another and a readiness to learn.",
    },
    {
      type: "image",
      image: {
        file: "public/Images/classroom-rules-lesson.jpg",
        alt: "Students of a middle-school class seated at their desks with hands raised while their teacher asks a question at the board",
        width: 1200,
        height: 800,
      },
      align: "full",
    },
    {
      type: "rules",
      title: "Rules of the Classroom",
      rules: [
        "Be in your classroom and seated before the bell for the first period rings.",
        "Stand and greet every teacher and visitor who enters the classroom, and wait to be asked before sitting down.",
        "Bring the books, notebooks and stationery the day's timetable needs. Do not borrow from others during a lesson.",
        "Raise your hand and wait for your turn to ask or answer a question.",
        "Listen carefully when the teacher or a classmate is speaking; do not interrupt.",
        "Complete your class work and homework neatly and hand it in on time.",
        "Keep your desk, the floor and the notice boards clean, and put waste paper in the dustbin.",
        "Do not write on, scratch or damage the desks, walls, boards or any classroom equipment.",
        "Leave the classroom only with the teacher's permission. Only one student at a time goes to the washroom.",
        "Move quietly and in line when going to the laboratories, the library, the playground or the assembly.",
        "Speak in English in the classroom, except in the language periods.",
        "Eat only during the break, at your own desk, and do not waste food.",
        "Mobile phones, smart watches and other electronic gadgets are not allowed in the classroom.",
        "When the teacher is not in the room, stay in your seat and work quietly; the class monitors keep order.",
        "Switch off the lights and fans when the class leaves the room, and leave it tidy for the next class.",
      ],
    },
  ],
} satisfies ContentPage;
