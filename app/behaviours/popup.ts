/**
 * `dialog[data-open-on-load]` opens as a modal when the page loads (the home page's
 * notifications): the browser keeps focus inside, closes it on Escape and gives focus back.
 * Its `[data-dialog-close]` button closes it.
 */
export function enhancePopup(dialog: HTMLDialogElement): () => void {
  const close = () => dialog.close();
  const button = dialog.querySelector("[data-dialog-close]");
  button?.addEventListener("click", close);
  // It opens by itself, so nothing invoked it and nothing takes the focus back when it closes:
  // the browser's next Tab starts where the dialog sits. At the start of the body, that is the
  // skip link, the start of the page, with no jump and nothing drawn over the top bar.
  if (dialog.parentElement !== document.body) document.body.prepend(dialog);
  if (!dialog.open) dialog.showModal();
  return () => button?.removeEventListener("click", close);
}
