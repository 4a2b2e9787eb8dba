import { documentLanguage } from "../i18n/define-words.ts";
import { hasControlCharacter } from "#contracts/control-characters.ts";
import { checkTcFields, fetchCertificate, type TcFields } from "./tc-fetch.ts";
import { tcWords } from "./tc.words.ts";

/**
 * The Transfer Certificate form (`form[data-tc-form]`, spec 2.14). Without this script the form
 * posts to the page and the server answers with the file or the message. With it the browser
 * asks the API itself, shows 'Please wait…' meanwhile, saves the file as tc.pdf or tc.jpg, and
 * shows any message above the fields, which keep what was typed; the message takes the focus,
 * as the server's answer does, so it is read and seen wherever the parent was. It speaks the
 * page's language (`<html lang>`).
 */
export function enhanceTcForm(form: HTMLFormElement): void {
  const language = documentLanguage();
  const words = tcWords[language];
  const error = form.querySelector<HTMLElement>("[data-tc-error]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const inputs = [...form.querySelectorAll<HTMLInputElement>("input[name]")];
  const label = button?.textContent ?? "";
  let busy = false;

  const fields = (): TcFields => {
    const value = (name: string) => inputs.find((i) => i.name === name)?.value ?? "";
    return { admission: value("admission"), name: value("name") };
  };
  // A field is marked when it is blank or holds what the check refused.
  const unusable = (input: HTMLInputElement) =>
    input.value.trim() === "" || hasControlCharacter(input.value);
  const show = (message: string) => {
    if (error) error.textContent = message;
    if (message) error?.focus();
    for (const input of inputs) {
      if (message && unusable(input)) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
      if (message) input.setAttribute("aria-describedby", error?.id ?? "");
      else input.removeAttribute("aria-describedby");
    }
  };
  const setBusy = (on: boolean) => {
    busy = on;
    if (!button) return;
    button.disabled = on;
    button.setAttribute("aria-busy", String(on));
    button.textContent = on ? words.pleaseWait : label;
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    const typed = fields();
    const refused = checkTcFields(typed, language);
    if (refused) return show(refused);
    show("");
    setBusy(true);
    try {
      const result = await fetchCertificate({
        fields: typed,
        apiBase: form.dataset.apiBase ?? "",
        schoolCode: form.dataset.schoolCode ?? "",
        fetch: (request) => fetch(request),
        language,
      });
      if (!result.ok) return show(result.error);
      save(await result.file.blob(), `tc.${result.extension}`);
    } catch {
      show(words.unreachable);
    } finally {
      setBusy(false);
    }
  });
  form.addEventListener("input", () => show(""));
}

function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
