/**
 * `dialog[data-open-on-load]` opens as a modal when the page loads (the home page's
 * notifications): the browser keeps focus inside, closes it on Escape and gives focus back.
 * Its `[data-dialog-close]` button closes it.
 */
export function enhancePopup(dialog: HTMLDialogElement): () => void {
  const close = () => dialog.close();
  // It opened by itself, so nothing invoked it: the focus goes to the start of the page, the
  // skip link, rather than to wherever the dialog sits in the document.
  const onClose = () => document.querySelector<HTMLElement>('a[href="#main"]')?.focus();
  const button = dialog.querySelector("[data-dialog-close]");
  button?.addEventListener("click", close);
  dialog.addEventListener("close", onClose);
  if (!dialog.open) dialog.showModal();
  return () => {
    button?.removeEventListener("click", close);
    dialog.removeEventListener("close", onClose);
  };
}
