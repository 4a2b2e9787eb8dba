/**
 * `dialog[data-open-on-load]` opens as a modal when the page loads (the home page's
 * notifications): the browser keeps focus inside, closes it on Escape and gives focus back.
 * Its `[data-dialog-close]` button closes it.
 */
export function enhancePopup(dialog: HTMLDialogElement): () => void {
  const close = () => dialog.close();
  const button = dialog.querySelector("[data-dialog-close]");
  button?.addEventListener("click", close);
  if (!dialog.open) dialog.showModal();
  return () => button?.removeEventListener("click", close);
}
