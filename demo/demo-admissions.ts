import { AdmissionSettings } from "../contracts/admissions/settings.ts";
import { addDays, sessionOf } from "./dates.ts";

/**
 * The demo school's admissions (spec 5 and 9): open for the session after the one `today` falls
 * in, from a month before today to three months after, so a fresh demo always takes
 * applications. Ages are counted on 31 March before that session; Class XI has the spec's
 * streams, cut-offs and three rounds, dated from today as the spec's are from registration.
 */
export function demoAdmissions(today: string): AdmissionSettings {
  const next = sessionOf(today).start + 1;
  const ageOn = `${next}-03-31`;
  const age = (name: string, minAge: number, seats: number) => ({
    name,
    seats,
    minAge,
    maxAge: minAge + 1,
    assessment: name === "Nursery" ? "interaction" : "test",
  });
  return AdmissionSettings.parse({
    session: `${next}-${String((next + 1) % 100).padStart(2, "0")}`,
    opens: addDays(today, -30),
    closes: addDays(today, 90),
    ageOn,
    classes: [
      age("Nursery", 3, 80),
      age("LKG", 4, 10),
      age("UKG", 5, 10),
      age("I", 6, 15),
      age("VI", 11, 10),
      age("IX", 14, 8),
      { name: "XI", seats: 120, minAge: 15, maxAge: 17, assessment: "test" },
    ],
    streams: [
      { name: "Non-Medical", cutoff: 70, seats: 40 },
      { name: "Medical", cutoff: 70, seats: 40 },
      { name: "Commerce", cutoff: 65, seats: 40 },
    ],
    rounds: [
      { name: "First test", testOn: addDays(today, 10), allotmentOn: addDays(today, 17) },
      { name: "Second test", testOn: addDays(today, 24), allotmentOn: addDays(today, 31) },
      { name: "Third test", testOn: addDays(today, 59), allotmentOn: addDays(today, 73) },
    ],
    fee: 500,
    upiId: "hlca.demo@examplebank",
    payeeName: "Holy Lamp Convent School",
    sisterBranches: [
      "Holy Lamp Convent School, Rampur Road",
      "Holy Lamp Convent School, Sitalganj",
    ],
    keptMonths: 12,
  });
}
