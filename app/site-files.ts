import { useRouteLoaderData } from "react-router";
import { site } from "#content/site.ts";
import { fileUrl, imageWidths } from "./api/urls.ts";

/**
 * The address of a file: site images ('/images/...') as they are; the school's public files
 * named by content ('public/...') inside the school's folder; paths from the backend
 * (attachments, which start with the school's code) as given. Stored files are served by the
 * backend, on its origin.
 */
export function useFileUrl(): (file: string) => string {
  const root = useRouteLoaderData("root") as { apiBase?: string } | undefined;
  const apiBase = root?.apiBase ?? "";
  return (file) =>
    file.startsWith("/")
      ? file
      : fileUrl(file.startsWith("public/") ? `${site.schoolCode}/${file}` : file, apiBase);
}

/**
 * `src`, `srcSet` and `sizes` for a stored picture, so the browser fetches the narrowest copy
 * that fills `sizes` on its screen. Site images ('/images/...') are drawn as they are.
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
    return { src, srcSet: imageWidths.map((w) => `${src}${join}w=${w} ${w}w`).join(", "), sizes };
  };
}
