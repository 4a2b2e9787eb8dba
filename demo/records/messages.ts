// The leadership's messages, as simple HTML. Braces name the school's facts (content/) and the
// writer's name, so that a message never contradicts the site.

export interface MessageRecord {
  category: "Principal" | "Manager" | "Vice Principal";
  /** Whose name signs it, from content/people.ts. */
  person: "principal" | "manager" | "vicePrincipal";
  /** The file name of the portrait. */
  portrait: string;
  paragraphs: string[];
  /** Its paragraphs in Hindi, as simple HTML. */
  hi?: { paragraphs: string[] };
}

export const messages: MessageRecord[] = [
  {
    category: "Principal",
    person: "principal",
    portrait: "principal",
    paragraphs: [
      "<p>Dear parents and dear children,</p>",
      "<p>Every morning, as the first bell rings and the children walk in through our gates, I am reminded why the {congregation} chose a lamp as our sign. A lamp does not shout. It simply gives light, and in its light others find their way. That is what we hope for every child at {schoolName}: that they grow into people who quietly light up the places they go.</p>",
      "<p>Since our school opened in {established}, we have tried to hold two things together: <strong>high expectations and deep kindness</strong>. We want our students to master their subjects, to read widely, to speak confidently in English, Hindi and Punjabi, and to meet the CBSE board examinations without fear. We also want them to notice the child who sits alone at lunch, to greet the bus conductor and the gardener by name, and to carry the Heart Basket to a neighbour who needs it.</p>",
      "<p>Our teachers know each child. Mindful Time at the start of the day, the Book Bloom library hour, the robotics and eco clubs, Satsewa visits and our many sports are not extras; they are how character is formed. I ask you, our parents, to be our partners: read with your children, talk with them about their day, and let them make small mistakes at home so that they learn to stand up again.</p>",
      "<p><em>Lead, kindly Light.</em> May these words guide us all through the year ahead.</p>",
      "<p>With prayers and warm regards,<br><strong>{name}</strong><br>Principal</p>",
    ],
    hi: {
      paragraphs: [
        "<p>आदरणीय अभिभावकगण एवं प्रिय बच्चो,</p>",
        "<p>हर सुबह, जब पहली घंटी बजती है और बच्चे हमारे द्वार से भीतर आते हैं, मुझे याद आता है कि {congregation} ने दीपक को ही हमारा प्रतीक क्यों चुना। दीपक शोर नहीं मचाता। वह बस प्रकाश देता है, और उसके प्रकाश में दूसरे अपनी राह पा लेते हैं। {schoolName} के हर बच्चे के लिए हमारी यही कामना है: कि वह ऐसा इंसान बने, जो जहाँ भी जाए, चुपचाप उस जगह को रोशन कर दे।</p>",
        "<p>सन् {established} में हमारे विद्यालय के आरंभ से ही हम दो बातों को साथ लेकर चलने का प्रयास करते आए हैं: <strong>ऊँची अपेक्षाएँ और गहरी दयालुता</strong>। हम चाहते हैं कि हमारे विद्यार्थी अपने विषयों में निपुण हों, खूब पढ़ें, अंग्रेज़ी, हिंदी और पंजाबी में आत्मविश्वास से बोलें, और CBSE बोर्ड परीक्षाओं का सामना बिना डर के करें। हम यह भी चाहते हैं कि उनका ध्यान उस बच्चे पर जाए जो भोजनावकाश में अकेला बैठा रहता है, वे बस कंडक्टर और माली को उनके नाम से नमस्ते करें, और हार्ट बास्केट लेकर किसी ज़रूरतमंद पड़ोसी तक पहुँचें।</p>",
        "<p>हमारे शिक्षक हर बच्चे को जानते हैं। दिन की शुरुआत में माइंडफुल टाइम, बुक ब्लूम का पुस्तकालय पीरियड, रोबोटिक्स और इको क्लब, सत्सेवा के अंतर्गत सेवा के लिए जाना और हमारे अनेक खेल कोई अतिरिक्त गतिविधियाँ नहीं हैं; इन्हीं से चरित्र बनता है। मैं आप अभिभावकों से आग्रह करती हूँ कि आप इस काम में हमारे सहभागी बनें: अपने बच्चों के साथ पढ़ें, उनसे उनके दिन के बारे में बात करें, और घर पर उन्हें छोटी-छोटी गलतियाँ करने दें, ताकि वे गिरकर फिर से उठना सीखें।</p>",
        "<p><em>Lead, kindly Light.</em> हे कृपालु ज्योति, हमें राह दिखा। ये शब्द आने वाले पूरे वर्ष हम सबका मार्गदर्शन करें।</p>",
        "<p>प्रार्थनाओं और हार्दिक शुभकामनाओं सहित,<br><strong>{name}</strong><br>प्रधानाचार्या</p>",
      ],
    },
  },
  {
    category: "Manager",
    person: "manager",
    portrait: "manager",
    paragraphs: [
      "<p>Dear friends of Holy Lamp,</p>",
      "<p>The {congregation} began their work in {congregationFounded} with a small school for girls who had no other chance to learn. More than one hundred and fifty years later, the same conviction brings us to {city}: <strong>education is the surest way to set a person free</strong>, and it must reach every child, whatever their background.</p>",
      "<p>Our campus has grown: {classrooms} classrooms, {labs} laboratories, a library of more than {libraryBooks} books, an auditorium and a wide playground. Yet buildings are only a shell. What makes a school is the trust between families and teachers, and the care with which each child is known and guided. The management will keep investing in good teachers, safe transport, clean water and green spaces, and in keeping our fees fair and transparent.</p>",
      "<p>I thank our parents for their confidence, our teachers and staff for their generous service, and our students for the joy they bring to these corridors. <em>Together, let us keep the lamp burning.</em></p>",
      "<p>God bless you,<br><strong>{name}</strong><br>Manager</p>",
    ],
  },
  {
    category: "Vice Principal",
    person: "vicePrincipal",
    portrait: "vice-principal",
    paragraphs: [
      "<p>Dear students, parents and teachers,</p>",
      "<p>When we opened our doors in April {established}, we had four classrooms ready, a playground full of stones and 146 children who came in holding their parents' hands. I had the privilege of serving as the school's first Principal until 2021, and I continue to serve the school today. It fills my heart to see what that small beginning has become.</p>",
      "<p>I remember the first Annual Day, held under a shamiana because the auditorium was still being built, and the first batch of Class X who gave the board examination in 2019 and set a standard that every batch since has tried to beat. Most of all, I remember the children: <strong>curious, noisy, brave and good</strong>.</p>",
      "<p>To our students I say: be faithful in small things. Finish your homework, keep your word, say sorry when you are wrong, and help without being asked. These habits, more than any marks, will shape the people you become.</p>",
      "<p>With love and blessings,<br><strong>{name}</strong></p>",
    ],
  },
];
