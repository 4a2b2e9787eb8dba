import { describe, expect, it } from "vitest";
import { attachmentLabel, fileKind, formatFileSize } from "./attachment-label.ts";

describe("fileKind", () => {
  it("reads the kind from the file's name", () => {
    expect(fileKind("HLCA/uploads/notices/ptm-2026-12-07.pdf")).toBe("PDF");
    expect(fileKind("HLCA/uploads/notices/PTM.PDF")).toBe("PDF");
    expect(fileKind("HLCA/uploads/news/prize.JPG")).toBe("picture");
    expect(fileKind("HLCA/uploads/news/prize.webp")).toBe("picture");
    expect(fileKind("https://cbseacademic.nic.in/circular.pdf?v=2")).toBe("PDF");
    expect(fileKind("https://www.cbse.gov.in/newsite/circulars")).toBe("link");
    expect(fileKind("HLCA/uploads/notices/timetable.docx")).toBe("file");
  });
});

describe("formatFileSize", () => {
  it("says KB under a thousand, never less than 1 KB", () => {
    expect(formatFileSize(0)).toBe("1 KB");
    expect(formatFileSize(300)).toBe("1 KB");
    expect(formatFileSize(120 * 1024)).toBe("120 KB");
    expect(formatFileSize(120 * 1024 + 600)).toBe("121 KB");
    expect(formatFileSize(999 * 1024)).toBe("999 KB");
  });

  it("says MB with one decimal under 10 MB, whole MB above", () => {
    expect(formatFileSize(999.6 * 1024)).toBe("1 MB");
    expect(formatFileSize(1024 * 1024)).toBe("1 MB");
    expect(formatFileSize(1.44 * 1024 * 1024)).toBe("1.4 MB");
    expect(formatFileSize(9.94 * 1024 * 1024)).toBe("9.9 MB");
    expect(formatFileSize(9.96 * 1024 * 1024)).toBe("10 MB");
    expect(formatFileSize(25 * 1024 * 1024)).toBe("25 MB");
  });
});

describe("attachmentLabel", () => {
  it("names the item, the kind and the size", () => {
    expect(attachmentLabel({ noun: "Notice", path: "a/b.pdf", bytes: 120 * 1024 })).toBe(
      "Notice (PDF, 120 KB)",
    );
    expect(attachmentLabel({ noun: "News", path: "a/b.jpg", bytes: 2.5 * 1024 * 1024 })).toBe(
      "News (picture, 2.5 MB)",
    );
  });

  it("numbers the attachments of an item that has several", () => {
    const label = (index: number) =>
      attachmentLabel({ noun: "Circular", path: "a/b.pdf", bytes: 2048, index, count: 2 });
    expect([label(0), label(1)]).toEqual(["Circular 1 (PDF, 2 KB)", "Circular 2 (PDF, 2 KB)"]);
  });

  it("leaves out a size that is not known, and never sizes a link", () => {
    expect(attachmentLabel({ noun: "Event", path: "a/b.pdf" })).toBe("Event (PDF)");
    expect(attachmentLabel({ noun: "Event", path: "a/b.pdf", bytes: null })).toBe("Event (PDF)");
    expect(attachmentLabel({ noun: "Notice", path: "https://example.org/page", bytes: 10 })).toBe(
      "Notice (link)",
    );
  });
});

describe("an attachment's label on a Hindi page", () => {
  it("names the kind in Hindi, keeping PDF and the size as written", () => {
    const label = (path: string, bytes?: number) =>
      attachmentLabel({ noun: "सूचना", path, bytes, index: 1, count: 2, language: "hi" });
    expect(label("a/b.pdf", 2048)).toBe("सूचना 2 (PDF, 2 KB)");
    expect(label("a/b.jpg")).toBe("सूचना 2 (चित्र)");
    expect(label("https://example.org/page", 10)).toBe("सूचना 2 (लिंक)");
  });
});
