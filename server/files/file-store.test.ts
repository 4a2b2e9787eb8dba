import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isSafeRelativePath, LocalFileStore } from "./file-store.ts";
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

describe("LocalFileStore", () => {
  const text = (value: string) => new TextEncoder().encode(value);
  const made: string[] = [];
  const folder = (name: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), name));
    made.push(dir);
    return dir;
  };
  afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it("keeps, reads and opens a file by its relative path", async () => {
    const store = new LocalFileStore(folder("store-"));
    await store.write("HLCA/public/a.txt", text("hello, school"));
    expect(await store.exists("HLCA/public/a.txt")).toBe(true);
    expect(new TextDecoder().decode(await store.read("HLCA/public/a.txt"))).toBe("hello, school");
    const file = await store.open("HLCA/public/a.txt");
    expect(file).toMatchObject({
      size: 13,
      etag: expect.stringMatching(/^"[0-9a-f]+-[0-9a-f]+"$/),
    });
    const part = await new Response(await file!.stream({ start: 7, end: 12 })).text();
    expect(part).toBe("school");
    expect(await new Response(await file!.stream()).text()).toBe("hello, school");
    expect(await store.read("HLCA/public/none.txt")).toBeUndefined();
    expect(await store.open("HLCA")).toBeUndefined();
  });

  it("lists the files inside a folder, and nothing outside it", async () => {
    const store = new LocalFileStore(folder("store-"));
    for (const file of ["HLCA/public/b.txt", "HLCA/office/2026/a.pdf", "HLCB/public/c.txt"]) {
      await store.write(file, text(file));
    }
    expect(await store.list("HLCA")).toEqual(["HLCA/office/2026/a.pdf", "HLCA/public/b.txt"]);
    expect(await store.list("NONE")).toEqual([]);
    expect(await store.list("../etc")).toEqual([]);
  });

  it("refuses a path that fails the rules, to readers and writers alike", async () => {
    const store = new LocalFileStore(folder("store-"));
    for (const unsafe of ["../a.txt", "/etc/passwd", "a/../../b", "a\\b"]) {
      await expect(store.write(unsafe, text("x"))).rejects.toThrow(/Unsafe file path/);
      expect(await store.read(unsafe)).toBeUndefined();
      expect(await store.exists(unsafe)).toBe(false);
      expect(await store.open(unsafe)).toBeUndefined();
    }
  });

  it("refuses a symbolic link that points outside the store, as a file or on the way", async () => {
    const root = folder("store-");
    const outside = folder("outside-");
    fs.writeFileSync(path.join(outside, "secret.txt"), "secret");
    fs.symlinkSync(outside, path.join(root, "link"));
    fs.symlinkSync(path.join(outside, "secret.txt"), path.join(root, "file-link.txt"));
    const store = new LocalFileStore(root);
    for (const through of ["link/secret.txt", "file-link.txt"]) {
      expect(await store.read(through)).toBeUndefined();
      expect(await store.open(through)).toBeUndefined();
    }
    // Nor can a writer be led out through a linked folder to make a new file there.
    await expect(store.write("link/new/planted.txt", text("x"))).rejects.toThrow(/Unsafe/);
    expect(fs.existsSync(path.join(outside, "new"))).toBe(false);
    await store.write("ok/file.txt", text("fine"));
    expect(fs.readFileSync(path.join(root, "ok/file.txt"), "utf8")).toBe("fine");
  });

  it("moves a file into place and removes a folder with its half-written files", async () => {
    const root = folder("store-");
    const store = new LocalFileStore(root);
    await store.write(".staging/one/HLCA/a.txt", text("staged"));
    fs.writeFileSync(path.join(root, ".staging/one/HLCA/b.txt.1234.part"), "cut off");
    await store.move(".staging/one/HLCA/a.txt", "HLCA/public/a.txt");
    expect(new TextDecoder().decode(await store.read("HLCA/public/a.txt"))).toBe("staged");
    expect(await store.exists(".staging/one/HLCA/a.txt")).toBe(false);
    await store.remove(".staging");
    expect(fs.existsSync(path.join(root, ".staging"))).toBe(false);
    await store.remove(".staging");
    await expect(store.move("HLCA/public/a.txt", "../outside.txt")).rejects.toThrow();
    await expect(store.remove("..")).rejects.toThrow();
    expect(await store.exists("HLCA/public/a.txt")).toBe(true);
  });

  it("deletes one file, leaving its folder's others; a file not there is no error", async () => {
    const store = new LocalFileStore(folder("store-"));
    await store.write("office/2026/a.jpg", text("a"));
    await store.write("office/2026/b.jpg", text("b"));
    await store.delete("office/2026/a.jpg");
    await store.delete("office/2026/a.jpg");
    expect(await store.exists("office/2026/a.jpg")).toBe(false);
    expect(await store.exists("office/2026/b.jpg")).toBe(true);
    await expect(store.delete("../b.jpg")).rejects.toThrow();
  });

  it("follows a link that stays inside the store", async () => {
    const root = folder("store-");
    const store = new LocalFileStore(root);
    await store.write("real/photo.jpg", text("jpeg"));
    fs.symlinkSync(path.join(root, "real"), path.join(root, "alias"));
    expect(new TextDecoder().decode(await store.read("alias/photo.jpg"))).toBe("jpeg");
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
