/**
 * The home page's notifications come as a `dialog` drawn open by the server, so they are on the
 * first paint. This inline script, placed right after the dialog, makes it a modal (the browser
 * keeps focus inside, closes it on Escape, makes the page behind inert) while the page is still
 * being parsed: then making the page inert costs nothing, because little of it exists yet, where
 * a deferred script did it as one long task once all of it had been drawn.
 *
 * Without JavaScript the Close button posts to the page, which remembers the closing in a cookie
 * and comes back (app/home/popup-cookie.ts). Here its form becomes `method=dialog`, so the popup
 * closes at once, and every closing (the button, Escape) writes that cookie itself, as the
 * dialog's `data-closed-cookie` spells it. Turning the open dialog into a modal closes it once
 * too; that `close` event comes while it is open again, and is not a visitor's closing.
 *
 * It opens by itself, so nothing invoked it and nothing takes the focus back when it closes: the
 * browser's next Tab starts where the dialog sits. Moved to the start of the body, that is the
 * skip link, with no jump and nothing drawn over the top bar. Plain ES5: it is sent as written.
 */
export const openPopupWhereParsed =
  "(function(d){if(!d||!d.open||d.matches(':modal'))return;" +
  "var f=d.querySelector('form');if(f)f.method='dialog';" +
  "d.addEventListener('close',function(){if(d.open)return;" +
  "document.cookie=d.getAttribute('data-closed-cookie')+(location.protocol=='https:'?'; Secure':'')});" +
  "document.body.prepend(d);d.close();d.showModal()})" +
  "(document.currentScript.previousElementSibling)";
