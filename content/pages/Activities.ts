import type { Block, ContentPage, ImageRef } from "../model.ts";
import { site } from "../site.ts";

const photo = (name: string, alt: string): ImageRef => ({
  file: `public/Images/activities-${name}.jpg`,
  alt,
  width: 1200,
  height: 800,
});

const club = (title: string, text: string, images: ImageRef[]): Block => ({
  type: "section",
  title,
  blocks: [
    { type: "prose", markdown: text },
    { type: "gallery", title: `${title} in pictures`, images },
  ],
});

export default {
  path: "/Activities",
  description: `The clubs and activities of ${site.name}, ${site.city}: art, sports, house programmes, speaking, quizzes, karate and yoga, nature, the school band, subject clubs, dance and music.`,
  blocks: [
    club(
      "Arts and Crafts",
      "In the Arts and Crafts club children learn that there is more than one right answer. They paint with water colours and poster colours, model clay, make collages from waste material, and try folk forms such as Phulkari motifs, Madhubani and Warli art. Festivals bring rangoli, diyas and greeting cards, and the best work of the year goes up at our art exhibition.",
      [
        photo(
          "art-craft-painting",
          "Primary students painting with poster colours at a table covered in newspaper",
        ),
        photo("art-clay-modelling", "Children shaping small clay pots and animals in the art room"),
        photo(
          "art-rangoli",
          "Students completing a large, colourful rangoli in the school corridor",
        ),
      ],
    ),
    club(
      "Sports",
      "Every child plays. Our physical education teachers coach athletics, basketball, cricket, football, skating, archery, baseball and taekwondo, and indoor games such as chess, carrom and table tennis. Inter-house matches run through the year, the annual Sports Meet opens with the march past and the lighting of the torch, and our teams take part in zonal, district and state tournaments.",
      [
        photo(
          "sports-athletics-race",
          "Students sprinting on the athletics track during the annual Sports Meet",
        ),
        photo(
          "sports-basketball-match",
          "An inter-house basketball match on the school court, watched by cheering classmates",
        ),
        photo("sports-cricket-practice", "A student batting in the nets during cricket practice"),
      ],
    ),
    club(
      "House wise Programmes",
      "Every student belongs to one of four houses: Emerald (Green), Topaz (Yellow), Ruby (Red) and Sapphire (Blue). Each house in turn conducts the morning assembly, with a prayer, a thought for the day, news and a short skit or song. Houses compete in debates, declamations, quizzes, sports and cleanliness drives, and the points they earn are added up for the house trophy at the end of the year.",
      [
        photo(
          "house-assembly",
          "Ruby House students conducting the morning assembly on the school stage",
        ),
        photo(
          "house-stage-skit",
          "Topaz House students in costume performing a skit at a house programme",
        ),
        photo(
          "house-sports-march-past",
          "House contingents with green, yellow, red and blue flags at the march past",
        ),
      ],
    ),
    club(
      "Speakers Forum",
      "The Speakers Forum helps students find their voice. Members take part in elocution, extempore speaking, debates and declamations in English, Hindi and Punjabi, compere school functions and interview guests. Shy speakers start with a one-minute talk to their own class; by the senior classes many of them are representing the school in inter-school debates.",
      [
        photo(
          "speakers-forum-stage",
          "A student speaking at the lectern during an inter-house debate in the auditorium",
        ),
        photo(
          "speakers-forum-assembly",
          "A young student giving a short talk at the morning assembly",
        ),
      ],
    ),
    club(
      "Quiz",
      "The Quiz club meets every week to read, question and argue about everything from science and sport to history, current affairs and Punjab's heritage. It runs the inter-house quiz with rapid-fire, audio-visual and buzzer rounds, and prepares teams for inter-school and online quiz competitions.",
      [
        photo(
          "quiz-stage",
          "Four house teams seated on stage with buzzers during the inter-house quiz",
        ),
        photo("quiz-classroom", "Quiz club members discussing a question in their weekly meeting"),
      ],
    ),
    club(
      "Karate/Yoga",
      "Karate classes, led by a trained instructor, teach self-defence, discipline and focus, and our students take belt examinations and compete in district and state championships. Yoga sessions begin with simple asanas for the little ones and build up to pranayama and relaxation for the seniors; the whole school comes together on the International Day of Yoga on 21 June.",
      [
        photo(
          "karate-class",
          "Students in white karate uniforms practising a kata on the school ground",
        ),
        photo(
          "yoga-session",
          "Rows of students on mats holding a yoga pose during a morning session",
        ),
        photo(
          "karate-belt-grading",
          "A karate instructor presenting new belts to students after a grading",
        ),
      ],
    ),
    club(
      "Nature",
      "The Nature club looks after the school garden and its herb and vegetable beds, plants saplings on Van Mahotsav, keeps a record of the birds that visit the campus and makes compost from the school's garden waste. Members also run awareness drives on saving water and electricity and on saying no to single-use plastic.",
      [
        photo(
          "nature-garden",
          "Nature club members watering saplings they planted in the school garden",
        ),
        photo(
          "nature-walk-campus",
          "Students with notebooks on a nature walk, identifying trees on the campus",
        ),
      ],
    ),
    club(
      "Band Set",
      "Our school band of 33 students leads the march past on Independence Day, Republic Day and Sports Day, and plays at assemblies and special functions. Band members practise after school on drums, bugles, trumpets and side drums under the guidance of the band master, learning patience, rhythm and the discipline of playing as one.",
      [
        photo(
          "band-parade",
          "The school band in uniform marching across the ground on Independence Day",
        ),
        photo("band-practice", "Band members practising with drums and bugles after school"),
      ],
    ),
    club(
      "Social Science/Maths/IT",
      "The Social Science, Maths and IT clubs take learning beyond the textbook. Members build models and maps, hold mock parliaments and heritage walks, play with puzzles, number games and the Mathematics lab's kits, and learn coding, safe internet use and digital design in the computer lab. Their work is shown at the annual exhibition and in inter-school Olympiads.",
      [
        photo(
          "social-science-model-classroom",
          "Students explaining a model of a village panchayat to their class",
        ),
        photo(
          "maths-lab-puzzles",
          "Students working on geometry puzzles with kits in the Mathematics lab",
        ),
        photo("computer-lab-coding", "Students writing their first programs in the computer lab"),
      ],
    ),
    club(
      "Dance and Music",
      "Children learn classical, folk and western dance, with Bhangra and Giddha always the favourites at our functions. In music they sing in the school choir, learn the harmonium, keyboard, guitar and tabla, and prepare hymns, patriotic songs and carols for the school year. The Annual Day brings every class onto the stage.",
      [
        photo(
          "dance-stage",
          "Girls in colourful costumes performing Giddha on stage at the Annual Day",
        ),
        photo("music-choir", "The school choir singing at a function, with a teacher conducting"),
        photo("music-instruments", "Students learning the keyboard and tabla in the music room"),
      ],
    ),
  ],
} satisfies ContentPage;
