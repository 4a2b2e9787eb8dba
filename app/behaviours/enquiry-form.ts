import {
  checkEnquiry,
  enquiryFields,
  valuesOf,
  type FieldErrors,
} from "../contact/enquiry-form.ts";

/**
 * The enquiry form (`form[data-enquiry-form]`, spec 5). Without this script the form posts and
 * the server answers with the same messages or the success line. With it the same check runs
 * first: nothing is sent while a field is wrong, the first wrong field takes focus, and a
 * field's message goes as soon as it is edited. A valid form is posted as without it.
 */
export function enhanceEnquiryForm(form: HTMLFormElement): void {
  const errorClass = form.dataset.errorClass ?? "";

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
    const checked = checkEnquiry(valuesOf(new FormData(form)));
    const errors: FieldErrors = checked.ok ? {} : checked.errors;
    for (const field of enquiryFields) setError(field.name, errors[field.name]);
    if (checked.ok) {
      const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
      if (button) button.textContent = "Sending…";
      return;
    }
    event.preventDefault();
    // An earlier answer's notice no longer applies.
    for (const notice of form.querySelectorAll("[data-enquiry-notice]")) notice.replaceChildren();
    const first = enquiryFields.find((field) => errors[field.name]);
    if (first) (form.elements.namedItem(first.name) as HTMLElement | null)?.focus();
  });
  form.addEventListener("input", (event) => {
    const name = (event.target as HTMLInputElement).name;
    if (enquiryFields.some((field) => field.name === name)) setError(name, undefined);
  });
}
