import { beforeAll, describe, expect, it } from "vitest";
import { formRequest } from "../support/form-submission.ts";
import { heading, landmarks, named, nameOf, shown } from "../support/reading.ts";
import { siteInProcess, siteOrigin, text, type Site, type SiteAnswer } from "../support/site.ts";
import { mainMenuEntries } from "../support/spec-figures.ts";

// The frame around every page as the server sends it: the header's links, the menu's entries,
// the breadcrumb, the footer and the announcement ticker; page titles, the addresses that lead
// elsewhere, the missing page, and what works without a script (submenus, the search form). The
// menus opening by script, the keys, the ticker's motion, layout and axe are in tests/e2e.

const school = "Holy Lamp Convent School, Amberpur";
let site: Site;
beforeAll(async () => {
  site = await siteInProcess();
});

/** A name holding these words, in any case (as a browser's `exact: false`). */
const holding = (words: string) => new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i");

/** Some element in `root` a reader is shown says exactly these words. */
const says = (root: ParentNode, words: string) =>
  shown(root, "*").some((element) => text(element) === words);

describe("the page frame", () => {
  it.each(["/", "/Search?q=rules"])(
    "shows header, menu, breadcrumb and footer on %s",
    async (path) => {
      const answer = await site.page(path);
      const { document } = answer;
      const [header] = landmarks(document, "header");
      for (const name of ["Enquiry", "Admission", "Parent Portal", "Newsletter", "E-Publication"]) {
        expect(shown(header!, "a[href]", holding(name)).length, name).toBeGreaterThan(0);
      }
      // The top bar's, on a laptop; the phone's menu holds the same links.
      expect(says(header!, "ERP Login")).toBe(true);
      expect(says(header!, "FAQ")).toBe(true);
      expect(shown(header!, "a[href]", holding("Enquiry"))[0]!.getAttribute("href")).toBe(
        "/ContactUs",
      );
      named(document, "img", "QR code for fee payment");
      expect(says(document, "Scan QR for Fee Payment")).toBe(true);
      expect(
        shown(
          document,
          "[role=searchbox], [role=combobox], input[type=search]",
          holding("Search this website"),
        ).length,
      ).toBeGreaterThan(0);

      const nav = named(document, "nav", "Main");
      for (const item of mainMenuEntries) expect(says(nav, item), item).toBe(true);

      const [footer] = landmarks(document, "footer");
      for (const name of ["Quick Links", "Get In Touch", "Download Mobile App"]) {
        named(footer!, "h1, h2, h3, h4, h5, h6", name);
      }
      for (const name of [
        "About Us",
        "Contact Us",
        "ERP Software",
        "Portal (Help?)",
        "Online Fee Payment",
        "Transfer Certificate",
      ]) {
        expect(shown(footer!, "a[href]", holding(name)).length, name).toBeGreaterThan(0);
      }
      expect(says(footer!, "School Code : HLCA")).toBe(true);
      expect(shown(footer!, "a[href]", /Facebook/).map(nameOf)).toHaveLength(1);
      // A social network without a configured address is not shown.
      expect(shown(footer!, "a[href]", /^X /).map(nameOf)).toEqual([]);

      if (path !== "/") {
        const crumb = named(document, "nav", "Breadcrumb");
        expect(named(crumb, "a[href]", "Home").getAttribute("href")).toBe("/");
      }
    },
  );

  it("shows the first online-registration item in the ticker with its paperclip link", async () => {
    const answer = await site.page("/AboutUs");
    const registrations = (await (await site.request("/api/onlineRegistration/HLCA")).json()) as {
      title: string;
      url: string;
      attachments: string[];
    }[];
    const first = registrations[0]!;
    const ticker = named(answer.document, "section", "Announcement");
    const link = named(ticker, "a[href]", `${first.title} (opens in a new tab)`);
    expect(link.getAttribute("href")).toBe(first.url);
    expect(link.getAttribute("target")).toBe("_blank");
    const clip = named(ticker, "a[href]", /^Attachment/);
    expect(clip.getAttribute("href")).toBe(`/api/image/${first.attachments[0]}`);
    const pdf = await site.request(clip.getAttribute("href")!);
    expect(pdf.status).toBe(200);
    await pdf.body?.cancel();
  });
});

describe("titles and addresses", () => {
  it("titles every page '{Page name} - {school name}'", async () => {
    expect(text((await site.page("/")).one("title"))).toBe(`Home - ${school}`);
    expect(text((await site.page("/Search?q=fee")).one("title"))).toBe(`Search - ${school}`);
  });

  /** The address a browser ends at, following the redirections from `from`. */
  async function landing(from: string): Promise<string> {
    let address = new URL(from, siteOrigin);
    for (let hops = 0; hops < 5; hops++) {
      const response = await site.request(address.href, { redirect: "manual" });
      await response.body?.cancel();
      const location = response.headers.get("location");
      if (response.status < 300 || response.status > 399 || !location) return address.href;
      address = new URL(location, address);
    }
    throw new Error(`${from} leads round in circles`);
  }

  it.each([
    ["/home", "/"],
    ["/search?q=vision", "/Search?q=vision"],
    ["/SEARCH", "/Search"],
    ["/AlumniAssociation", "/AluminiAssociation"],
  ])("sends %s to %s", async (from, to) => {
    expect(await landing(from)).toBe(siteOrigin + to);
  });

  it.each(["/no/such/page", "/NotARealPage"])(
    "keeps %s in the address bar and says the page is not found, in the frame",
    async (from) => {
      // Answered where it was asked, not sent elsewhere first.
      const answer = await site.page(from, { redirect: "manual" });
      expect(answer.status).toBe(404);
      expect(text(answer.one("title"))).toBe(`Page not found - ${school}`);
      expect(heading(answer)).toBe("Page not found");
      named(answer.document, "nav", "Main");
      expect(landmarks(answer.document, "footer").length).toBe(1);
    },
  );
});

/** The address the search box's form on `page` (at `address`) asks for with these words. */
function searchFor(page: SiteAnswer, address: string, words: string): string {
  const label = "Search this website";
  const form = named(page.document, "input", label).closest("form")!;
  expect(form.getAttribute("method")).toBe("get");
  named(form, "button[type=submit]", "Search");
  const asked = new URL(formRequest(address, page, form, { [label]: words }).url);
  return asked.pathname + asked.search;
}

describe("the page search", () => {
  it("submits to a server-rendered results page", async () => {
    const address = searchFor(await site.page("/AboutUs"), "/AboutUs", "admission");
    expect(address).toBe("/Search?q=admission");
    const answer = await site.page(address);
    expect(heading(answer)).toBe("Search");
    const status = shown(answer.one("main"), "[role=status]").map((line) => text(line));
    expect(status.some((line) => /results for “admission”/.test(line))).toBe(true);
    // Pages whose names match lead; pages and items holding the word follow.
    const links = shown(answer.one("main"), "a[href]").map((a) => text(a));
    expect(links.slice(0, 2)).toEqual(["Admission Procedure", "Admission Class XI Information"]);
  });
});

describe("without JavaScript", () => {
  it("opens submenus, the phone menu and the search results with HTML alone", async () => {
    const home = await site.page("/");
    // The page has scripts; a browser without them has HTML alone.
    expect(home.all("script[src]").length).toBeGreaterThan(0);
    const nav = named(home.document, "nav", "Main");
    // A submenu is a disclosure the browser opens by itself.
    const summary = (label: string, root: Element) =>
      [...root.querySelectorAll("details > summary")].find((s) => text(s) === label);
    const admission = summary("Admission", nav)!.parentElement!;
    named(admission, "a[href]", "Admission Procedure");

    const address = searchFor(home, "/", "timing");
    expect(address).toMatch(/\/Search\?q=timing$/);
    const results = await site.page(address);
    expect(text(shown(results.one("main"), "a[href]")[0])).toBe("School Timing");

    // The ticker's pause switch is a box its label ticks; what it stops is the browser's to see.
    const ticker = named(home.document, "section", "Announcement");
    const pause = named(ticker, "input[type=checkbox]", "Pause announcement");
    expect(ticker.querySelector(`label[for="${pause.getAttribute("id")}"]`)).not.toBeNull();

    // The phone's menu is a popover its button opens, holding the menu's sections.
    const menu = named(nav, "button", "Menu");
    const popover = home.document.getElementById(menu.getAttribute("popovertarget")!)!;
    expect(popover.hasAttribute("popover")).toBe(true);
    expect(summary("Gallery", popover)).toBeDefined();
  });
});
