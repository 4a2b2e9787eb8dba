import type { Block, ContentPage, ImageRef } from "../model.ts";
import { site } from "../site.ts";

const photo = (name: string, alt: string): ImageRef => ({
  file: `public/Images/co-curriculum-${name}.jpg`,
  alt,
  width: 1200,
  height: 800,
});

const gallery = (title: string, images: ImageRef[]): Block => ({ type: "gallery", title, images });

export default {
  path: "/CoCurriculum",
  heading: "Co-Curriculum",
  description: `Art & craft, music & dance, indoor and outdoor sports, and Scouts & Guides at ${site.name}, ${site.city}, in pictures.`,
  blocks: [
    {
      type: "prose",
      markdown: `Education at ${site.name} does not end at the classroom door. Every child takes part in art, music, games and service, because these are where confidence, teamwork and joy are learnt. Co-curricular periods are part of the weekly timetable, and house competitions give every child a stage.`,
    },
    {
      type: "section",
      title: "Art & Craft",
      blocks: [
        {
          type: "prose",
          markdown:
            "In the Art & Craft room children paint, sketch, model clay and make collages and paper craft. Their work decorates the corridors, the school exhibitions and the festival celebrations.",
        },
        gallery("Art & Craft", [
          photo(
            "art-craft-painting",
            "Primary pupils painting a village scene with watercolours in the Art & Craft room",
          ),
          photo("art-craft-clay", "A student shaping a clay pot while classmates look on"),
          photo(
            "art-craft-exhibition",
            "Students' paintings and paper craft displayed at the annual art exhibition",
          ),
        ]),
      ],
    },
    {
      type: "section",
      title: "Music & Dance",
      blocks: [
        {
          type: "prose",
          markdown:
            "Vocal and instrumental music, the school choir, Bhangra, Giddha and classical and western dance are taught by specialist teachers, and every child has a chance to perform at assemblies and the Annual Day.",
        },
        gallery("Music & Dance", [
          photo(
            "music-choir",
            "The school choir singing on the auditorium stage at the Annual Day",
          ),
          photo("music-keyboard", "Students practising the keyboard and tabla in the music room"),
          photo("dance-bhangra", "Students in colourful costumes performing Bhangra on stage"),
          photo("dance-classical", "Girls performing a classical dance at a house programme"),
        ]),
      ],
    },
    {
      type: "section",
      title: "Indoor Sports",
      blocks: [
        {
          type: "prose",
          markdown:
            "Indoor games build concentration, patience and a calm mind. The indoor sports hall is open in games periods and after school for practice.",
        },
        gallery("Carrom", [
          photo(
            "carrom-match",
            "Four students concentrating on a game of carrom in the indoor sports hall",
          ),
          photo(
            "carrom-tournament",
            "A carrom player aiming the striker during the inter-house tournament",
          ),
        ]),
        gallery("Table Tennis", [
          photo("table-tennis-rally", "Two students in a fast table tennis rally"),
          photo(
            "table-tennis-coaching",
            "The coach teaching a student the backhand stroke at the table tennis table",
          ),
        ]),
        gallery("Chess", [
          photo("chess-club", "Chess club members playing on rows of boards in the library hall"),
          photo(
            "chess-tournament",
            "A student thinking over her move at the inter-school chess tournament",
          ),
        ]),
        gallery("Yoga", [
          photo(
            "yoga-session",
            "Students holding the tree pose on mats during the morning yoga session",
          ),
          photo(
            "yoga-day",
            "The whole school doing yoga on the playground on International Yoga Day",
          ),
        ]),
      ],
    },
    {
      type: "section",
      title: "Outdoor Sports",
      blocks: [
        {
          type: "prose",
          markdown:
            "The playground and courts are busy from the first bell to the last. Trained coaches prepare our teams for district, state and inter-school competitions, and every child plays in the house matches.",
        },
        gallery("Archery", [
          photo("archery-practice", "Students drawing their bows at the archery range"),
          photo(
            "archery-target",
            "An archery coach checking the arrows on a target with a student",
          ),
        ]),
        gallery("Karate", [
          photo("karate-class", "Students in white karate uniforms practising a kata"),
          photo("karate-belt-grading", "A student receiving a new belt at the karate grading"),
        ]),
        gallery("Skating", [
          photo("skating-rink", "Young skaters gliding in a line around the skating rink"),
          photo("skating-race", "Skaters racing at the school's annual sports meet"),
        ]),
        gallery("Baseball", [
          photo("baseball-batting", "A student swinging at a pitch during baseball practice"),
          photo("baseball-team", "The school baseball team with their coach on the field"),
        ]),
        gallery("Cricket", [
          photo("cricket-match", "A batsman playing a drive during an inter-house cricket match"),
          photo("cricket-nets", "Students bowling at the cricket nets after school"),
        ]),
        gallery("Basketball", [
          photo(
            "basketball-game",
            "Students jumping for the ball in a basketball match on the school court",
          ),
          photo("basketball-drill", "The basketball team practising dribbling drills"),
        ]),
        gallery("Football", [
          photo(
            "football-match",
            "Students chasing the ball in a football match on the playground",
          ),
          photo("football-team", "The school football team lined up before a tournament match"),
        ]),
        gallery("Taekwondo", [
          photo("taekwondo-kick", "A student demonstrating a high kick at taekwondo practice"),
          photo(
            "taekwondo-medals",
            "Taekwondo players showing their medals from a district championship",
          ),
        ]),
      ],
    },
    {
      type: "section",
      title: "Scouts & Guides",
      blocks: [
        {
          type: "prose",
          markdown:
            "Our Scouts and Guides learn first aid, camping, knots and map reading, and serve the community through cleanliness drives, tree planting and help at school events. The motto 'Be Prepared' is lived out in every camp.",
        },
        gallery("Scouts & Guides", [
          photo(
            "scouts-guides-parade",
            "Scouts and Guides in uniform on parade at the school flag post",
          ),
          photo("scouts-guides-camp", "Scouts pitching a tent at the annual camp"),
          photo("scouts-guides-tree-planting", "Guides planting saplings in the school garden"),
        ]),
      ],
    },
  ],
} satisfies ContentPage;
