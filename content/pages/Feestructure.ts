import type { Block, ContentPage } from "../model.ts";
import { site } from "../site.ts";

/**
 * Fee structure 2025-26, monthly totals in rupees (spec 9): kept here, and shown on /SchoolFees
 * by its name, so the figures are typed once.
 */
const feeStructure2025: Extract<Block, { type: "table" }> = {
  type: "table",
  name: "fees",
  caption: "Fee Structure 2025-2026 (monthly, Rs.)",
  columns: ["Class", "Rs. per month"],
  rows: [
    ["Nur-UKG", 4667],
    ["1st", 5063],
    ["2nd", 5096],
    ["3rd", 5130],
    ["4th", 5163],
    ["5th", 5196],
    ["6th", 5247],
    ["7th", 5777],
    ["8th", 5843],
    ["9th", 5910],
    ["10th", 6360],
  ],
  note: "Monthly totals in rupees. Fees are paid quarterly in advance.",
};

export default {
  path: "/Feestructure",
  heading: "Fee Structure 2025-2026",
  crumb: "Fee Structure 2025-2026",
  session: "2025-26",
  description: `The monthly fees of ${site.name}, ${site.city}, for the session 2025-2026, class by class from Nursery to Class X.`,
  blocks: [
    {
      type: "prose",
      markdown:
        "The table below gives the total monthly fee for each class for the session 2025-2026. The rules for paying fees, the late fee and the ways to pay are set out on the [School Fees](/SchoolFees) page; the Class XI fees for 2026-27 are on the [Admission Class XI Information](/AdmissionXI) page.",
    },
    feeStructure2025,
  ],
} satisfies ContentPage;
