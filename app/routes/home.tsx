import type { Route } from "./+types/home";
import homeScript from "../home/home.browser.ts?worker&url";
import { metaFor } from "../seo/meta.ts";
import { JsonLd, schoolJsonLd } from "../seo/json-ld.tsx";
import { useSchool } from "../school.ts";
import { Hero } from "../home/hero.tsx";
import { closePopup, loadHome } from "../home/home-data.server.ts";
import { NextSteps } from "../home/next-steps.tsx";
import {
  AboutBlock,
  CurriculumTabs,
  EventsSection,
  FacilityCards,
  NewsTicker,
  PrincipalTeaser,
  QuickTiles,
  WhatSetsUsApart,
} from "../home/home-sections.tsx";
import { NotificationPopup } from "../home/notification-popup.tsx";
import { BirthdaysCarousel, GalleryCarousel, ToppersCarousel } from "../home/people-carousels.tsx";
import { RecordSections } from "../home/record-sections.tsx";
import styles from "../home/home.module.css";
import { languageAt } from "#contracts/languages.ts";

export const meta: Route.MetaFunction = ({ matches }) => metaFor("/", { matches });

export const loader = ({ context, request }: Route.LoaderArgs) => loadHome(context, request);

// The notification popup's Close button without JavaScript.
export const action = ({ context, request }: Route.ActionArgs) =>
  closePopup(context, languageAt(new URL(request.url).pathname));

// The home page of spec 2.7, in its order; the header and footer come from the frame. Spec 2.7's
// floating admission links stand in the page, in the next steps under the hero (issue 19).
export default function Home({ loaderData: data }: Route.ComponentProps) {
  const school = useSchool();
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{school.titleName}</h1>
      <NotificationPopup notifications={data.notifications} closedCookie={data.popupClosedCookie} />
      <Hero notices={data.notices} underPopup={Boolean(data.notifications[0]?.image[0])} />
      <NextSteps registration={data.registration} />
      <QuickTiles />
      <AboutBlock />
      <CurriculumTabs />
      <EventsSection
        upcoming={data.upcoming}
        calendarEvents={data.calendarEvents}
        today={data.today}
      />
      <NewsTicker news={data.news} />
      <PrincipalTeaser principal={data.principal} />
      <FacilityCards />
      <ToppersCarousel toppers={data.toppers} />
      <BirthdaysCarousel birthdays={data.birthdays} />
      <RecordSections sections={data.recordSections} />
      <WhatSetsUsApart />
      <GalleryCarousel galleries={data.galleries} />
      <JsonLd data={schoolJsonLd(school)} />
      {/* Carousels and the calendar are behaviours on the server's markup (the popup has an
          inline script of its own). */}
      <script src={homeScript} defer />
    </div>
  );
}
