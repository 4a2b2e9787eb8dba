import type { AdmissionSettings } from "#contracts/admissions/settings.ts";

/** What the admissions API tells anyone of the school's admissions (server/api/admissions.ts). */
export type PublicAdmissions = Omit<AdmissionSettings, "upiId" | "payeeName"> & {
  open: boolean;
  upi: { id: string; payeeName: string } | null;
  /** Whether the fee can be paid online (the school's Razorpay account is set). */
  online: boolean;
};

/** An application as its family's link shows it. */
export interface DraftView {
  state: string;
  number: string | null;
  session: string;
  answers: Record<string, string>;
  steps: string[];
  next: string;
  documents: { kind: string; name: string; bytes: number; type: string; addedAt: string }[];
  missingDocuments: string[];
  submittedAt: string | null;
}
