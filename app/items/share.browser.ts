import { documentLanguage } from "../i18n/define-words.ts";
import type { Language } from "#contracts/languages.ts";

// What the copy button says after it is pressed, in the page's language (<html lang>): a
// browser script draws no React, so its words are here rather than in item.words.ts.
const copyWords = {
  en: {
    copied: "Link copied.",
    notCopied: "The link could not be copied; copy it from the address bar.",
  },
  hi: {
    copied: "लिंक कॉपी हो गया।",
    notCopied: "लिंक कॉपी नहीं हो सका; कृपया ब्राउज़र के एड्रेस बार से कॉपी कर लें।",
  },
} satisfies Record<Language, Record<"copied" | "notCopied", string>>;

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
  const words = copyWords[documentLanguage()];
  copy.addEventListener("click", () => {
    navigator.clipboard.writeText(url).then(
      () => status && (status.textContent = words.copied),
      () => status && (status.textContent = words.notCopied),
    );
  });
}
