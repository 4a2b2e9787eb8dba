import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/OurMotto",
  description: `The motto of ${site.name}: '${site.tagline}', and what it asks of our students and teachers.`,
  blocks: [
    {
      type: "quote",
      text: site.tagline,
      cite: "St John Henry Newman, 1833",
    },
    {
      type: "prose",
      markdown: [
        `Our motto, **"${site.tagline}"**, is the opening line of the prayer written in 1833 by St John Henry Newman, the heavenly patron of our school. He wrote it far from home, ill and unsure of the road ahead, asking God not to show him the whole journey but only the next step: *"one step enough for me"*. The words suit a school run by the ${site.congregation}. A lamp does not light up the whole world; it lights the next few steps, and that is enough to walk by. We ask God to guide our students in the same way, through each lesson, each friendship and each choice, and we ask them to trust that light.`,
        `The motto is also a task. A light that is kind does not dazzle or burn; it helps. We want our students to use what they learn gently and generously: to explain a sum to a classmate, to speak up for someone who is left out, to be honest when no one is watching, and one day to bring that same light into their homes, their work and the life of our country. Our teachers try to lead in this way too, with patience rather than fear. When a child of ${site.name} leaves us after Class XII, we hope they carry the motto with them as a simple rule of life: be led by the light, and become a light for others.`,
      ].join("\n\n"),
    },
  ],
} satisfies ContentPage;
