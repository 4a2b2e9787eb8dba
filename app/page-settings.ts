import { useRouteLoaderData } from "react-router";
import { defaultTimeZone } from "#contracts/dates.ts";
import { builtSettings } from "./built-settings.ts";

/** What components need of the website's settings, handed down by the root loader. */
export interface PageSettings {
  schoolCode: string;
  /** The origin the browser reads files from: "" for this site, or the backend's origin. */
  apiBase: string;
  timeZone: string;
}

/** The page's settings; the build's own where the root loader has not run (an error page). */
export function usePageSettings(): PageSettings {
  const root = useRouteLoaderData("root") as { settings?: PageSettings } | undefined;
  return (
    root?.settings ?? {
      schoolCode: builtSettings.schoolCode,
      apiBase: "",
      timeZone: defaultTimeZone,
    }
  );
}
