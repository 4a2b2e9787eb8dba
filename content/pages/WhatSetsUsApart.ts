import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/WhatSetsUsApart",
  description: `Twelve initiatives that shape a child's days at ${site.name}, ${site.city}, from Mindful Time to the Merit Scholarship.`,
  blocks: [
    {
      type: "prose",
      markdown: `Beyond the timetable, twelve initiatives give life at ${site.name} its character. Each one is small and practical, and together they help our children grow in mind, heart and habit.`,
    },
    {
      type: "cards",
      items: [
        {
          title: "Mindful Time",
          text: "Every school day begins with a few minutes of silence, prayer and gentle breathing in each classroom. Children learn to settle their minds, notice their feelings and start the day calm and ready to learn.",
        },
        {
          title: "Book Bloom",
          text: "Each class has a weekly library period and a reading corner of its own. Through the Book Bloom exchange, students pass on books they have enjoyed and take home new ones, so that reading becomes a habit rather than a task.",
        },
        {
          title: "Right Reach",
          text: "Right Reach makes sure help reaches every child at the right time. Teachers, our special educator and our counsellor spot learning gaps early and give extra support to those who need it, and fresh challenges to those who are ready.",
        },
        {
          title: "Lead Point",
          text: "Lead Point gives students real responsibility: class monitors, house captains, the Student Council and club secretaries plan and run activities themselves. They learn to listen, to take decisions and to own the results.",
        },
        {
          title: "Lingua Lift",
          text: "Lingua Lift strengthens language every week: 3 days are given to English and 2 days to the regional language. Students practise speaking, reading and writing in both, through conversation, recitation and storytelling.",
        },
        {
          title: "Heart Basket",
          text: "Every family is invited to send one extra food packet per month to school. The packets are collected in the Heart Basket and shared with families and homes in need, so that children learn that caring means sharing.",
        },
        {
          title: "Skill Nest",
          text: "Skill Nest teaches practical skills for life, from first aid, cooking without fire and basic repairs to coding, budgeting and public speaking. Students learn by doing, and discover talents they did not know they had.",
        },
        {
          title: "Soul Stroke",
          text: "Soul Stroke gives every child regular time to paint, sing, dance or write for the joy of it, with no marks attached. Creative expression helps children understand themselves and brings calm to a busy week.",
        },
        {
          title: "Eco Echo",
          text: "The Eco Echo club looks after our green campus: planting trees, composting garden waste, harvesting rainwater and keeping the school free of single-use plastic. Its members carry the message home, so the echo reaches every family.",
        },
        {
          title: "Inspire Times",
          text: "Through Inspire Times, doctors, soldiers, artists, sportspersons, entrepreneurs and our own alumni visit school to share their journeys. Students hear first-hand how hard work and values open doors, and begin to dream of their own paths.",
        },
        {
          title: "Satsewa",
          text: "Satsewa, true service, takes our students out of the classroom to serve others: visits to homes for the elderly and for children, cleanliness drives and help for those in need. They return with grateful hearts and a deeper sense of what education is for.",
        },
        {
          title: "Merit Scholarship",
          text: "Students who score 97% or above in the annual results receive a 100% tuition fee waiver. The scholarship honours hard work and tells every child that excellence is noticed and rewarded.",
        },
      ],
    },
  ],
} satisfies ContentPage;
