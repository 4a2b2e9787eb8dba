import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/SchoolFees",
  heading: "School Fees",
  description: `Fee rules, payment options and the fee tables of ${site.name}, ${site.city}: 2025-26 by class and 2024-25 by class group.`,
  blocks: [
    {
      type: "prose",
      markdown:
        "School fees meet the day-to-day running of the school, and we are grateful to the parents who pay them on time. Please read the rules below; the office is always glad to explain any item of a fee bill.",
    },
    {
      type: "section",
      title: "Fee Rules",
      blocks: [
        {
          type: "rules",
          rules: [
            "Tuition fee is paid quarterly and is due by the 20th day of each quarter.",
            {
              text: "Fees are charged for 12 months of the year and are paid quarterly in advance, by the 20th of the first month of the quarter:",
              points: [
                "April (April to June)",
                "July (July to September)",
                "October (October to December)",
                "January (January to March)",
              ],
            },
            "A late fee (penalty) of Rs. 50 per month is charged on fees paid after the due date.",
            "Parents should keep the pay-in slips (fee receipts) safely for 2 years and show them if asked.",
            "If fees are not paid, the student's name is removed from the roll. Re-admission is then granted only on payment of the dues and a re-admission fee.",
            "Fees once paid are non-refundable.",
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Payment Options",
      blocks: [
        {
          type: "list",
          items: [
            `**The school app:** pay online from the parents' app with school code **${site.schoolCode}**; the receipt appears in the app at once.`,
            "**At the bank:** pay by cheque or in cash at the school's bank, using the pay-in slip issued by the school. Cheques are drawn in favour of the school.",
            "**Online banking:** pay by net banking and keep the transaction reference with your pay-in slips.",
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Fee Structure",
      // Kept on the Fee Structure page and shown here as it is saved there.
      blocks: [{ type: "sharedTable", page: "/Feestructure", name: "fees" }],
    },
    {
      type: "section",
      title: "Fee Structure 2024-25",
      blocks: [
        {
          type: "table",
          caption: "Fee structure 2024-25, by class group (monthly, Rs.)",
          columns: ["Class group", "Rs. per month"],
          rows: [
            ["Nur-UKG", 4334],
            ["I-V", 4580],
            ["VI-VIII", 5244],
            ["IX-X", 5860],
          ],
        },
      ],
    },
  ],
} satisfies ContentPage;
