import type { ContentPage } from "../model.ts";
import { section, list } from "../build-blocks.ts";
import { site } from "../site.ts";

// The rules sections of spec 2.8, in the spec's order, carrying the school rules of spec 9,
// the admission rules of spec 5 and the fee rules of spec 9.

export default {
  path: "/RulesRegulation",
  heading: "Rules & Regulation",
  description: `The rules of ${site.name}, ${site.city}: admission, documents, fees, promotion, withdrawal, attendance, uniform, transport, library, conduct and discipline.`,
  blocks: [
    {
      type: "prose",
      markdown: `The rules below help ${site.name} run as one family: fairly, safely and with care for every child. Parents are requested to read them with their children and to keep them in mind through the year. Where a rule is not clear, the school office or the class teacher will gladly explain it.`,
    },
    section(
      "Admission to KG",
      list(
        "Admission to Nursery is open to children who are within the age group of **3 years as on 31st March** of the year of admission.",
        "Admission to other classes follows the age guidelines of the government and depends on the seats vacant in that class.",
        "There is **no entrance test for Nursery**; the child and parents are invited to a short, friendly interaction session instead. Admission to other classes is by an admission test and on merit.",
        "Only **one form per applicant per year** is accepted. The form is non-transferable.",
        "Incorrect or incomplete information in the form disqualifies the applicant.",
        "For Class XI, applicants are eligible to sit the entrance examination with a minimum of **70%** for the Medical and Non-Medical streams and **65%** for Commerce.",
        "The admission fee is to be paid within 7 working days of confirmation. An admission that is not taken up within 10 days is not reconsidered.",
      ),
    ),
    section(
      "Mandatory Documents",
      {
        type: "prose",
        markdown:
          "The following documents are submitted with the admission form (self-attested photocopies, with the originals shown for verification):",
      },
      list(
        "Birth certificate of the child issued by the Municipal Corporation or the Registrar of Births and Deaths.",
        "Aadhaar card of the child and of both parents.",
        "Four recent passport-size photographs of the child and one of each parent.",
        "Proof of residence (Aadhaar card, passport, electricity bill or rent agreement).",
        "Transfer certificate of the previous school, countersigned by the education authority where required (Class II onwards).",
        "Report card of the last class passed.",
        "Caste or category certificate, where applicable.",
        "Medical fitness and immunisation record of the child.",
      ),
    ),
    section(
      "School Fees",
      list(
        "Fees are charged for 12 months of the year and are paid quarterly in advance, in April, July, October and January, by the 20th of the first month of the quarter.",
        "A late fee (penalty) of **Rs. 50 per month** is charged on fees paid after the due date.",
        "Parents must keep the pay-in slips (fee receipts) for **2 years** and show them if asked.",
        "If fees are not paid, the student's name is removed from the roll. Re-admission is granted only on payment of the dues and a **re-admission fee**.",
        "Fees once paid are **non-refundable**.",
        "Fees may be paid through the school app, at the bank (by cheque or in cash) or by online banking.",
      ),
    ),
    section(
      "Promotion Criteria",
      list(
        "To be promoted to the next class, a student must secure at least **25% marks in the written examinations** and have at least **75% attendance** over the year.",
        "Promotion is decided on the work of the whole year, not on the final examination alone. The decision of the school in the matter of promotion is final.",
      ),
    ),
    section(
      "Withdrawal",
      list(
        "**1 month's notice** in writing must be given before a student is withdrawn; otherwise **a month's fee** is charged in lieu of notice.",
        "A student who leaves in May must pay the **fee for June** as well.",
        "A student withdrawn in the middle of a term must pay the **tuition fee for the whole term**.",
        "The Transfer Certificate is issued only after all dues have been cleared and library books returned.",
      ),
    ),
    section(
      "Visiting Time for Parents",
      list(
        "Parents may meet the Principal from **10.00 to 11.00 a.m.** on working days.",
        "Teachers are met on Parent-Teacher Meeting days or by appointment through the school office, never during class hours.",
        "Parents and visitors are not allowed into the classrooms or corridors during school hours; they wait at the reception and sign the visitors' register.",
      ),
    ),
    section(
      "School Uniform",
      list(
        "Students must come to school in the complete, clean and neatly pressed uniform prescribed by the school, with polished shoes.",
        "The summer and winter uniforms are worn from the dates announced by the school. On house days students wear the T-shirt of their house: Emerald (Green), Topaz (Yellow), Ruby (Red) or Sapphire (Blue).",
        "Hair is to be neat and tidy; girls with long hair keep it plaited or tied with black bands. Jewellery, coloured nail polish, mehendi and fashionable hairstyles are not allowed.",
        "A student who is not in proper uniform may be sent home after the parents are informed.",
      ),
    ),
    section(
      "Birthday Celebration",
      list(
        "Students of **classes up to V** may come in casual dress on their birthday. Students of Class VI upwards come in school uniform.",
        "Birthdays are celebrated simply in the class with a prayer and good wishes. Please do not send cakes, expensive gifts or return gifts.",
        "A child who wishes to mark the day may present a book to the class library or a plant to the school garden.",
      ),
    ),
    section(
      "Regularity",
      list(
        "Students must reach school at least **5 minutes before the reporting time** and be present for the morning assembly.",
        "A student who is late **more than 3 times** receives a behavioural notification, which is sent to the parents.",
        "Regular homework, neat notebooks and punctual submission of assignments are expected of every student.",
      ),
    ),
    section(
      "Attendance",
      list(
        "Leave is granted only on a written application from the parent, submitted in advance through the school diary or the parents' app. Leave for illness is supported by a medical certificate.",
        "A student absent for **1 month without information** is struck off the roll.",
        "A minimum of **75% attendance** is required to sit the annual examination and to be promoted.",
        "A student may not leave the school during school hours without the Principal's permission and must be collected by a parent or an authorised person.",
      ),
    ),
    section(
      "School Transport",
      list(
        "Bus commuters must be at their stop at least **5 minutes before** the bus is due. The bus will not wait for late students.",
        "Students travel only in the bus and by the stop allotted to them. A change of stop or route is requested in writing from the transport in-charge.",
        "Students keep their seats, do not put their heads or hands out of the windows and obey the driver, the conductor and the teacher on duty.",
        "Transport fee is paid with the school fee and is charged for the whole session.",
      ),
    ),
    section(
      "School Library",
      list(
        "Books are issued for **2 weeks**. A **fine** is charged for every book returned late.",
        "A lost or damaged book is replaced by the student or paid for at its current price.",
        "Silence is kept in the library at all times. Students may not take reference books or periodicals out of the library.",
      ),
    ),
    section(
      "Use of Washrooms",
      list(
        "Only **one student at a time** goes to the washroom, with the teacher's permission.",
        "Students should use the washrooms during the breaks as far as possible and return to class promptly.",
        "Keep the washrooms clean: flush after use, wash hands with soap and turn off the taps.",
      ),
    ),
    section(
      "Counselling and Guidance",
      list(
        "The school counsellor is available to every student who needs help with studies, friendships, feelings or worries at home. What a student shares is treated with care and confidence.",
        "Parents may meet the counsellor by appointment through the school office.",
        "Career guidance is offered to students of Classes IX to XII, including help with the choice of stream for Class XI.",
      ),
    ),
    section(
      "Personal Belongings",
      list(
        "Every book, notebook, water bottle, tiffin box, sweater and blazer must carry the student's name, class and section.",
        "Students must not bring money, jewellery, mobile phones, smart watches or other valuables to school. The school is not responsible for the loss of any such article.",
        "Lost and found articles are kept at the reception and may be claimed there.",
      ),
    ),
    section(
      "Damage to School property",
      list(
        "Every student shares the care of the school building, furniture, equipment and garden.",
        "Any damage to school property, whether on purpose or through carelessness, must be made good by the student concerned, and disciplinary action may follow.",
        "Writing on walls, desks or in library books is treated as damage to school property.",
      ),
    ),
    section(
      "Medical Room Rules",
      list(
        "The medical room is in the charge of the school's medical staff. A student who feels unwell during school hours goes there with the class teacher's permission.",
        "First aid is given at school. If a student needs further care, the parents are informed at once and asked to take the child home or to a doctor.",
        "Parents must inform the school of any allergy, chronic illness or regular medicine, and keep the emergency phone numbers in the school records up to date.",
        "A student with a contagious illness must stay at home until a doctor declares the child fit to attend school.",
      ),
    ),
    section(
      "Online Class Platform",
      list(
        "Online classes, when the school holds them, are held only on the platform the school has notified, using the student's school account.",
        "Students join on time, properly dressed, with their camera on and microphone muted unless the teacher asks them to speak.",
        "Meeting links and passwords must not be shared with anyone. Recording, photographing or sharing the class, the teachers or classmates is not allowed.",
        "The rules of conduct and courtesy of the classroom apply in the online class as well.",
      ),
    ),
    section(
      "Celebration",
      list(
        "The school celebrates the national days and the festivals of all faiths together, so that children learn to respect and enjoy one another's traditions.",
        "Annual Day, Sports Day, Founders' Day, Christmas and house events are occasions for every child to take part, not only the most gifted.",
        "Parents are invited to the school's celebrations through circulars and the parents' app.",
      ),
    ),
    section(
      "General Behaviour",
      list(
        "Students greet teachers, staff and visitors courteously and treat every classmate with kindness and respect.",
        "English is spoken on the campus, except in the language periods.",
        "Students move quietly and in line through the corridors and on the staircases.",
        "The school diary is brought to school every day, and parents read and sign the teachers' remarks.",
        "Students take care of the school's trees, plants and surroundings and keep the campus free of litter.",
      ),
    ),
    section(
      "Don'ts",
      list(
        "Do not bring mobile phones, smart watches, electronic gadgets, magazines or objectionable material to school.",
        "Do not use abusive language, tease, bully or fight with anyone, on the campus, in the bus or online.",
        "Do not leave the classroom or the campus without permission.",
        "Do not copy or use unfair means in tests and examinations.",
        "Do not bring junk food, cold drinks or chewing gum to school.",
        "Do not celebrate by throwing colours, foam or paper in school or on the school bus.",
      ),
    ),
    {
      type: "prose",
      markdown: [
        "**Discipline.** Discipline at school is meant to help a child grow in self-control and responsibility, never to humiliate. Most mistakes are corrected with a word from the teacher and a note to the parents. Serious or repeated misconduct, such as disrespect, bullying, damage to property, dishonesty in examinations or leaving the school without permission, leads to suspension.",
        "**A student who has been suspended twice and whose conduct calls for a third suspension is rusticated from the school.** The decision of the Principal in matters of discipline is final.",
      ].join("\n\n"),
    },
  ],
} satisfies ContentPage;
