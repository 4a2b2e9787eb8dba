import { demoTransferCertificates } from "#content/people.ts";

// What the form tests send when the content itself is not under test: a certificate the demo
// school holds, and an enquiry that passes every check.

/** A student whose transfer certificate the demo school holds: a lookup of it succeeds. */
export const [knownTc] = demoTransferCertificates as [(typeof demoTransferCertificates)[number]];

/** An enquiry with every field filled in and valid. */
export const validEnquiry = {
  name: "Harpreet Kaur",
  email: "harpreet.parent@example.com",
  phone: "+91 12345 00000",
  subject: "Bus routes",
  message: "Which routes does the school bus take?",
};
