import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/Infrastructure",
  description: `A video tour of the campus and buildings of ${site.name}, ${site.city}.`,
  blocks: [
    {
      type: "video",
      title: `A tour of the campus of ${site.name}`,
      youtubeId: "hLcS8aT0rWq",
    },
    {
      type: "prose",
      markdown: `Take a walk with us through ${site.name}. The video tour starts at the main gate and the morning assembly ground, passes the kindergarten wing with its child-sized furniture and play area, and goes on to the classrooms with their smart boards, the science, mathematics, social studies and computer laboratories, the library, the art and music rooms, the auditorium and the playground. Along the way you will see the things parents do not always notice but we care about: ramps and wide corridors, drinking-water points with purifiers, clean separate washrooms for girls and boys, the medical room, fire-safety equipment and CCTV cameras, and the fleet of school buses that brings children to school and home again. For the figures, see [Our Uniqueness](/OurUniqueness).`,
    },
  ],
} satisfies ContentPage;
