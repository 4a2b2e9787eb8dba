import { enhanceTcForm } from "./tc-form.browser.ts";

// The TC page's own script, beside the enhancement script every page has.
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-tc-form]")) {
  enhanceTcForm(form);
}
