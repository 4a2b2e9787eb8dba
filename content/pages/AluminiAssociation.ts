import type { ContentPage, ImageRef } from "../model.ts";
import { site } from "../site.ts";

const photo = (name: string, alt: string): ImageRef => ({
  file: `public/Images/alumni-${name}.jpg`,
  alt,
  width: 1200,
  height: 800,
});

export default {
  path: "/AluminiAssociation",
  heading: "Alumni Association",
  description: `The Alumni Association of ${site.name}, ${site.city}: how former students stay in touch, meet and give back to their school.`,
  blocks: [
    {
      type: "prose",
      markdown: [
        `Once a Holy Lamp student, always a Holy Lamp student. The **Alumni Association of ${site.name}** brings together everyone who has studied here since the school opened in ${site.established}, from our first Class X batch to the students who finished school last year. Our former students are now at universities and colleges across India and abroad, in hospitals, offices, the armed forces, workshops and their own businesses, and many of them still call the school their second home.`,
        "The association keeps that bond alive. Each winter the school welcomes its alumni back for the Alumni Meet, with a friendly match on the old playground, a walk through the classrooms and a cup of tea with the teachers who taught them. Through the year alumni return to give career talks for Classes IX to XII, mentor students preparing for competitive examinations, coach school teams, join in Satsewa and Eco Echo drives, and help the school reach families who need the Heart Basket most.",
        `Membership is free and open to every former student of the school. To join, send your name, the year you left school, your last class and section and your present contact details to **[${site.email}](mailto:${site.email})**, with the subject line "Alumni Association". We would love to hear your news, and to share it with the students who walk the corridors you once did.`,
      ].join("\n\n"),
    },
    {
      type: "gallery",
      title: "Alumni in pictures",
      images: [
        photo(
          "meet-campus-group-photo",
          "Former students gathered for a group photograph in front of the main building at the Alumni Meet",
        ),
        photo(
          "meet-auditorium-welcome",
          "Alumni seated in the auditorium during the welcome programme of the Alumni Meet",
        ),
        photo("teachers-reunion-tea", "Alumni sharing tea and memories with their former teachers"),
        photo(
          "career-talk-classroom",
          "A former student, now an engineer, giving a career talk to a Class X classroom",
        ),
        photo(
          "mentoring-library",
          "An alumna mentoring a small group of Class XI students in the library",
        ),
        photo(
          "football-friendly-match",
          "Alumni and the school team shaking hands before a friendly football match",
        ),
        photo(
          "tree-planting-garden",
          "Alumni planting saplings in the school garden with members of the Eco Echo club",
        ),
        photo(
          "band-reunion-stage",
          "Former school band members playing alongside the present band on stage",
        ),
      ],
    },
  ],
} satisfies ContentPage;
