import { SchoolSettings, sessionOn, type SocialNetwork } from "../contracts/school-settings.ts";
import { site } from "../content/site.ts";
import { leadership } from "../content/people.ts";
import { demoDisclosure } from "./demo-disclosure.ts";

/**
 * The demo school's settings, from the content's facts: the session is the one `today` falls
 * in, so a fresh demo is always in its current session.
 */
export function demoSettings(today: string): SchoolSettings {
  const map = new URL(site.address.mapsUrl).searchParams;
  return SchoolSettings.parse({
    name: site.name,
    city: site.city,
    titleName: site.titleName,
    description: site.description,
    tagline: site.tagline,
    established: site.established,
    congregation: site.congregation,
    congregationFounded: site.congregationFounded,
    board: site.board,
    affiliationNo: site.affiliationNo,
    address: {
      lines: site.address.lines,
      street: site.address.street,
      region: site.address.region,
      postalCode: site.address.postalCode,
      country: site.address.country,
    },
    map: { latitude: Number(map.get("mlat")), longitude: Number(map.get("mlon")) },
    phones: site.phones,
    email: site.email,
    links: site.links,
    social: Object.fromEntries(
      site.social.flatMap((link) => (link.href ? [[link.network, link.href]] : [])),
    ) as Partial<Record<SocialNetwork, string>>,
    provider: site.provider,
    appDescription: site.app.description,
    feeQr: "/images/fee-qr.svg",
    session: sessionOn(today, 4),
    sessionStartMonth: 4,
    // Forty sections, as a school of about 1,800 children has.
    sections: {
      ...Object.fromEntries(["Nursery", "LKG", "UKG"].map((name) => [name, ["A", "B"]])),
      ...Object.fromEntries(
        ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"].map((name) => [
          name,
          ["A", "B", "C"],
        ]),
      ),
      XI: ["Science", "Commerce"],
      XII: ["Science", "Commerce"],
    },
    privacy: {
      grievanceOfficer: `${leadership.principal.name}, Principal`,
      grievanceEmail: site.email,
      answerDays: 30,
      keepEnquiries: 24,
      keepDownloads: 12,
      keepAuditValues: 24,
      keepSubscriptions: 6,
    },
    disclosure: demoDisclosure(today),
    quietFrom: "21:00",
    quietUntil: "07:00",
    hi: site.hi,
  });
}
