import {
  stepProblems,
  type Answers,
  type ApplicationStep,
} from "#contracts/admissions/application.ts";
import type { AdmissionSettings } from "#contracts/admissions/settings.ts";
import { languageAt } from "#contracts/languages.ts";

// /Apply's script: each field is checked by the contract's own rules as the family leaves it,
// so an age that does not fit the class or a percentage under the stream's cut-off is said at
// once, beside the field, in the page's language. A step with a problem is not sent until it is
// put right; the server checks everything again whatever this script said. Class XI's stream is
// asked only when Class XI is chosen.

const language = languageAt(location.pathname);

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-apply-form]")) {
  const step = form.dataset.applyForm as ApplicationStep;
  const settings = JSON.parse(form.dataset.admissions ?? "null") as AdmissionSettings | null;
  const known = JSON.parse(form.dataset.answers ?? "{}") as Answers;
  if (!settings || step === "documents") continue;
  const touched = new Set<string>();

  const answers = (): Answers => {
    const given: Answers = { ...known };
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string") given[name] = value;
    }
    // An unticked box and an unchosen radio send nothing: that is an answer too.
    for (const control of form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")) {
      if (!control.checked) given[control.name] = "";
    }
    return given;
  };

  const show = (all: boolean) => {
    const problems = stepProblems(step, answers(), settings, language);
    for (const slot of form.querySelectorAll<HTMLElement>("[data-problem-for]")) {
      const name = slot.dataset.problemFor!.replace(/^apply-/, "");
      const problem = all || touched.has(name) ? (problems[name] ?? "") : "";
      slot.textContent = problem;
      for (const control of form.querySelectorAll<HTMLElement>(`[name="${name}"]`)) {
        if (problem) control.setAttribute("aria-invalid", "true");
        else control.removeAttribute("aria-invalid");
      }
    }
    return problems;
  };

  const stream = form.querySelector<HTMLElement>("#apply-stream")?.closest<HTMLElement>("div");
  const showStream = () => {
    if (!stream) return;
    const className = form.querySelector<HTMLSelectElement>("#apply-className")?.value;
    stream.hidden = className !== "XI";
  };
  showStream();

  form.addEventListener("focusout", (event) => {
    const name = (event.target as HTMLInputElement).name;
    if (!name) return;
    touched.add(name);
    // Leaving a field for the form's button: a message shown or taken away now would move the
    // button from under the pointer before the click lands. The submit checks everything.
    const next = event.relatedTarget as HTMLElement | null;
    if (next?.closest("button, a")) return;
    show(false);
  });
  // A choice is checked as it is made; typed text when its field is left (above).
  form.addEventListener("change", (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === "className") showStream();
    const typed = target instanceof HTMLTextAreaElement || /^(text|email|tel)$/.test(target.type);
    if (!target.name || typed) return;
    touched.add(target.name);
    show(false);
  });
  form.addEventListener("submit", (event) => {
    const problems = show(true);
    const first = Object.keys(problems)[0];
    if (!first) return;
    event.preventDefault();
    form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  });
}
