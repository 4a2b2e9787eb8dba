import sanitizeHtml from "sanitize-html";

// Leadership messages are HTML (spec 3): made safe when the office saves one and again when a
// page shows one, whichever backend sent it. Only simple formatting
// survives: no scripts, no event handlers, no styles, and links only to web and mail addresses.
export function sanitizeMessage(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "p",
      "br",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "ul",
      "ol",
      "li",
      "a",
      "blockquote",
      "h3",
      "h4",
      "span",
    ],
    allowedAttributes: { a: ["href", "title", "rel"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }),
    },
  });
}

/**
 * What Markdown makes of a static page's prose (issue 17), and nothing else: the messages'
 * formatting, with headings, code and rules, and links inside the site too; no scripts, event
 * handlers, styles or frames.
 */
export function sanitizeProse(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...["p", "br", "strong", "b", "em", "i", "u", "s", "del", "sup", "sub"],
      ...["ul", "ol", "li", "a", "blockquote", "code", "pre", "h2", "h3", "h4", "hr"],
    ],
    allowedAttributes: { a: ["href", "title"], ol: ["start"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
  });
}
