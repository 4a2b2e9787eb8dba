import { z } from "zod";
import { classNames } from "../classes.ts";
import { sessionName } from "../page-content.ts";

// What the school opens for admission in a session: which classes, how many seats, from when to
// when, the age each class asks, Class XI's streams and cut-offs, the allotment rounds and the
// application fee. The office keeps them; nothing about admissions is written in code
// (spec 5 "Admission rules" and 9 "Admission" are the demo school's values).

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Write a date as 2027-03-31.");

/** A UPI id (virtual payment address): name@bank, as NPCI allows it. */
export const upiId = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.\-_]{2,256}@[a-z][a-z0-9]{1,64}$/, "A UPI id is written name@bank.");

export const assessments = ["interaction", "test"] as const;
export type Assessment = (typeof assessments)[number];

export const AdmissionClass = z.object({
  name: z.enum(classNames),
  seats: z.coerce.number().int().min(0).max(2000),
  /** Age in whole years on `ageOn`: from `minAge` to `maxAge` (both included) when given. */
  minAge: z.coerce.number().int().min(2).max(20),
  maxAge: z.coerce.number().int().min(2).max(21).optional(),
  /** Nursery meets the family; other classes sit a test (spec 5). */
  assessment: z.enum(assessments),
});
export type AdmissionClass = z.infer<typeof AdmissionClass>;

export const AdmissionStream = z.object({
  name: z.string().trim().min(1).max(60),
  /** The Class X percentage that lets an applicant sit the entrance test for it (spec 5). */
  cutoff: z.coerce.number().min(0).max(100),
  seats: z.coerce.number().int().min(0).max(1000),
});
export type AdmissionStream = z.infer<typeof AdmissionStream>;

/** One round of the Class XI entrance test, and the day its allotment is published. */
export const AllotmentRound = z.object({
  name: z.string().trim().min(1).max(60),
  testOn: day.optional(),
  allotmentOn: day,
});
export type AllotmentRound = z.infer<typeof AllotmentRound>;

export const AdmissionSettings = z
  .object({
    /** The session the applications are for, e.g. '2027-28'. */
    session: sessionName,
    /** Applications are taken from `opens` to `closes`, both days included, on the school's clock. */
    opens: day,
    closes: day,
    /** Ages are counted on this day ('as on 31 March', spec 9). */
    ageOn: day,
    classes: z.array(AdmissionClass).max(classNames.length),
    /** Class XI's streams, when Class XI is open. */
    streams: z.array(AdmissionStream).max(8),
    rounds: z.array(AllotmentRound).max(12),
    /** The application fee in rupees; 0 asks for none. */
    fee: z.coerce.number().int().min(0).max(100_000),
    /** Where the fee is paid by UPI, and the name the family's UPI app shows. */
    upiId: upiId.optional(),
    payeeName: z.string().trim().min(1).max(60).optional(),
    /** The school's sister branches, whose pupils earn points in the Class XI merit list. */
    sisterBranches: z.array(z.string().trim().min(1).max(120)).max(10),
    /** Months an application not admitted is kept after its session's last allotment. */
    keptMonths: z.coerce.number().int().min(1).max(60),
  })
  .superRefine((settings, context) => {
    if (settings.closes < settings.opens) {
      context.addIssue({ code: "custom", path: ["closes"], message: "Close after opening." });
    }
    if (settings.fee > 0 && !settings.upiId) {
      context.addIssue({
        code: "custom",
        path: ["upiId"],
        message: "Give the UPI id the fee is paid to.",
      });
    }
    const names = settings.classes.map((one) => one.name);
    if (new Set(names).size !== names.length) {
      context.addIssue({ code: "custom", path: ["classes"], message: "A class is given twice." });
    }
    if (names.includes("XI") && settings.streams.length === 0) {
      context.addIssue({
        code: "custom",
        path: ["streams"],
        message: "Class XI is open: give its streams.",
      });
    }
    for (const [index, one] of settings.classes.entries()) {
      if (one.maxAge !== undefined && one.maxAge < one.minAge) {
        context.addIssue({
          code: "custom",
          path: ["classes", index, "maxAge"],
          message: "The upper age is not below the least age.",
        });
      }
    }
  });
export type AdmissionSettings = z.infer<typeof AdmissionSettings>;

/** Whether applications are taken on `today` (YYYY-MM-DD on the school's clock). */
export const admissionsOpen = (settings: AdmissionSettings, today: string) =>
  settings.opens <= today && today <= settings.closes && settings.classes.length > 0;

/** The settings of one class open for admission. */
export const openClass = (settings: AdmissionSettings, name: string) =>
  settings.classes.find((one) => one.name === name);
