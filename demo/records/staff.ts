// The demo school's staff register (contracts/records/staff.ts): the /Staff page's three lists
// and the CBSE disclosure's teacher counts are drawn from it. Every name is fictional. The mix
// gives the disclosure's figures of spec 9 (PGT 10, TGT 38, PRT 29, NTT 5, PTI 6, others 7, a
// principal, a special educator and a counsellor); the ten PGTs are the senior secondary
// teachers with a master's degree in their subject.

import { leadership } from "../../content/people.ts";
import type { StaffPost } from "../../contracts/records/staff.ts";
import type { DemoKindRows } from "../kinds.ts";

type StaffRow = [name: string, designation: string, qualification: string];

const teachingStaff: StaffRow[] = [
  [leadership.principal.name, "PRINCIPAL", leadership.principal.qualification],

  // Secondary and middle school teachers
  [leadership.vicePrincipal.name, "PGT", leadership.vicePrincipal.qualification],
  [leadership.examIncharge.name, "PGT", "M.A. (English), M.Phil., B.Ed."],
  ["Mr. Gurpreet Singh Bains", "PGT", "M.Sc. (Mathematics), B.Ed."],
  [leadership.roboticsCoach.name, "PGT", "M.C.A., B.Ed."],
  ["Mrs. Anjali Kapoor", "PGT", "M.Sc. (Physics), B.Ed."],
  ["Mrs. Rajwinder Kaur Sandhu", "PGT", "M.A. (Punjabi), B.Ed."],
  ["Ms. Deepa Menon", "PGT", "M.Sc. (Chemistry), B.Ed."],
  ["Mrs. Sonia Mahajan", "PGT", "M.Com., B.Ed."],
  ["Mrs. Preeti Gupta", "PGT", "M.A. (Economics), B.Ed."],
  ["Mrs. Jaspreet Kaur Gill", "PGT", "M.Sc. (Zoology), B.Ed."],
  ["Ms. Annie George", "TGT", "M.A. (English), B.Ed."],
  ["Mrs. Meenakshi Iyer", "TGT", "M.Sc. (Mathematics), B.Ed."],
  ["Mrs. Ritu Saini", "TGT", "M.A. (Hindi), B.Ed."],
  ["Mr. Rohit Khanna", "TGT", "M.A. (Geography), B.Ed."],
  ["Mrs. Manpreet Kaur Dhaliwal", "TGT", "M.A. (Political Science), B.Ed."],
  ["Sr. Jincy Mathew", "TGT", "M.Sc. (Botany), B.Ed."],
  ["Mrs. Kiran Bala", "TGT", "M.A. (Hindi), M.Ed."],
  ["Mrs. Nisha Arora", "TGT", "B.Sc. (Non-Medical), B.Ed."],
  ["Ms. Sherin Joseph", "TGT", "M.A. (English), B.Ed."],
  ["Mrs. Payal Bhatia", "TGT", "M.Sc. (Computer Science), B.Ed."],
  ["Mrs. Lakshmi Narayanan", "TGT", "M.Sc. (Mathematics), B.Ed."],
  ["Mrs. Amrit Kaur Grewal", "TGT", "M.A. (Punjabi), B.Ed."],
  ["Mrs. Vandana Chauhan", "TGT", "M.A. (History), B.Ed."],
  ["Mr. Sunil Kumar Yadav", "TGT", "M.Sc. (Chemistry), B.Ed."],
  ["Mrs. Ruchi Aggarwal", "TGT", "M.A. (English), B.Ed."],
  ["Mrs. Gagandeep Kaur Brar", "TGT", "B.Sc. (Medical), B.Ed."],
  ["Ms. Divya Pillai", "TGT", "M.Sc. (Physics), B.Ed."],
  ["Mrs. Seema Rani", "TGT", "M.A. (Sanskrit), B.Ed."],
  ["Mrs. Alka Sood", "TGT", "M.A. (Economics), B.Ed."],
  ["Mrs. Mercy D'Souza", "TGT", "M.A. (English), B.Ed."],
  ["Mrs. Navneet Kaur Bhullar", "TGT", "M.Sc. (Mathematics), B.Ed."],
  ["Mrs. Shweta Mishra", "TGT", "M.A. (Geography), B.Ed."],
  ["Mr. Jatinder Pal Singh", "TGT", "M.A. (Punjabi), B.Ed."],
  ["Mrs. Renu Bala", "TGT", "B.A., B.Ed."],
  ["Ms. Asha Kurian", "TGT", "M.Sc. (Zoology), B.Ed."],
  ["Mrs. Sarita Joshi", "TGT", "M.A. (Hindi), B.Ed."],
  ["Mrs. Neha Malhotra", "TGT", "M.Sc. (Information Technology), B.Ed."],
  ["Mrs. Parveen Kaur", "TGT", "M.Com., B.Ed."],
  ["Mrs. Sangeeta Rawat", "TGT", "M.Sc. (Mathematics), M.Ed."],
  ["Ms. Teena Abraham", "TGT", "M.A. (English), B.Ed."],
  ["Mrs. Kamaljeet Kaur Randhawa", "TGT", "M.Sc. (Chemistry), B.Ed."],
  ["Mrs. Mamta Thakur", "TGT", "M.A. (History), B.Ed."],
  ["Mrs. Priyanka Sethi", "TGT", "B.Sc. (Computer Science), B.Ed."],
  ["Mrs. Suman Lata", "TGT", "M.A. (Hindi), B.Ed."],
  ["Mrs. Radhika Krishnan", "TGT", "M.Sc. (Physics), B.Ed."],
  ["Mr. Harpreet Singh Walia", "TGT", "M.A. (History), B.Ed."],
  ["Mrs. Smitha Varghese", "TGT", "M.Sc. (Biology), B.Ed."],
  ["Mrs. Anu Chhabra", "TGT", "M.A. (Sanskrit), B.Ed."],

  // Primary teachers
  ["Ms. Priya Thomas", "PRT", "B.Sc., B.Ed."],
  ["Mrs. Jasleen Kaur", "PRT", "B.A., B.Ed."],
  ["Mrs. Monika Sharma", "PRT", "M.A. (English), B.Ed."],
  ["Mrs. Jyoti Verma", "PRT", "B.Com., B.Ed."],
  ["Sr. Ancy Joseph", "PRT", "B.A., B.Ed."],
  ["Mrs. Rekha Nair", "PRT", "B.Sc., B.Ed."],
  ["Mrs. Simranjit Kaur", "PRT", "B.A., D.El.Ed."],
  ["Mrs. Poonam Saini", "PRT", "M.A. (Hindi), B.Ed."],
  ["Ms. Jessy Varghese", "PRT", "B.A., B.Ed."],
  ["Mrs. Ramandeep Kaur Cheema", "PRT", "M.Sc. (Mathematics), B.Ed."],
  ["Mrs. Archana Tiwari", "PRT", "B.A., B.Ed."],
  ["Mrs. Swati Goyal", "PRT", "B.Sc., B.Ed."],
  ["Mrs. Babita Rani", "PRT", "B.A., D.El.Ed."],
  ["Mrs. Sujata Reddy", "PRT", "M.A. (English), B.Ed."],
  ["Mrs. Mandeep Kaur Virk", "PRT", "B.A., B.Ed."],
  ["Ms. Rincy Mathews", "PRT", "B.Sc., B.Ed."],
  ["Mrs. Deepika Arora", "PRT", "M.Com., B.Ed."],
  ["Mrs. Anita Devi", "PRT", "B.A., J.B.T."],
  ["Mrs. Shilpa Kaushal", "PRT", "B.A., B.Ed."],
  ["Mrs. Kavya Subramaniam", "PRT", "B.Sc., B.Ed."],
  ["Mrs. Inderjeet Kaur Ahluwalia", "PRT", "M.A. (Punjabi), B.Ed."],
  ["Mrs. Rachna Mehta", "PRT", "B.A., B.Ed."],
  ["Ms. Silvy Francis", "PRT", "M.A. (English), B.Ed."],
  ["Mrs. Usha Rani", "PRT", "B.A., J.B.T."],
  ["Mrs. Geetanjali Sharma", "PRT", "B.Sc., B.Ed."],
  ["Mrs. Tejinder Kaur Bedi", "PRT", "B.A., B.Ed."],
  ["Mrs. Nandini Rao", "PRT", "B.Sc., B.Ed."],
  ["Mrs. Sukhwinder Kaur", "PRT", "B.A., D.El.Ed."],
  ["Mrs. Reena Chopra", "PRT", "M.A. (Economics), B.Ed."],

  // Kindergarten teachers
  ["Mrs. Shalini Verma", "NTT", "B.A., NTT"],
  ["Mrs. Tanvi Bajaj", "NTT", "B.A., NTT"],
  ["Mrs. Rosemary Antony", "NTT", "NTT"],
  ["Mrs. Kanchan Dogra", "NTT", "B.Com., NTT"],
  ["Mrs. Baljeet Kaur", "NTT", "B.A., NTT"],

  // Physical education
  ["Mr. Kulwinder Singh Mann", "TGT (PTI)", "M.P.Ed."],
  ["Mr. Anthony Fernandes", "TGT (PTI)", "B.P.Ed."],
  ["Mrs. Rupinder Kaur", "TGT (PTI)", "M.P.Ed."],
  ["Mr. Sukhdev Singh", "PRT (PTI)", "B.P.Ed."],
  ["Ms. Nancy Pereira", "PRT (PTI)", "B.P.Ed."],
  ["Mr. Vijay Kumar", "PRT (PTI)", "C.P.Ed."],

  // Special teachers
  ["Mrs. Bindu Prakash", "Special Educator", "M.A. (Psychology), B.Ed. (Special Education)"],
  ["Sr. Lissy Chacko", "Counselor", "M.A. (Psychology), PG Diploma in Guidance and Counselling"],
  [leadership.librarian.name, "Librarian", "M.Lib.I.Sc."],
  ["Mr. Manoj Kumar", "ART & CRAFT", "B.F.A., M.F.A."],
  ["Mrs. Rashmi Saxena", "ART & CRAFT", "B.F.A."],
  ["Ms. Ishita Banerjee", "DANCE", "M.A. (Dance), Kathak Visharad"],
  ["Mrs. Tamanna Kalra", "DANCE", "B.A., Diploma in Bharatanatyam"],
  ["Mr. Joel Sebastian", "MUSIC TEACHER", "M.A. (Music Vocal)"],
  ["Mr. Amarjit Singh", "MUSIC TEACHER", "M.A. (Music Instrumental), Sangeet Prabhakar"],
];

type EmployeeRow = [name: string, designation: string];

const officeStaff: EmployeeRow[] = [
  ["Mr. Rajesh Kumar Goel", "ACCOUNTS"],
  ["Mrs. Sheela John", "ACCOUNTS"],
  [leadership.transportIncharge.name, "ADMIN"],
  ["Mrs. Anupama Bhalla", "PRO"],
  ["Ms. Elsamma Joy", "MEDICAL STAFF"],
  ["Ms. Simran Oberoi", "FRONT OFFICE"],
];

const nonTeachingStaff: EmployeeRow[] = [
  ["Mr. Gurmeet Singh", "Driver"],
  ["Mr. Balwinder Singh", "Driver"],
  ["Mr. Ram Kishan", "Driver"],
  ["Mr. Satnam Singh", "Driver"],
  ["Mr. Harbhajan Singh", "Driver"],
  ["Mr. Mohan Lal", "Driver"],
  ["Mr. Darshan Singh", "Driver"],
  ["Mr. Lakhwinder Singh", "Conductor"],
  ["Mr. Pawan Kumar", "Conductor"],
  ["Mr. Sohan Lal", "Conductor"],
  ["Mr. Jaspal Singh", "Conductor"],
  ["Mr. Rakesh Kumar", "Conductor"],
  ["Mr. Manjit Singh", "Conductor"],
  ["Mr. Deepak Rana", "Conductor"],
  ["Mrs. Kamla Devi", "Aaya"],
  ["Mrs. Santosh Kumari", "Aaya"],
  ["Mrs. Shanti Devi", "Aaya"],
  ["Mrs. Parmjit Kaur", "Aaya"],
  ["Mrs. Sunita Devi", "Aaya"],
  ["Mrs. Mary Masih", "Aaya"],
  ["Mrs. Gurdev Kaur", "Aaya"],
  ["Mrs. Rajni Bala", "Aaya"],
  ["Mrs. Veena Kumari", "Aaya"],
  ["Mrs. Asha Rani", "Aaya"],
  ["Mrs. Reshma Masih", "Aaya"],
  ["Mrs. Krishna Devi", "Aaya"],
  ["Mr. Ramesh Paswan", "Housekeeping"],
  ["Mr. Sunny Masih", "Housekeeping"],
  ["Mrs. Savitri Devi", "Housekeeping"],
  ["Mr. Kuldeep Kumar", "Housekeeping"],
  ["Mrs. Bimla Rani", "Housekeeping"],
  ["Mr. Joginder Pal", "Housekeeping"],
  ["Mrs. Saroj Bala", "Housekeeping"],
  ["Mr. Amit Kumar", "Housekeeping"],
  ["Mr. Bhola Ram", "Gardener"],
  ["Mr. Shankar Prasad", "Gardener"],
  ["Mr. Gurnam Singh", "Gardener"],
];

/** The post a teacher's designation counts under in the disclosure. */
function postOf(designation: string): StaffPost {
  if (designation === "PRINCIPAL") return "Principal";
  if (/\(PTI\)$/.test(designation)) return "PTI";
  if (designation === "Special Educator") return "Special educator";
  if (designation === "Counselor") return "Counsellor";
  if (["PGT", "TGT", "PRT", "NTT"].includes(designation)) return designation as StaffPost;
  return "Other teacher";
}

export const demoRows: DemoKindRows<"staff"> = () =>
  [
    ...teachingStaff.map(([name, designation, qualification]) => {
      const post = postOf(designation);
      // A post shown as it is needs no designation of its own.
      return { name, post, designation: designation === post ? "" : designation, qualification };
    }),
    ...officeStaff.map(([name, designation]) => ({ name, post: "Office", designation })),
    ...nonTeachingStaff.map(([name, designation]) => ({ name, post: "Non-teaching", designation })),
  ].map((row, position) => ({ qualification: "", ...row, position, status: "published" }));
