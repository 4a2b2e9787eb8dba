import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/AboutUs",
  description: `${site.name}, ${site.city}: a ${site.board}-affiliated convent school of the ${site.congregation}, established in ${site.established}, for children from Nursery to Class XII.`,
  blocks: [
    {
      type: "prose",
      markdown: [
        `**${site.name}**, ${site.city}, opened its doors in ${site.established} as a co-educational, English-medium school of the **${site.congregation}**. It is affiliated to the Central Board of Secondary Education (${site.board}), New Delhi, under affiliation no. ${site.affiliationNo}, and today takes children all the way from Nursery to Class XII: from their first morning away from home to the day they sit their Class XII board examinations and step out into college and working life.`,
        `The ${site.congregation} were founded in ${site.congregationFounded} to bring learning and care to children who had little of either. For more than 150 years the Sisters have run schools, homes and dispensaries, and they have chosen the lamp as their sign: a small, steady light that helps others find their way. That spirit shapes everything we do in ${site.city}. We hope every child who passes through our gates learns to think clearly, to work honestly and to care for others, whatever their background, religion or language.`,
        `Our teachers follow the ${site.board} curriculum and the National Education Policy's stage-wise approach, and they take care to know each child by name. Alongside the classroom, students grow through sports, music, art, clubs, house activities in Emerald, Topaz, Ruby and Sapphire Houses, and service to the people around them. We see parents as our partners: we keep them informed, welcome them into school and ask them to walk with us, so that home and school point the child in the same direction.`,
      ].join("\n\n"),
    },
  ],
} satisfies ContentPage;
