/**
 * `dialog[data-open-on-load]` (the home page's notifications) comes drawn open by the server,
 * so it is on the first paint and closes without JavaScript through its `form[method=dialog]`.
 * Here it becomes a modal: the browser keeps focus inside, closes it on Escape and makes the
 * page behind inert.
 */
export function enhancePopup(dialog: HTMLDialogElement): () => void {
  // Closed already by a visitor quicker than the script: it stays closed.
  if (!dialog.open || dialog.matches(":modal")) return () => {};
  // It opens by itself, so nothing invoked it and nothing takes the focus back when it closes:
  // the browser's next Tab starts where the dialog sits. At the start of the body, that is the
  // skip link, the start of the page, with no jump and nothing drawn over the top bar.
  if (dialog.parentElement !== document.body) document.body.prepend(dialog);
  dialog.close();
  dialog.showModal();
  return () => {};
}
