// The fictional people the demo content mentions in more than one place. Every name here is
// invented for the demo school; none refers to a real person.

export const leadership = {
  principal: {
    name: "Sr. Mary Celine",
    qualification: "M.A. (English), M.Ed.",
    title: "Principal",
  },
  manager: { name: "Sr. Ann Grace", qualification: "M.Sc., B.Ed.", title: "Manager" },
  vicePrincipal: {
    name: "Sr. Rosily Thomas",
    qualification: "M.A. (History), M.Ed.",
    title: "Vice Principal",
  },
  provincial: { name: "Sr. Lucy Paul", title: "Provincial Superior, Sisters of the Holy Lamp" },
  examIncharge: { name: "Mrs. Neelam Sharma", title: "Examination In-charge" },
  roboticsCoach: { name: "Mr. Harpreet Singh Sidhu", title: "Robotics and ATL In-charge" },
  librarian: { name: "Ms. Kavita Bhardwaj", title: "Librarian" },
  transportIncharge: { name: "Mr. Baljit Singh", title: "Transport In-charge" },
};

export const managementCommittee: [string, string, string][] = [
  ["Sr. Lucy Paul", "Chairperson", "Provincial Superior, Sisters of the Holy Lamp"],
  ["Sr. Ann Grace", "Manager / Secretary", "Sisters of the Holy Lamp"],
  ["Sr. Mary Celine", "Member Secretary", "Principal, Holy Lamp Convent School"],
  ["Sr. Rosily Thomas", "Member", "Vice Principal"],
  ["Sr. Teresa Joseph", "Member", "Nominee of the Society, Educationist"],
  ["Dr. Rajinder Kaur Gill", "Member", "Educationist, retired Principal"],
  ["Mr. Anil Kumar Mehta", "Member", "Chartered Accountant, Parent"],
  ["Mrs. Neelam Sharma", "Member", "Teacher Representative (PGT)"],
  ["Mr. Gurpreet Singh Bains", "Member", "Teacher Representative (TGT)"],
  ["Mrs. Sunita Arora", "Member", "Parent Representative"],
  ["Mr. Vikram Sood", "Member", "Parent Representative"],
  [
    "Dr. Paramjit Singh Dhillon",
    "Member",
    "Nominee of CBSE (Principal of a neighbouring CBSE school)",
  ],
];

export const ptaMembers: [string, string, string][] = [
  ["Sr. Mary Celine", "President", "Principal"],
  ["Mr. Rakesh Malhotra", "Vice President", "Parent of Ishaan Malhotra, VIII-B"],
  ["Mrs. Harleen Kaur Walia", "Secretary", "Parent of Gurnaaz Kaur, V-A"],
  ["Mrs. Ritu Bansal", "Joint Secretary", "Parent of Aadya Bansal, II-C"],
  ["Mrs. Neelam Sharma", "Treasurer", "PGT (English)"],
  ["Mr. Sandeep Chopra", "Member", "Parent of Reyansh Chopra, UKG-B"],
  ["Mrs. Amandeep Kaur Sekhon", "Member", "Parent of Jaskirat Singh, X-A"],
  ["Dr. Manpreet Singh Rai", "Member", "Parent of Sehaj Rai, VI-D"],
  ["Mrs. Pooja Khurana", "Member", "Parent of Myra Khurana, IV-E"],
  ["Mr. Gurpreet Singh Bains", "Member", "TGT (Mathematics)"],
  ["Ms. Priya Thomas", "Member", "PRT (EVS)"],
  ["Mrs. Shalini Verma", "Member", "NTT (Kindergarten)"],
];

/** Demo transfer certificates: the credentials the TC page accepts in the demo. */
export const demoTransferCertificates: {
  admission: string;
  name: string;
  file: "pdf" | "jpg";
}[] = [
  { admission: "2019/0412", name: "Simran Kaur Bhullar", file: "pdf" },
  { admission: "2017/0128", name: "Arjun Singh Randhawa", file: "pdf" },
  { admission: "2020/0736", name: "Ishita Mehra", file: "pdf" },
  { admission: "2016/0093", name: "Kabir Sethi", file: "jpg" },
];
