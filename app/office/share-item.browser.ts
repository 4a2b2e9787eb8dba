// The share box's copy button (share-item.tsx): hidden without this script, where the clerk
// selects the message in its box by hand; with it, one tap puts the message on the clipboard, to
// paste into each class group in turn. A browser without the clipboard (an address that is not
// https) keeps the button hidden.

function enhanceCopyButton(button: HTMLButtonElement) {
  const message = document.getElementById(button.dataset.shareCopy ?? "");
  const said = document.getElementById(button.dataset.shareSaid ?? "");
  if (!(message instanceof HTMLTextAreaElement) || !said || !navigator.clipboard) return;
  button.hidden = false;
  button.addEventListener("click", () => {
    // Emptied first, so that a second tap is said again.
    said.textContent = "";
    navigator.clipboard.writeText(message.value).then(
      () => {
        said.textContent = "Copied.";
      },
      () => {
        message.focus();
        message.select();
        said.textContent = "It could not be copied: the message is selected, copy it from the box.";
      },
    );
  });
}

for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-share-copy]")) {
  enhanceCopyButton(button);
}
