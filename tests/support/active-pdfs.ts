import { PDFDocument, PDFName, PDFString } from "pdf-lib";

/**
 * PDFs that carry each kind of active content or attached file the site refuses, made here
 * with pdf-lib, which keeps them in compressed object streams (so the words are not in the
 * raw bytes).
 */
export async function activePdfs(): Promise<Record<string, Uint8Array>> {
  const made = async (add: (document: PDFDocument) => void | Promise<void>) => {
    const document = await PDFDocument.create();
    document.addPage().drawText("Fee notice");
    await add(document);
    return document.save({ useObjectStreams: true });
  };
  const script = (document: PDFDocument) =>
    document.context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of("app.alert(1)") });
  return {
    "open-action-script.pdf": await made((document) =>
      document.catalog.set(PDFName.of("OpenAction"), script(document)),
    ),
    "named-script.pdf": await made((document) => {
      const { context } = document;
      const action = context.register(script(document));
      const names = context.obj({ Names: [PDFString.of("start"), action] });
      document.catalog.set(PDFName.of("Names"), context.obj({ JavaScript: names }));
    }),
    "launch.pdf": await made((document) =>
      document.catalog.set(
        PDFName.of("OpenAction"),
        document.context.obj({ S: "Launch", F: PDFString.of("calc.exe") }),
      ),
    ),
    "page-actions.pdf": await made((document) =>
      document
        .getPage(0)
        .node.set(
          PDFName.of("AA"),
          document.context.obj({ O: document.context.obj({ S: "GoTo", D: [0, "Fit"] }) }),
        ),
    ),
    "attached-file.pdf": await made((document) =>
      document.attach(new TextEncoder().encode("name,marks\n"), "marks.csv", {
        mimeType: "text/csv",
      }),
    ),
  };
}

/** Whether `bytes` hold `word` as it is written, which a compressed object stream hides. */
export const spells = (bytes: Uint8Array, word: string) =>
  Buffer.from(bytes).includes(Buffer.from(word));
