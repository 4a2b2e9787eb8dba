import { imageWidths } from "#contracts/image-widths.ts";
import { fileUrl } from "./api/urls.ts";
import { usePageSettings } from "./page-settings.ts";

/**
 * The address of a file: site images ('/images/...') as they are; the school's public files
 * named by content ('public/...') inside the school's folder; paths from the backend
 * (attachments, which start with the school's code) as given. Stored files are served by the
 * backend, on its origin.
 */
export function useFileUrl(): (file: string) => string {
  const { apiBase, schoolCode } = usePageSettings();
  return (file) =>
    file.startsWith("/")
      ? file
      : fileUrl(file.startsWith("public/") ? `${schoolCode}/${file}` : file, apiBase);
}

/**
 * `src`, `srcSet` and `sizes` for a stored picture, so the browser fetches the narrowest copy
 * that fills `sizes` on its screen. A picture drawn at a fixed width (`sizes` such as "6rem") is
 * offered only up to the copy that fills it on a 3x screen; when that is the narrowest copy, it
 * is the `src` alone. Site images ('/images/...') are drawn as they are.
 */
export function useImageSources(): (
  file: string,
  sizes: string,
) => { src: string; srcSet?: string; sizes?: string } {
  const url = useFileUrl();
  return (file, sizes) => {
    const src = url(file);
    if (file.startsWith("/")) return { src };
    const join = src.includes("?") ? "&" : "?";
    const widths = widthsFor(sizes);
    if (widths.length === 1) return { src: `${src}${join}w=${widths[0]}` };
    return { src, srcSet: widths.map((w) => `${src}${join}w=${w} ${w}w`).join(", "), sizes };
  };
}

/** The copies worth offering for `sizes`: all, unless it is one fixed length. */
export function widthsFor(sizes: string): number[] {
  const fixed = /^(\d+(?:\.\d+)?)(rem|px)$/.exec(sizes.trim());
  if (!fixed) return [...imageWidths];
  const widest = Number(fixed[1]) * (fixed[2] === "rem" ? 16 : 1) * 3;
  return imageWidths.filter((width, i) => i === 0 || imageWidths[i - 1]! < widest);
}
