import type { ApplicationState } from "#contracts/admissions/application.ts";

/** The states of an application as the office reads them, in the order they come. */
export const stateLabels: Record<ApplicationState, string> = {
  draft: "Begun, not sent",
  submitted: "Submitted",
  verified: "Documents verified",
  booked: "Test or interaction booked",
  result: "Result",
  offered: "Offered",
  admitted: "Admitted",
  waitlisted: "Waitlisted",
  declined: "Declined",
};

/** The states the office moves applications to (a draft is the family's). */
export const officeStates = (Object.keys(stateLabels) as ApplicationState[]).filter(
  (state) => state !== "draft",
);
