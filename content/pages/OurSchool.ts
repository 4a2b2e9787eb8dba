import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/OurSchool",
  description: `A look at the campus of ${site.name} on ${site.address.lines[0]}, ${site.city}, and the daily life that fills it.`,
  blocks: [
    {
      type: "image",
      image: {
        file: "public/Images/our-school-campus-main-building.jpg",
        alt: `The main building of ${site.name}, ${site.city}, with students walking across the front lawn at the start of the school day`,
        width: 1200,
        height: 800,
      },
    },
    {
      type: "prose",
      markdown: `Our school stands on ${site.address.lines[0]} in ${site.city}, a short walk from the main road yet quiet enough for the sound of birds in the morning assembly. Since the first classes began in ${site.established}, the campus has grown block by block: a bright kindergarten wing with its own play area for our youngest children, airy classrooms for the primary, middle and senior classes, science, mathematics, social studies and computer laboratories, a well-stocked library, an art and craft room, a music room, an auditorium for assemblies and stage programmes, and a wide playground with courts for basketball and space for cricket, football and athletics. Trees planted by our students line the paths, CCTV cameras and trained staff keep watch over every corridor, and school buses bring children safely from across ${site.city} and the villages around it. Above all, it is a place of routine and warmth, where a day begins with prayer and Mindful Time and ends with children who are tired, happy and eager to come back.`,
    },
  ],
} satisfies ContentPage;
