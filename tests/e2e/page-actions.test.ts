import http from "node:http";
import net from "node:net";
import { describe, expect, inject, it } from "vitest";
import { knownTc as known, validEnquiry as enquiry } from "../support/forms.ts";
import { useBrowser, openPage } from "../support/browser.ts";

// The page actions (/Tc, /ContactUs) against hostile and mistaken posts: bodies are bounded
// while they arrive, a refused form shows no more than its fields can hold, every answer says
// in its status what went wrong, and every rendered page says how it may be cached.

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const postForm = (path: string, form: Record<string, string>) =>
  fetch(baseUrl + path, { method: "POST", body: new URLSearchParams(form) });

/**
 * A form body of `bytes` sent in chunks without Content-Length: the status if the answer came
 * before the server closed the connection (0 if it closed first), and how much was written.
 */
function streamForm(path: string, bytes: number): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(baseUrl + path);
    let sent = 0;
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, sent });
        request.destroy();
      },
    );
    request.on("error", (error) => (sent > 0 ? resolve({ status: 0, sent }) : reject(error)));
    const chunk = Buffer.from("a".repeat(64 * 1024));
    const write = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!request.write(sent === chunk.length ? Buffer.from("name=") : chunk)) {
          request.once("drain", write);
          return;
        }
      }
      request.end();
    };
    write();
  });
}

/**
 * A form that says it is 10 MB long, on a connection of its own: its first 64 KB, then, once the
 * answer has come, `more` bytes, as a browser still uploading would. The answer's status, how
 * much could be written, and whether the server reset the connection while it was.
 */
function postOnAfterAnswer(
  path: string,
  more: number,
): Promise<{ status: number; sent: number; cut: boolean }> {
  return new Promise((resolve) => {
    const url = new URL(baseUrl);
    const socket = net.connect(Number(url.port), url.hostname);
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    let status = 0;
    let cut = false;
    const done = () => {
      socket.destroy();
      resolve({ status, sent, cut });
    };
    socket.on("error", () => {
      cut = true;
      done();
    });
    const write = () => {
      while (sent < more) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once("drain", write);
      }
      // A reset for what was written comes back within a moment.
      socket.write(chunk, () => setTimeout(done, 200));
    };
    socket.once("data", (answer) => {
      status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer.toString("latin1"))?.[1] ?? 0);
      socket.resume();
      write();
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n`,
    );
    socket.write(chunk);
  });
}

describe("request bodies of the page actions", () => {
  it.each(["/Tc", "/ContactUs", "/contactus/", "/Search"])(
    "%s answers a 10 MB form with a short 413 page",
    async (path) => {
      const response = await postForm(path, { ...enquiry, name: "a".repeat(10 * 1024 * 1024) });
      expect(response.status).toBe(413);
      expect(response.headers.get("Content-Type")).toMatch(/text\/html/);
      const html = await response.text();
      expect(html.length).toBeLessThan(2000);
      expect(html).toMatch(/too large/i);
    },
  );

  it("keeps reading a refused form for a moment, so that its sender reads the 413", async () => {
    // Closing at once made the kernel reset a connection still sending, and a browser or fetch
    // reported a failed connection instead of the page (one 10 MB post in four, on a busy server).
    const { status, sent, cut } = await postOnAfterAnswer("/ContactUs", 9 * 1024 * 1024);
    expect(status).toBe(413);
    expect(cut).toBe(false);
    expect(sent).toBe(9 * 1024 * 1024);
  });

  it("stops reading a streamed 50 MB form to /ContactUs", async () => {
    const { status, sent } = await streamForm("/ContactUs", 50 * 1024 * 1024);
    // Either the 413 arrived, or the server hung up on a client still writing.
    expect([413, 0]).toContain(status);
    expect(sent).toBeLessThan(50 * 1024 * 1024);
  });

  it("shows a refused field again no longer than the field may be", async () => {
    const response = await postForm("/ContactUs", { ...enquiry, name: "N".repeat(20_000) });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Name must be at most 100 characters.");
    expect(html).not.toContain("N".repeat(101));
    expect(html).toContain(`value="${"N".repeat(100)}"`);
  });
});

describe("control characters in the forms", () => {
  it("/ContactUs refuses them with the field's message, nothing sent", async () => {
    const response = await postForm("/ContactUs", { ...enquiry, phone: "+91 12345\u0000 00000" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(
      "Phone Number contains a character that cannot be used.",
    );
  });

  it("/Tc refuses them with 400 and names the field", async () => {
    const response = await postForm("/Tc", {
      admission: `${known.admission}\u001b`,
      name: known.name,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(
      /The Admission No\. contains a character that cannot be used/,
    );
  });

  it("the browser says the same before anything is sent", async () => {
    const { page, context } = await openPage(browser());
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    // Its scripts are deferred, so they have run once the document has loaded. Not "networkidle":
    // the page's PDF preview is a request the browser may hold open, and under load it did.
    await page.goto(baseUrl + "/Tc");
    await page.getByLabel("Admission No.").fill(known.admission);
    await page.getByLabel("Student Full Name").fill(`${known.name}\u0007`);
    await page.getByRole("button", { name: "View Details" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toMatch(/The Student Full Name contains a character that cannot be used/);
    expect(await page.getByLabel("Student Full Name").getAttribute("aria-invalid")).toBe("true");
    expect(posts).toEqual([]);
    await context.close();
  });
});

describe("statuses and caching of the answers", () => {
  it("/Tc answers 400 for an empty field and 404 for wrong credentials, never stored", async () => {
    const empty = await postForm("/Tc", { admission: "", name: known.name });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Please fill in all fields");
    const wrong = await postForm("/Tc", { admission: "1900/0001", name: "Nobody Known" });
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toContain("Wrong credentials");
    for (const response of [empty, wrong]) {
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("rendered pages must be revalidated and action answers are never stored", async () => {
    for (const path of ["/ContactUs", "/Tc", "/Search?q=fee"]) {
      const response = await fetch(baseUrl + path);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-cache");
    }
    // A page may be published at an unknown address later: its 404 is not kept at all.
    const unknown = await fetch(baseUrl + "/no-such-page");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("Cache-Control")).toBe("no-store");
    const refused = await postForm("/ContactUs", { ...enquiry, email: "" });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
  });

  it("prerendered pages keep the revalidation headers of the files they are", async () => {
    const page = await fetch(baseUrl + "/EPublication");
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
  });
});
