import { useRouteLoaderData } from "react-router";
import { site } from "#content/site.ts";
import { fileUrl } from "./api/urls.ts";

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
