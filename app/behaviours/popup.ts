/**
 * The home page's notifications come as a `dialog` drawn open by the server, so they are on the
 * first paint and close without JavaScript through a `form[method=dialog]`. This inline script,
 * placed right after the dialog, makes it a modal (the browser keeps focus inside, closes it on
 * Escape, makes the page behind inert) while the page is still being parsed: then making the
 * page inert costs nothing, because little of it exists yet, where a deferred script did it as
 * one long task once all of it had been drawn.
 *
 * It opens by itself, so nothing invoked it and nothing takes the focus back when it closes: the
 * browser's next Tab starts where the dialog sits. Moved to the start of the body, that is the
 * skip link, with no jump and nothing drawn over the top bar. Plain ES5: it is sent as written.
 */
export const openPopupWhereParsed =
  "(function(d){if(!d||!d.open||d.matches(':modal'))return;" +
  "document.body.prepend(d);d.close();d.showModal()})" +
  "(document.currentScript.previousElementSibling)";
