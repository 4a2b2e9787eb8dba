import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/CovidResponse",
  heading: "Covid Response",
  description: `How ${site.name}, ${site.city} kept learning going during the Covid-19 pandemic in 2020-21.`,
  blocks: [
    {
      type: "prose",
      markdown: `When the school gates closed in March 2020, learning at ${site.name} did not stop. Within days our teachers moved every class online: live lessons followed a shortened timetable, worksheets and recorded explanations reached families through the parents' app, and the kindergarten teachers sent rhymes, stories and activity videos that children could enjoy with their parents. Through the 2020-21 session, assessments and examinations were held online, teachers telephoned families who were struggling with devices or connectivity, and our counsellor stayed in touch with students who felt anxious or alone. Assemblies, celebrations and even the sports fitness hour continued on screen, so that our children never lost the sense of belonging to their school.`,
    },
    {
      type: "videos",
      items: [
        { title: "Learning at Home: Our Online Classes in 2020-21", youtubeId: "Fv2kM7qH4nS" },
        {
          title: "Together Apart: A Message of Hope from Our Students and Teachers",
          youtubeId: "uC8tB3zR6wJ",
        },
      ],
    },
  ],
} satisfies ContentPage;
