import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/Mission",
  description: `The mission of ${site.name}, ${site.city}: four commitments that guide our teaching and our care for every child.`,
  blocks: [
    {
      type: "image",
      image: {
        file: "public/Images/mission-morning-assembly.jpg",
        alt: "Students of all classes standing in rows on the school ground for the morning assembly and prayer",
        width: 1200,
        height: 800,
      },
    },
    {
      type: "list",
      title: "Our mission",
      items: [
        `To give every child, from Nursery to Class XII, a sound ${site.board} education that builds clear thinking, curiosity and a lasting love of learning.`,
        "To form young people of integrity, compassion and faith in God, who respect every religion, culture and language of our country.",
        "To discover and nurture each child's gifts in the arts, sports and service, so that every learner knows the joy of doing something well.",
        "To work hand in hand with parents and the wider community, with special care for the poor and the weak and for the earth we share.",
      ],
    },
  ],
} satisfies ContentPage;
