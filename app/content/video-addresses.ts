/**
 * A video's two addresses on the video-hosting service: its own page, where the link leads
 * without JavaScript, and the privacy-enhanced player the video behaviour puts in its place.
 * Kept apart from the video block so the list pages' cards use them without its stylesheet.
 */
export function videoAddresses(youtubeId: string): { page: string; player: string } {
  const id = encodeURIComponent(youtubeId);
  return {
    page: `https://www.youtube.com/watch?v=${id}`,
    player: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
  };
}
