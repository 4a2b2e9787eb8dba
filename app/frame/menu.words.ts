import { defineWords } from "../i18n/words.ts";

/** The top bar's and the main menu's own words (the menu's entries are content/navigation.ts). */
export const menuWords = defineWords(
  {
    quickLinks: "Quick links",
    payFees: "Pay fees",
    enquiry: "Enquiry",
    admission: "Admission",
    erpLogin: "ERP Login",
    parentPortal: "Parent Portal",
    faq: "FAQ",
    newsletter: "Newsletter",
    ePublication: "E-Publication",
    main: "Main",
    menu: "Menu",
    closeMenu: "Close menu",
  },
  {
    quickLinks: "त्वरित लिंक",
    payFees: "फ़ीस जमा करें",
    enquiry: "पूछताछ",
    admission: "प्रवेश",
    erpLogin: "ERP लॉगिन",
    parentPortal: "अभिभावक पोर्टल",
    faq: "सामान्य प्रश्न",
    newsletter: "समाचार पत्रिका",
    ePublication: "ई-प्रकाशन",
    main: "मुख्य मेनू",
    menu: "मेनू",
    closeMenu: "मेनू बंद करें",
  },
);
