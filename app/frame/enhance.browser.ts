import { enhanceLightboxes } from "../content/lightbox.browser.ts";
import { enhanceListFilters } from "../lists/list-filters.browser.ts";
import { enhanceMainNav } from "./main-nav.browser.ts";
import { enhancePageSearch } from "./page-search.browser.ts";
import { enhanceShare } from "../items/share.browser.ts";
import { enhanceTabs } from "../content/tabs.browser.ts";
import { enhanceVideos } from "../content/video.browser.ts";

// The enhancement script: the behaviours of the frame and of content blocks, each started once
// on the whole document for the life of the page. Loaded with `defer`, so the markup is all there.
const nav = document.querySelector<HTMLElement>("[data-main-nav]");
if (nav) enhanceMainNav(nav);
const search = document.querySelector<HTMLElement>("[data-page-search]");
if (search) enhancePageSearch(search);
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-list-filters]")) {
  enhanceListFilters(form);
}
for (const box of document.querySelectorAll<HTMLElement>("[data-share]")) enhanceShare(box);
enhanceTabs(document.body);
enhanceLightboxes(document.body);
enhanceVideos(document.body);
