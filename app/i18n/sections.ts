/** The breadcrumb's sections of app/pages.ts, in Hindi. */
export const sectionsHi: Record<string, string> = {
  Home: "मुख्य पृष्ठ",
  "About Us": "हमारे बारे में",
  Admission: "प्रवेश",
  Academics: "शैक्षणिक",
  Gallery: "गैलरी",
  Events: "कार्यक्रम",
  CBSE: "CBSE",
  Alumni: "पूर्व छात्र",
  Career: "रोजगार के अवसर",
  "Contact Us": "संपर्क करें",
  Publications: "प्रकाशन",
  "Quick Links": "त्वरित लिंक",
  Search: "खोजें",
};
