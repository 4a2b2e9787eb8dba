import { SchoolSettings } from "#contracts/school-settings.ts";

/**
 * A school's settings unlike the demo school's, for unit tests of what draws them: a value
 * found on a page can only have come from the settings handed in, never from content/site.ts.
 */
export const exampleSchool: SchoolSettings = SchoolSettings.parse({
  name: "St. Example School",
  city: "Townsville",
  titleName: "St. Example School, Townsville",
  description: "A school in Townsville for tests: every class, every rule, nothing real.",
  tagline: "Learn and test",
  established: 1990,
  congregation: "Sisters of Example",
  congregationFounded: 1850,
  board: "ICSE",
  affiliationNo: "123456",
  address: {
    lines: ["1 Test Lane", "Townsville 100001"],
    street: "1 Test Lane",
    region: "Testshire",
    postalCode: "100001",
    country: "IN",
  },
  map: { latitude: 12.5, longitude: 77.25 },
  phones: ["+91 99999 00001", "0172-2345678"],
  email: "office@example-school.example",
  privacy: {
    grievanceOfficer: "Sr. Test Example, Principal",
    grievanceEmail: "principal@example-school.example",
    grievancePhone: "+91 99999 00002",
    answerDays: 30,
    keepEnquiries: 24,
    keepDownloads: 12,
    keepAuditValues: 24,
    keepSubscriptions: 6,
  },
  links: {
    parentPortal: "https://parents.example.org",
    portalHelp: "https://parents.example.org/help",
    onlineRegistration: "https://admissions.example.org",
    careerForm: "https://careers.example.org",
    playStore: "https://play.example.org/app",
    appStore: "https://apps.example.org/app",
    provider: "https://provider.example.org",
  },
  social: { Instagram: "https://www.instagram.com/example.school", LinkedIn: "" },
  provider: { name: "Example Provider" },
  appDescription: "The app for parents of St. Example School.",
  feeQr: "/images/fee-qr.svg",
  session: "2026-27",
  sessionStartMonth: 4,
});
