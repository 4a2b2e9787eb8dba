import { documentLanguage } from "../i18n/define-words.ts";
import {
  checkEnquiry,
  enquiryFields,
  errorSummary,
  valuesOf,
  type FieldErrors,
} from "./enquiry-form.ts";
import { enquiryWords } from "./enquiry.words.ts";

/**
 * The enquiry form (`form[data-enquiry-form]`, spec 5). Without this script the form posts and
 * the server answers with the same messages or the success line, focused at the form's top.
 * With it the same check runs first: nothing is sent while a field is wrong, the error summary
 * the server would draw appears at the form's top and takes the focus (its links take the focus
 * to their fields), and a field's message and its summary line go as soon as it is edited. A
 * valid form is posted as without it. It speaks the page's language (`<html lang>`).
 */
export function enhanceEnquiryForm(form: HTMLFormElement): void {
  const language = documentLanguage();
  const words = enquiryWords[language];
  const errorClass = form.dataset.errorClass ?? "";
  const answer = form.querySelector<HTMLElement>("[data-enquiry-answer]");

  const showSummary = (errors: FieldErrors) => {
    if (!answer) return;
    const box = document.createElement("div");
    box.setAttribute("role", "alert");
    box.className = form.dataset.alertClass ?? "";
    const heading = document.createElement("h3");
    heading.textContent = words.summaryHeading;
    const list = document.createElement("ul");
    for (const line of errorSummary(errors)) {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = line.href;
      link.textContent = line.message;
      item.append(link);
      list.append(item);
    }
    box.append(heading, list);
    answer.replaceChildren(box);
    answer.focus();
  };

  const setError = (name: string, message: string | undefined) => {
    const control = form.elements.namedItem(name) as HTMLInputElement | null;
    if (!control) return;
    const id = `${control.id}-error`;
    let line = form.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
    if (message) {
      if (!line) {
        line = document.createElement("p");
        line.id = id;
        line.className = errorClass;
        control.after(line);
      }
      line.textContent = message;
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("aria-describedby", id);
    } else {
      line?.remove();
      control.removeAttribute("aria-invalid");
      control.removeAttribute("aria-describedby");
    }
  };

  form.addEventListener("submit", (event) => {
    const checked = checkEnquiry(valuesOf(new FormData(form)), language);
    const errors: FieldErrors = checked.ok ? {} : checked.errors;
    for (const field of enquiryFields) setError(field.name, errors[field.name]);
    if (checked.ok) {
      const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
      if (button) button.textContent = words.sending;
      return;
    }
    event.preventDefault();
    // Replaces an earlier answer, which no longer applies.
    showSummary(errors);
  });
  // A summary's link takes the focus to its field (a fragment link only scrolls to it).
  answer?.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[href^='#']");
    const field = link && document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (!field || !form.contains(field)) return;
    event.preventDefault();
    field.focus();
  });
  form.addEventListener("input", (event) => {
    const control = event.target as HTMLInputElement;
    if (!enquiryFields.some((field) => field.name === control.name)) return;
    setError(control.name, undefined);
    // The summary lists only what is still to correct; an empty one goes.
    const line = answer?.querySelector(`a[href="#${CSS.escape(control.id)}"]`)?.closest("li");
    if (!line) return;
    const list = line.parentElement;
    line.remove();
    if (list && !list.children.length) answer?.replaceChildren();
  });
}
