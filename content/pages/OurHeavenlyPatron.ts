import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/OurHeavenlyPatron",
  description: `St John Henry Newman, scholar, teacher and author of 'Lead, Kindly Light', is the heavenly patron of ${site.name}.`,
  blocks: [
    {
      type: "image",
      align: "left",
      image: {
        file: "public/Images/patron-st-john-henry-newman-portrait.jpg",
        alt: "Portrait of St John Henry Newman, our heavenly patron, as an elderly cardinal in a red mozzetta and biretta",
        width: 600,
        height: 600,
        caption: "St John Henry Newman (1801-1890)",
      },
    },
    {
      type: "prose",
      markdown: [
        `${site.name} looks to **St John Henry Newman** as its heavenly patron. A scholar, priest, teacher and writer, he spent his long life searching honestly for the truth and following it wherever it led him. His best-loved prayer, *Lead, Kindly Light*, gives our school its motto.`,
      ].join("\n\n"),
    },
    { type: "heading", text: "His life" },
    {
      type: "prose",
      markdown: [
        "John Henry Newman was born in London on 21 February 1801, the eldest of six children. He studied at Trinity College, Oxford, became a Fellow of Oriel College in 1822 and was ordained a priest of the Church of England. As vicar of the University Church of St Mary the Virgin in Oxford, he became known for sermons that spoke plainly to the conscience, and he was one of the leaders of the Oxford Movement.",
        'In 1833, while travelling in the Mediterranean, he fell gravely ill with fever in Sicily. On the voyage home his ship lay becalmed in the Strait of Bonifacio, and there, homesick and uncertain of the road ahead, he wrote the verses that begin *"Lead, Kindly Light, amid the encircling gloom"*. The hymn has since been sung across the world; in India it is remembered as one of the hymns Mahatma Gandhi loved.',
        'After years of study and prayer, Newman was received into the Catholic Church on 9 October 1845. He was ordained a Catholic priest in Rome in 1847 and founded the Oratory of St Philip Neri in Birmingham, where he lived for the rest of his life. Invited to found the Catholic University of Ireland in Dublin, he became its first Rector in 1854; the lectures he gave in Dublin on what a university is for were later published as *The Idea of a University*. Pope Leo XIII created him a cardinal in 1879, and he took as his motto *Cor ad cor loquitur*: "heart speaks to heart".',
        "Newman died in Birmingham on 11 August 1890. Pope Benedict XVI beatified him in Birmingham on 19 September 2010, and Pope Francis declared him a saint in Rome on 13 October 2019. The Church keeps his feast on **9 October**.",
      ].join("\n\n"),
    },
    { type: "heading", text: "Why we look to him" },
    {
      type: "prose",
      markdown: [
        "- **A lover of learning.** Newman believed that education should form the whole person, training the mind to think clearly, to judge fairly and to see how different kinds of knowledge fit together. That is what we want for our students, in the classroom and beyond it.",
        "- **A teacher who cared.** As a tutor at Oxford he insisted on knowing his students personally. His motto, *heart speaks to heart*, reminds our teachers that children learn best from people who know and care for them.",
        "- **A person of conscience.** Newman followed his conscience even when it cost him friends and position. We hope our students, too, will be honest and brave enough to do what is right when it is not easy.",
        `- **A light for the way.** Like the lamp of the ${site.congregation}, his prayer asks not to see the distant scene, only *"one step enough for me"*. It teaches patience, trust and hope, especially to young people unsure of what lies ahead.`,
      ].join("\n"),
    },
    {
      type: "prose",
      markdown:
        "Each year, on or near 9 October, the school keeps the feast of our patron with a special assembly, prayer for our students and their families, and the singing of *Lead, Kindly Light*.",
    },
  ],
} satisfies ContentPage;
