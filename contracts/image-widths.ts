/**
 * The widths the backend narrows a stored picture to when asked (`?w=`), and the website
 * offers in `srcset`: one list, so a page never asks for a width the backend will not make.
 */
export const imageWidths = [400, 800, 1200] as const;
