/**
 * `dialog[data-open-on-load]` (the home page's notifications) comes drawn open by the server,
 * so it is on the first paint and closes without JavaScript through its `form[method=dialog]`.
 * Here it becomes a modal: the browser keeps focus inside, closes it on Escape and makes the
 * page behind inert.
 */
export function enhancePopup(dialog: HTMLDialogElement): () => void {
  // Closed already by a visitor quicker than the script, or made modal where it was parsed.
  if (!dialog.open || dialog.matches(":modal")) return () => {};
  // It opens by itself, so nothing invoked it and nothing takes the focus back when it closes:
  // the browser's next Tab starts where the dialog sits. At the start of the body, that is the
  // skip link, the start of the page, with no jump and nothing drawn over the top bar.
  if (dialog.parentElement !== document.body) document.body.prepend(dialog);
  dialog.close();
  dialog.showModal();
  return () => {};
}

/**
 * `enhancePopup` as an inline script placed right after the dialog: it runs while the page is
 * still being parsed, when making the page inert costs nothing because little of it exists yet,
 * rather than as a long task once all of it has been drawn. Plain ES5 on purpose: it is sent
 * as written.
 */
export const openPopupWhereParsed =
  "(function(d){if(!d||!d.open||d.matches(':modal'))return;" +
  "document.body.prepend(d);d.close();d.showModal()})" +
  "(document.currentScript.previousElementSibling)";
