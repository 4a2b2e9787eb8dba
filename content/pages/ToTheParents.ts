import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/ToTheParents",
  heading: "To the Parents",
  description: `Twenty-three requests ${site.name}, ${site.city}, makes of parents, so that home and school work together for every child.`,
  blocks: [
    {
      type: "prose",
      markdown: `A child learns best when home and school pull in the same direction. We count on you as our partners, and we ask you to read these points carefully and to keep them through the year. If anything is unclear, please write to us at [${site.email}](mailto:${site.email}) or call the school office.`,
    },
    {
      type: "rules",
      title: "Parents are requested to note the following",
      rules: [
        "Read the school diary and the circulars on the parents' app every day, and sign the teachers' remarks promptly.",
        "See that your child reaches school at least 5 minutes before the reporting time. Bus commuters should be at their stop at least 5 minutes before the bus is due.",
        "Send your child to school in the complete, clean uniform of the day, with the house T-shirt on house days.",
        "Apply for leave in writing, in advance, through the school diary or the app. A medical certificate should accompany leave for illness.",
        "Please remember that a student absent for 1 month without information is struck off the roll, and that promotion needs at least 75% attendance and 25% marks in the written examinations.",
        "Go through your child's homework and notebooks regularly, but let the child do the work; help is welcome, doing it for the child is not.",
        `Parents may meet the Principal from 10.00 to 11.00 a.m. on working days. Teachers are met on Parent-Teacher Meeting days or by appointment.`,
        "Parents are not allowed to go to the classrooms or to meet teachers during class hours.",
        "Attend every Parent-Teacher Meeting. It is the best chance to learn how your child is doing and how you can help.",
        "Pay the fees by the due date. A late fee of Rs. 50 per month is charged after it, and fees once paid are non-refundable.",
        "Keep the fee pay-in slips safely for 2 years.",
        "Inform the school office at once of any change of address, phone number or e-mail, so that we can always reach you.",
        "Do not send money, jewellery, mobile phones or other valuables with your child. The school is not responsible for their loss.",
        "Label every book, bottle, tiffin box, sweater and blazer with your child's name, class and section.",
        "Pack a healthy tiffin of home-made food. Junk food, cold drinks and chewing gum are not allowed in school.",
        "Tell the school about any allergy, illness or regular medicine your child needs, and keep a child with a contagious illness at home until the doctor declares the child fit.",
        "A child may leave school during school hours only with the Principal's permission, and is handed over only to a parent or an authorised person carrying the school identity card.",
        "Collect younger children on time at the end of the day. Children waiting long after school hours become anxious and tired.",
        "If you have a concern about a teacher or the school, bring it to the Principal. Please do not criticise teachers in front of your child.",
        "Do not ask the school's teachers to give private tuition to your child.",
        "Gifts to teachers and staff are not accepted. Birthday celebrations in class are kept simple, without cakes or return gifts.",
        "Encourage reading at home and speak with your child about the school day. Limit screen time, especially on school nights.",
        "Follow your child's attendance, circulars, fee payments and report cards on the parents' app, and keep your login details private.",
      ],
    },
  ],
} satisfies ContentPage;
