// The page editor's writing checks while one types (contracts/writing-checks.ts): a moment
// after the last key or choice, the form as it stands (its words, not its files) is sent to
// /office/pages/{page}/check, and what the checks say is shown beside each field, in place of
// what they said before. Without this script the same messages come with each preview or save.

interface Checked {
  errors: Record<string, string>;
  warnings: Record<string, string>;
}

const form = document.querySelector<HTMLFormElement>("form[data-checks]");
const pause = 700;

/** The message's element for the field at `at`, beside its input or in its group. */
function place(at: string, message: string, className: string) {
  const field = document.getElementById(`field-${at}`);
  if (!field || !form?.contains(field)) return;
  // A field refused by the last answer keeps that message until the next.
  if (document.getElementById(`field-${at}-error`)) return;
  const said = Object.assign(document.createElement("span"), {
    id: `field-${at}-check`,
    className,
    textContent: message,
  });
  said.dataset.check = "";
  const legend = field.tagName === "FIELDSET" ? field.querySelector(":scope > legend") : null;
  if (legend) legend.after(said);
  else field.after(said);
  const described = (field.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  if (!described.includes(said.id)) {
    field.setAttribute("aria-describedby", [...described, said.id].join(" "));
  }
}

function show(checked: Checked, classes: DOMStringMap) {
  for (const old of form!.querySelectorAll("[data-check]")) old.remove();
  for (const [at, message] of Object.entries(checked.errors)) {
    place(at, message, classes.errorClass ?? "");
  }
  for (const [at, message] of Object.entries(checked.warnings)) {
    if (!checked.errors[at]) place(at, message, classes.warningClass ?? "");
  }
}

if (form?.dataset.checks) {
  const url = form.dataset.checks;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  const check = async () => {
    const words = new FormData();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string") words.append(name, value);
    }
    const mine = ++asked;
    const answer = await fetch(url, { method: "POST", body: words }).catch(() => undefined);
    // An answer to an older form, or none, changes nothing shown.
    if (mine !== asked || !answer?.ok) return;
    show((await answer.json()) as Checked, form.dataset);
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void check(), pause);
  };
  form.addEventListener("input", later);
  form.addEventListener("change", later);
}
