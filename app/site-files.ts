import { useRouteLoaderData } from "react-router";
import { site } from "#content/site.ts";
import { fileUrl } from "./api/urls.ts";

/**
 * The address of a file a page names: site images ('/images/...') as they are, stored files
 * ('public/...') through the school's file store, on the backend's origin.
 */
export function useFileUrl(): (file: string) => string {
  const root = useRouteLoaderData("root") as { apiBase?: string } | undefined;
  const apiBase = root?.apiBase ?? "";
  return (file) => (file.startsWith("/") ? file : fileUrl(`${site.schoolCode}/${file}`, apiBase));
}
