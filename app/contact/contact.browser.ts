import { enhanceEnquiryForm } from "./enquiry-form.browser.ts";

// The contact page's own script, beside the enhancement script every page has.
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-enquiry-form]")) {
  enhanceEnquiryForm(form);
}
