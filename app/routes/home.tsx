import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { site } from "#content/site.ts";
import { withoutReactBut } from "../frame/scripts.ts";
import homeScript from "../home/home-behaviours.ts?worker&url";
import { metaFor } from "../seo/meta.ts";
import { JsonLd, schoolJsonLd } from "../seo/json-ld.tsx";
import { FloatingLinks } from "../home/floating-links.tsx";
import { Hero } from "../home/hero.tsx";
import { loadHome } from "../home/home-data.server.ts";
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
import styles from "../home/home.module.css";

export const meta = () => metaFor("/");

export const loader = () => loadHome();

// Carousels, the popup and the calendar are behaviours on server-rendered markup: the home
// page needs no framework in the browser.
export const handle = withoutReactBut(homeScript);

// The home page of spec 2.7, in its order; the header and footer come from the frame.
export default function Home({ loaderData: data }: Route.ComponentProps) {
  const root = useRouteLoaderData("root") as { apiBase?: string } | undefined;
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{site.titleName}</h1>
      <NotificationPopup notifications={data.notifications} />
      <FloatingLinks registration={data.registration} />
      <Hero notices={data.notices} underPopup={Boolean(data.notifications[0]?.image[0])} />
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
      <BirthdaysCarousel birthdays={data.birthdays} apiBase={root?.apiBase ?? ""} />
      <WhatSetsUsApart />
      <GalleryCarousel galleries={data.galleries} />
      <JsonLd data={schoolJsonLd()} />
    </div>
  );
}
