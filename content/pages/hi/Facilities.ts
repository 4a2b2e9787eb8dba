import type { ContentPage } from "../../model.ts";
import { site } from "../../site.ts";

export default {
  path: "/Facilities",
  description: `${site.name}, ${site.city} का पुस्तकालय, प्रयोगशालाएँ, कला एवं शिल्प कक्ष और सभागार।`,
  blocks: [
    {
      type: "gallery",
      images: [
        {
          file: "public/Images/facility-library.jpg",
          alt: "विद्यालय का पुस्तकालय, जिसकी दीवारों के साथ किताबों की खुली अलमारियाँ हैं और लंबी मेज़ों पर बैठकर विद्यार्थी पढ़ रहे हैं",
          width: 1200,
          height: 800,
          caption: "पुस्तकालय",
        },
        {
          file: "public/Images/facility-art-craft-room.jpg",
          alt: "कला एवं शिल्प कक्ष, जिसमें ईज़ल, रंगों की ट्रे और दीवारों पर लगी विद्यार्थियों की चित्रकारी दिख रही है",
          width: 1200,
          height: 800,
          caption: "कला एवं शिल्प कक्ष",
        },
        {
          file: "public/Images/facility-social-studies-lab.jpg",
          alt: "सामाजिक अध्ययन प्रयोगशाला, जिसमें कमरे के चारों ओर मानचित्र, ग्लोब और ऐतिहासिक मॉडल सजे हैं",
          width: 1200,
          height: 800,
          caption: "सामाजिक अध्ययन प्रयोगशाला",
        },
        {
          file: "public/Images/facility-mathematics-lab.jpg",
          alt: "गणित प्रयोगशाला, जिसकी मेज़ों पर ज्यामितीय ठोस आकृतियाँ, संख्या बोर्ड और मापन किट रखी हैं",
          width: 1200,
          height: 800,
          caption: "गणित प्रयोगशाला",
        },
        {
          file: "public/Images/facility-chemistry-lab.jpg",
          alt: "रसायन विज्ञान प्रयोगशाला, जिसमें कार्य-मेज़ें और रसायनों की अलमारियाँ हैं और लैब कोट पहने विद्यार्थी प्रयोग कर रहे हैं",
          width: 1200,
          height: 800,
          caption: "रसायन विज्ञान प्रयोगशाला",
        },
        {
          file: "public/Images/facility-auditorium.jpg",
          alt: "पीछे की पंक्तियों से दिखता विद्यालय का सभागार, जिसका मंच किसी कार्यक्रम के लिए रोशनी से जगमगा रहा है",
          width: 1200,
          height: 800,
          caption: "सभागार",
        },
      ],
    },
  ],
} satisfies ContentPage;
