import { documentLanguage } from "../i18n/define-words.ts";
/**
 * Light video embeds: `a[data-video-embed]` links to the video on its own site; a click puts
 * the player in its place (the link stays, hidden, for the markup's owner to remove). A video
 * without a title is named "Video" in the page's language.
 */
export function enhanceVideos(root: HTMLElement): void {
  root.addEventListener("click", (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-video-embed]");
    if (!link || !root.contains(link)) return;
    event.preventDefault();
    const player = document.createElement("iframe");
    player.src = link.dataset.videoEmbed!;
    player.title = link.dataset.videoTitle ?? (documentLanguage() === "hi" ? "वीडियो" : "Video");
    player.allow = "accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture";
    player.allowFullscreen = true;
    link.hidden = true;
    link.after(player);
    player.focus();
  });
}
