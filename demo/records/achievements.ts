// Awards of the last year, students' and teams'. A student is drawn as a portrait, a team as a
// picture of its subject. "day" is how many days before the seed it was won. A student's award
// names the child by admission number; a team's names nobody. The last one's parents have not
// sent the consent form yet (consents.ts leaves her out): the office lists it, the site never
// shows it.

import { admissionNumberOf } from "../admission-numbers.ts";
import type { DemoKindRows } from "../kinds.ts";

export const achievements: {
  title: string;
  name: string;
  class: string;
  day: number;
  level: "School" | "District" | "State" | "National" | "International";
  description: string;
  picture:
    | { portrait: "girl" | "boy" | "boy-patka" }
    | { team: "chess" | "debate" | "sports" | "quiz" | "music" | "science" };
}[] = [
  {
    title: "Gold medal, 400 m, CBSE Cluster XIII Athletics Meet (Under-17)",
    name: "Harpreet Singh Gill",
    class: "X-A",
    day: -9,
    level: "National",
    description:
      "Ran 52.8 s in the final at the cluster meet and goes on to the CBSE National Athletics Meet.",
    picture: { portrait: "boy" },
  },
  {
    title: "First place, District Chess Championship (Under-14)",
    name: "Ananya Verma",
    class: "VIII-B",
    day: -23,
    level: "District",
    description: "Unbeaten in seven rounds; selected for the state championship.",
    picture: { portrait: "girl" },
  },
  {
    title: "Winners, Inter-School Debate on 'Technology brings us closer'",
    name: "Senior Debate Team",
    class: "XI-XII",
    day: -41,
    level: "State",
    description:
      "Simran Kaur, Aditya Rao and Mehak Bansal argued for the motion and won the rolling trophy.",
    picture: { team: "debate" },
  },
  {
    title: "Silver Zone Olympiad in Mathematics: International Rank 14",
    name: "Kabir Malhotra",
    class: "VI-C",
    day: -67,
    level: "International",
    description: "",
    picture: { portrait: "boy" },
  },
  {
    title: "Second place, Regional Science Exhibition: Rainwater harvesting for small homes",
    name: "Junior Science Club",
    class: "VII",
    day: -95,
    level: "State",
    description: "A working model that filters a roof's rainwater for a family's garden.",
    picture: { team: "science" },
  },
  {
    title: "Best Speaker, House Elocution Contest",
    name: "Riya Thomas",
    class: "IX-A",
    day: -120,
    level: "School",
    description: "",
    picture: { portrait: "girl" },
  },
  {
    title: "Runners-up, District Inter-School Quiz",
    name: "Quiz Team",
    class: "IX-X",
    day: -150,
    level: "District",
    description: "",
    picture: { team: "quiz" },
  },
  {
    title: "First place, Inter-School Solo Singing (Junior)",
    name: "Navya Joshi",
    class: "V-B",
    day: -14,
    level: "District",
    description: "",
    picture: { portrait: "girl" },
  },
];

export const demoRows: DemoKindRows<"achievements"> = ({ dayFrom, portrait, scene, slug }) =>
  achievements.map((a, i) => {
    const file = `achievements/${slug(a.name)}-${-a.day}.jpg`;
    return {
      position: i,
      title: a.title,
      name: a.name,
      class: a.class,
      date: dayFrom(a.day),
      level: a.level,
      description: a.description,
      attachments: [
        "portrait" in a.picture
          ? portrait(file, `achievement:${a.name}`, a.picture.portrait)
          : scene(file, `achievement:${a.name}`, a.picture.team, 1200, 800),
      ],
      children: "portrait" in a.picture ? [admissionNumberOf(a.name)] : [],
    };
  });
