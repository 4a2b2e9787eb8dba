import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FileStore, isSafeRelativePath } from "./file-store.ts";
import { parseRange } from "./serve-file.ts";

describe("isSafeRelativePath", () => {
  it.each(["HLCA/public/pdf/a.pdf", "a", "a/b.c/d.e"])("accepts %s", (p) => {
    expect(isSafeRelativePath(p)).toBe(true);
  });
  it.each(["", "../a", "a/../b", "a/./b", "/etc/passwd", "a//b", "a\\b", "a\0b", "C:/x", "a/"])(
    "refuses %j",
    (p) => expect(isSafeRelativePath(p)).toBe(false),
  );
});

describe("FileStore.resolve", () => {
  it("refuses a symbolic link that points outside the store", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "store-"));
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "outside-"));
    fs.writeFileSync(path.join(outside, "secret.txt"), "secret");
    fs.symlinkSync(outside, path.join(root, "link"));
    const store = new FileStore(root);
    expect(store.resolve("link/secret.txt")).toBeUndefined();
    store.write("ok/file.txt", new TextEncoder().encode("fine"));
    expect(store.resolve("ok/file.txt")).toBe(path.join(fs.realpathSync(root), "ok/file.txt"));
  });
});

describe("parseRange", () => {
  it("reads the three single-range forms", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual([0, 99]);
    expect(parseRange("bytes=900-", 1000)).toEqual([900, 999]);
    expect(parseRange("bytes=-100", 1000)).toEqual([900, 999]);
    expect(parseRange("bytes=990-2000", 1000)).toEqual([990, 999]);
  });
  it("marks ranges past the end as unsatisfiable", () => {
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=5-2", 1000)).toBe("unsatisfiable");
  });
  it("ignores what it does not understand (the whole file is sent)", () => {
    expect(parseRange("bytes=0-1,5-9", 1000)).toBeUndefined();
    expect(parseRange("items=0-1", 1000)).toBeUndefined();
  });
});
