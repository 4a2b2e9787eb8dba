import type { ContentPage } from "../model.ts";
import { leadership } from "../people.ts";
import { site } from "../site.ts";

export default {
  path: "/SchoolTransportation",
  heading: "School Transportation",
  description: `The school buses of ${site.name}, ${site.city}: 7 buses, who may travel, being at the stop 5 minutes early, and the rules of conduct on board.`,
  blocks: [
    {
      type: "prose",
      markdown: `The school runs a fleet of **7 buses** covering ${site.city} and the villages around it. Each bus has a trained driver and a conductor, carries a first-aid box and a fire extinguisher, and is fitted with a speed governor, GPS and a CCTV camera. Transport is arranged by the **${leadership.transportIncharge.title}, ${leadership.transportIncharge.name}**, who can be reached through the school office at ${site.phones[0]}.`,
    },
    {
      type: "image",
      image: {
        file: "public/Images/school-bus-fleet.jpg",
        alt: "Yellow school buses parked in a row at the school gate, ready for the afternoon route",
        width: 1200,
        height: 800,
      },
      align: "full",
    },
    {
      type: "section",
      title: "Using the School Bus",
      blocks: [
        {
          type: "rules",
          rules: [
            "The school bus is available to students on application to the transport in-charge, as long as seats are free on the route.",
            "Students travel only in the bus and by the stop allotted to them. A change of stop or route is requested in writing from the transport in-charge and takes effect only once it is approved.",
            "Transport fee is paid with the school fee and is charged for the whole session.",
            "A student who will not travel by bus on a day, or who is to be collected from school, must bring a written note from the parents.",
          ],
        },
      ],
    },
    {
      type: "section",
      title: "At the Bus Stop",
      blocks: [
        {
          type: "rules",
          rules: [
            "Be at your stop at least **5 minutes** before the bus is due. The bus keeps to its time and cannot wait for late students.",
            "Wait on the side of the road, away from the traffic, and board only when the bus has come to a full stop.",
            "A parent or an authorised adult must see younger children on to the bus in the morning and receive them at the stop in the afternoon. A child of Kindergarten or the primary classes whose parent is not at the stop is brought back to school, and the parents are informed.",
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Conduct on the Bus",
      blocks: [
        {
          type: "rules",
          rules: [
            "Obey the driver, the conductor and the teacher on duty at all times.",
            "Stay in your seat while the bus is moving, with your bag on your lap or under the seat.",
            "Never put your head, hands or anything else out of the window.",
            "Speak softly; shouting, singing loudly, pushing and fighting distract the driver and are not allowed.",
            "Do not eat, drink or throw anything inside the bus or out of it. Keep the bus clean.",
            "Any damage to a seat, window or fitting is made good by the student concerned.",
            "Misbehaviour on the bus is reported to the Principal, and a student who repeatedly breaks these rules may lose the use of the school bus.",
          ],
        },
      ],
    },
  ],
} satisfies ContentPage;
