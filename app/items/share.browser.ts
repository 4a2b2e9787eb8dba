/**
 * The share links of an item's page (`[data-share]`): the phone's own share sheet where the
 * browser has one; otherwise WhatsApp (a plain link, there without JavaScript too) and a button
 * that copies the address.
 */
export function enhanceShare(box: HTMLElement): void {
  const url = box.dataset.share ?? location.href;
  const title = box.dataset.shareTitle ?? document.title;
  const native = box.querySelector<HTMLButtonElement>("[data-share-native]");
  const copy = box.querySelector<HTMLButtonElement>("[data-share-copy]");
  const status = box.querySelector<HTMLElement>("[data-share-status]");
  if (typeof navigator.share === "function" && native) {
    native.hidden = false;
    for (const other of box.querySelectorAll<HTMLElement>("[data-share-fallback]")) {
      other.hidden = true;
    }
    native.addEventListener("click", () => {
      // Closing the sheet rejects; there is nothing to tell then.
      navigator.share({ title, url }).catch(() => {});
    });
    return;
  }
  if (!copy || !navigator.clipboard) return;
  copy.hidden = false;
  copy.addEventListener("click", () => {
    navigator.clipboard.writeText(url).then(
      () => status && (status.textContent = "Link copied."),
      () =>
        status &&
        (status.textContent = "The link could not be copied; copy it from the address bar."),
    );
  });
}
