// Transfer certificates that the TC lookup finds (the admission numbers and names are in
// content/people.ts, listed in the README). Each was issued some days after the last 12 April
// ("issuedAfter"), applied for five days before that.

export interface TransferCertificateRecord {
  issuedAfter: number;
  tcNo: string;
  mother: string;
  father: string;
  dateOfBirth: string;
  dateOfBirthWords: string;
  category: string;
  admittedOn: string;
  admittedClass: string;
  lastClass: string;
  lastExam: string;
  subjects: string;
  promoted: string;
  duesPaidUpTo: string;
  workingDays: string;
  presentDays: string;
  games: string;
  conduct: string;
  reason: string;
  remarks: string;
}

/** In the order of content/people.ts's demoTransferCertificates. */
export const transferCertificates: TransferCertificateRecord[] = [
  {
    issuedAfter: 0,
    tcNo: "HLC/TC/0418",
    mother: "Mrs. Rajwinder Kaur Bhullar",
    father: "Mr. Jagdeep Singh Bhullar",
    dateOfBirth: "14/08/2010",
    dateOfBirthWords: "Fourteenth August Two Thousand Ten",
    category: "General",
    admittedOn: "02/04/2019",
    admittedClass: "III",
    lastClass: "IX-A",
    lastExam: "Annual Examination - Passed",
    subjects: "English, Hindi, Mathematics, Science, Social Science, Information Technology",
    promoted: "Yes, to Class X",
    duesPaidUpTo: "March",
    workingDays: "228",
    presentDays: "219",
    games: "Badminton, school choir",
    conduct: "Very good",
    reason: "Family shifting to Ludhiana",
    remarks: "Nil",
  },
  {
    issuedAfter: 3,
    tcNo: "HLC/TC/0422",
    mother: "Mrs. Manjit Kaur Randhawa",
    father: "Mr. Kulwant Singh Randhawa",
    dateOfBirth: "03/01/2008",
    dateOfBirthWords: "Third January Two Thousand Eight",
    category: "General",
    admittedOn: "05/04/2017",
    admittedClass: "IV",
    lastClass: "X-B",
    lastExam: "AISSE (Class X), CBSE - Passed",
    subjects: "English, Punjabi, Mathematics, Science, Social Science, Information Technology",
    promoted: "Yes, to Class XI",
    duesPaidUpTo: "March",
    workingDays: "221",
    presentDays: "210",
    games: "Basketball (school team), Inter-House Quiz",
    conduct: "Good",
    reason: "Completed Class X; admission elsewhere in Class XI (Non-Medical)",
    remarks: "Basketball captain, Sapphire House",
  },
  {
    issuedAfter: 6,
    tcNo: "HLC/TC/0427",
    mother: "Mrs. Pooja Mehra",
    father: "Mr. Sanjeev Mehra",
    dateOfBirth: "22/06/2013",
    dateOfBirthWords: "Twenty-second June Two Thousand Thirteen",
    category: "General",
    admittedOn: "03/04/2020",
    admittedClass: "I",
    lastClass: "VI-C",
    lastExam: "Annual Examination - Passed",
    subjects: "English, Hindi, Punjabi, Mathematics, Science, Social Science, Computer",
    promoted: "Yes, to Class VII",
    duesPaidUpTo: "March",
    workingDays: "226",
    presentDays: "221",
    games: "Kathak, art club",
    conduct: "Very good",
    reason: "Father transferred to Jaipur",
    remarks: "Nil",
  },
  {
    issuedAfter: 9,
    tcNo: "HLC/TC/0431",
    mother: "Mrs. Neha Sethi",
    father: "Mr. Rohit Sethi",
    dateOfBirth: "09/11/2009",
    dateOfBirthWords: "Ninth November Two Thousand Nine",
    category: "General",
    admittedOn: "04/04/2016",
    admittedClass: "I",
    lastClass: "X-A",
    lastExam: "AISSE (Class X), CBSE - Passed",
    subjects: "English, Hindi, Mathematics, Science, Social Science, Information Technology",
    promoted: "Yes, to Class XI",
    duesPaidUpTo: "March",
    workingDays: "221",
    presentDays: "214",
    games: "Athletics (100 m, relay), school band",
    conduct: "Very good",
    reason: "Admission to Class XI (Commerce) in another city",
    remarks: "Member of the school band",
  },
];
