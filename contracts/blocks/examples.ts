/** A stored picture, for the examples of blocks that show one. */
export const picture = {
  file: "public/Images/library.jpg",
  alt: "The library",
  width: 1200,
  height: 800,
};
