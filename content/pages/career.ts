import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/career",
  heading: "Career",
  description: `Teaching and staff vacancies at ${site.name}, ${site.city}: apply online through our application form.`,
  blocks: [
    {
      type: "prose",
      markdown: `At ${site.name} you join a community, not only a workplace. Our teachers and staff work alongside the ${site.congregation}, a congregation that has served for more than 150 years, on a campus where children are known by name and colleagues support one another. We look for people who are well qualified, who enjoy children and who want to keep learning: teachers for all stages from Nursery to Class XII, special educators and counsellors, coaches for sports and the arts, and staff for the office, the library and transport. We offer regular in-service training, a fair and transparent appraisal, and the satisfaction of work that matters.

To apply, fill out the online application form on a third-party form service (it opens in a new tab) and attach your CV. Shortlisted candidates are contacted by the school office.`,
    },
    {
      type: "links",
      items: [{ label: "Fill out our online application form", href: site.links.careerForm }],
    },
    {
      type: "image",
      image: {
        file: "public/Images/career-hiring-poster.jpg",
        alt: `${site.name} is hiring: a poster inviting applications for PGT, TGT, PRT and NTT posts, special educators and sports coaches, with the online application form mentioned at the bottom`,
        width: 800,
        height: 1100,
      },
    },
  ],
} satisfies ContentPage;
