import { PDFArray, PDFDict, PDFName, PDFStream, type PDFDocument, type PDFObject } from "pdf-lib";

// What a PDF can hold besides its pages that a reader's viewer may act on: scripts, actions
// that run when it opens or a page is shown, programs it launches, and files carried inside.
// Looked for in the parsed objects (object streams included, which pdf-lib unpacks on load),
// never in the raw bytes, where compression hides them.

/** Keys whose mere presence means actions or attached files. */
const activeKeys = ["JS", "JavaScript", "AA", "EmbeddedFiles", "EF"].map((key) => PDFName.of(key));

/** Action types that run code, start programs or send or fetch data. */
const activeActions = new Set(
  ["JavaScript", "Launch", "ImportData", "SubmitForm", "RichMediaExecute", "GoToE"].map((name) =>
    PDFName.of(name),
  ),
);

const attachedKinds = new Set(["EmbeddedFile", "FileAttachment"].map((name) => PDFName.of(name)));

/** Whether any object of `document` carries active content or an attached file. */
export function hasActiveContent(document: PDFDocument): boolean {
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (holdsActiveContent(object)) return true;
  }
  return false;
}

/** Looks through one object and what it holds inline (references are objects of their own). */
function holdsActiveContent(root: PDFObject): boolean {
  // A queue, not recursion: a crafted PDF may nest its arrays as deep as it likes.
  const queue: PDFObject[] = [root];
  for (let object = queue.pop(); object; object = queue.pop()) {
    if (object instanceof PDFStream) queue.push(object.dict);
    else if (object instanceof PDFArray) queue.push(...object.asArray());
    else if (object instanceof PDFDict) {
      if (activeKeys.some((key) => object.has(key))) return true;
      const action = object.get(PDFName.of("S"));
      if (action instanceof PDFName && activeActions.has(action)) return true;
      for (const kind of [object.get(PDFName.of("Type")), object.get(PDFName.of("Subtype"))]) {
        if (kind instanceof PDFName && attachedKinds.has(kind)) return true;
      }
      queue.push(...object.values());
    }
  }
  return false;
}
