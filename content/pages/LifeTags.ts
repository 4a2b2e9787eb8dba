import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/LifeTags",
  heading: "Life Tags",
  description: `Short films of everyday life and special days at ${site.name}, ${site.city}: assemblies, sports, celebrations and more.`,
  blocks: [
    {
      type: "prose",
      markdown: `A school is best understood by watching it at work and at play. These short films follow our students through the year, from the quiet of the morning assembly to the noise of sports day.`,
    },
    {
      type: "videos",
      items: [
        {
          title: "Morning Assembly: Prayer, Pledge and Thought for the Day",
          youtubeId: "qT4mL8vR2nE",
        },
        { title: "Annual Sports Day: March Past and Relay Races", youtubeId: "Xw9bK3pZ7cH" },
        { title: "Investiture Ceremony of the Student Council", youtubeId: "mN5dJ1sY6uF" },
        { title: "Independence Day Celebrations on the School Ground", youtubeId: "Rk2vP8gT4aL" },
        { title: "Inter-House Dance Competition", youtubeId: "bH7zQ3wE9xC" },
        { title: "The School Band at the Annual Day", youtubeId: "Lp6nV1tM5sD" },
        { title: "Kindergarten Graduation Day", youtubeId: "yG4cR8kW2jB" },
        { title: "Science and Robotics Exhibition", youtubeId: "Zt3fN7hU1qA" },
        { title: "Christmas Carols and Nativity Play", youtubeId: "eS9mX5bL3vK" },
        { title: "Teachers' Day: Students Take the Classes", youtubeId: "Wd1jP6rY8gT" },
      ],
    },
  ],
} satisfies ContentPage;
